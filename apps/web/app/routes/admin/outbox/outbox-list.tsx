import type { OutboxMessage } from '@store/contracts/account';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

const statusTone: Record<OutboxMessage['status'], string> = {
  STORED: 'bg-amber-100 text-amber-900',
  SENT: 'bg-green-100 text-green-900',
  FAILED: 'bg-red-100 text-red-900',
};

/** Dates in UTC so the server and the browser print the same text. */
function useDateTime() {
  const { language } = useTranslation();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });
  return (iso: string) => `${format.format(new Date(iso))} UTC`;
}

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/;

/** The message text with its links clickable (an activation or reset link opens from here). */
function BodyText({ body }: { body: string }) {
  return (
    <>
      {body.split(URL_IN_TEXT).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-brand-700 underline" rel="noreferrer noopener" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** One card per message: a list reads well on a phone, where a wide table would not. */
export function OutboxList({ items }: { items: readonly OutboxMessage[] }) {
  const { t, tDynamic } = useTranslation();
  const dateTime = useDateTime();
  if (items.length === 0) return <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('admin.outbox.empty')}</p>;
  return (
    <ol className="mt-4 space-y-3">
      {items.map((message) => (
        <li key={message.id}>
          <article aria-labelledby={`outbox-${message.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <h3 id={`outbox-${message.id}`} className="font-semibold break-all text-slate-900">
                {message.recipient}
              </h3>
              <span className="rounded bg-slate-100 px-2 py-0.5 font-medium">{t(`admin.outbox.channels.${message.channel}`)}</span>
              <span className="text-slate-700">{tDynamic(`admin.outbox.kinds.${message.kind}`, { defaultValue: message.kind })}</span>
              <span className="uppercase text-slate-600" title={t('admin.outbox.language')}>
                <span className="sr-only">{t('admin.outbox.language')} </span>
                {message.language}
              </span>
              <span className={`rounded px-2 py-0.5 font-medium ${statusTone[message.status]}`}>{t(`admin.outbox.statuses.${message.status}`)}</span>
              <time dateTime={message.createdDate} className="text-slate-600 sm:ml-auto">
                {dateTime(message.createdDate)}
              </time>
            </header>
            {message.subject ? <p className="mt-2 font-medium">{message.subject}</p> : null}
            <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
              <BodyText body={message.body} />
            </pre>
            {message.masked ? <p className="mt-2 text-sm text-slate-600">{t('admin.outbox.masked')}</p> : null}
            {message.error ? (
              <p className="mt-2 text-sm text-red-700">
                {t('admin.outbox.error', { attempts: message.attempts })} {message.error}
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
