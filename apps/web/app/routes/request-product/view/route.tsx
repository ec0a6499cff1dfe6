import { formatMoney } from '@store/contracts/money';
import type { RequestAnswerView } from '@store/contracts/product-requests';
import { Form, Link, useNavigation } from 'react-router';
import { RequestSummary } from '../../../components/request-summary.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { replyErrorKey } from '../../../lib/form-reply.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { pictureAtWidth } from '../../../lib/picture-url.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import { useRootData } from '../../../root.tsx';
import type { Route } from './+types/route';
import { loadRequestView, requestViewAction } from './request-view.server.ts';

export const handle: RouteHandle = { titleKey: 'requests.view.pageTitle', robots: 'noindex' };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadRequestView(request, context, params.slug);

export const action = ({ request, context, params }: Route.ActionArgs) => requestViewAction(request, context, params.slug);

/** One answer, beside the others: price, seller, product, message, and the button to accept it. */
function AnswerCard({ answer, open, action }: { answer: RequestAnswerView; open: boolean; action: string | undefined }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const titleId = `answer-${answer.id}`;
  return (
    <li className={`flex flex-col rounded-lg border bg-white p-4 ${answer.accepted ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-200'}`} aria-labelledby={titleId}>
      <p id={titleId} className="text-xl font-bold text-slate-900">
        {formatMoney({ amount: answer.price, currency: answer.currency }, language)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('requests.view.by')}{' '}
        <Link to={`/seller/${encodeURIComponent(answer.seller.slug)}`} className="font-semibold text-brand-700 underline">
          {answer.seller.name}
        </Link>
        {answer.seller.city ? ` · ${answer.seller.city}` : ''}
      </p>
      {answer.product ? (
        <div className="mt-3 flex items-center gap-3">
          <div className="size-16 shrink-0 overflow-hidden rounded bg-slate-100">{answer.product.thumbnail ? <img src={pictureAtWidth(answer.product.thumbnail, 160)} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" /> : null}</div>
          {answer.product.published ? (
            <Link to={`/product/${encodeURIComponent(answer.product.slug)}`} className="min-w-0 font-semibold break-words text-brand-700 underline">
              {answer.product.name}
            </Link>
          ) : (
            <span className="min-w-0 font-semibold break-words">{answer.product.name}</span>
          )}
        </div>
      ) : null}
      {answer.message ? <p className="mt-3 text-sm whitespace-pre-line break-words text-slate-800">{answer.message}</p> : null}
      <div className="mt-auto pt-4">
        {answer.accepted ? (
          <p className="font-semibold text-green-800">{t('requests.view.accepted')}</p>
        ) : open ? (
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="answerId" value={answer.id} />
            <button type="submit" name="intent" value="accept" disabled={busy} className="min-h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60" aria-describedby={titleId}>
              {t('requests.view.accept')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

/** The requester's page of a request: the answers side by side, cheapest first; accept one, or withdraw. */
export default function RequestView({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const { request, posted, pictureFailed, done, guestLink } = loaderData;
  const open = request.state === 'OPEN';
  const refusal = replyErrorKey(actionData);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/request-product" className="font-semibold text-brand-700 underline">
          {t('requests.view.back')}
        </Link>
      </p>
      <div className="mt-4 space-y-3">
        {posted ? <FormMessage tone="success">{t('requests.view.posted')}</FormMessage> : null}
        {posted && guestLink ? <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t('requests.view.keepLink')}</p> : null}
        {pictureFailed ? <FormMessage tone="error">{t('requests.view.pictureFailed')}</FormMessage> : null}
        {done ? <FormMessage tone="success">{tDynamic(`requests.view.done.${done}`)}</FormMessage> : null}
        {refusal ? <FormMessage tone="error">{tDynamic(refusal)}</FormMessage> : null}
      </div>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
        <RequestSummary request={request} headingLevel="h1" />
      </div>
      <h2 className="mt-8 text-2xl font-bold text-slate-900">{t('requests.view.answers', { count: request.answers.length })}</h2>
      {request.answers.length === 0 ? <p className="mt-2 text-slate-600">{open ? t('requests.view.noAnswersYet') : t('requests.view.noAnswers')}</p> : null}
      {request.answers.length > 1 ? <p className="mt-1 text-sm text-slate-600">{t('requests.view.cheapestFirst')}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {request.answers.map((answer) => (
          <AnswerCard key={answer.id} answer={answer} open={open} action={guestLink ?? undefined} />
        ))}
      </ul>
      {open ? (
        <details className="mt-8 max-w-xl rounded-lg border border-red-200 bg-white p-4">
          <summary className="cursor-pointer text-sm font-semibold text-red-800">{t('requests.view.close')}</summary>
          <p className="mt-2 text-sm text-slate-700">{t('requests.view.closeWarning')}</p>
          <Form method="post" action={guestLink ?? undefined} className="mt-3">
            <button type="submit" name="intent" value="close" className="min-h-11 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800">
              {t('requests.view.closeConfirm')}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
