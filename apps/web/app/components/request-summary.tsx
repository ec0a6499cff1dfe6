import { formatMoney } from '@store/contracts/money';
import { daysLeft, type RequestState } from '@store/contracts/product-request-rules';
import type { OwnProductRequest } from '@store/contracts/product-requests';
import { useRootData } from '../root.tsx';
import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { pictureAtWidth } from '../lib/picture-url.ts';

/** What everyone looking at a request sees (never the requester's contact). */
type RequestSummaryView = Omit<OwnProductRequest, 'answers' | 'acceptedAnswerId'>;

const stateTones: Record<RequestState, string> = {
  OPEN: 'bg-green-100 text-green-900',
  ACCEPTED: 'bg-brand-100 text-brand-700',
  CLOSED: 'bg-slate-200 text-slate-800',
  EXPIRED: 'bg-amber-100 text-amber-900',
};

/** A request's state, with the days left while it is open. */
export function RequestStateBadge({ request }: { request: Pick<RequestSummaryView, 'state' | 'expiresDate'> }) {
  const { t, tDynamic } = useTranslation();
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${stateTones[request.state]}`}>
      {tDynamic(`requests.states.${request.state}`)}
      {request.state === 'OPEN' ? ` · ${t('requests.daysLeft', { count: daysLeft(request.expiresDate) })}` : ''}
    </span>
  );
}

/** A request as a card shows it: title, category, wanted specifications, budget, city, photo. */
export function RequestSummary({ request, headingLevel = 'h2', children }: { request: RequestSummaryView; headingLevel?: 'h1' | 'h2' | 'h3'; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {request.picture ? <img src={pictureAtWidth(request.picture, 320)} alt={t('requests.photoOf', { title: request.title })} width={160} height={120} loading="lazy" className="h-30 w-40 shrink-0 rounded object-cover" /> : null}
      <div className="min-w-0 flex-1">
        <Heading className="text-lg font-semibold break-words text-slate-900">{request.title}</Heading>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <RequestStateBadge request={request} />
          <span>{[request.categoryName, request.subCategoryName].filter(Boolean).join(' › ')}</span>
          <span>· {request.location}</span>
        </p>
        <p className="mt-1 text-sm">
          {t('requests.budget')} <strong>{request.budget === null ? t('requests.noBudget') : formatMoney({ amount: request.budget, currency: request.currency }, language)}</strong>
        </p>
        {request.specifications.length > 0 ? (
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {request.specifications.map((spec) => (
              <div key={spec.code} className="flex gap-1">
                <dt className="text-slate-600">{spec.name}:</dt>
                <dd className="font-medium">{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {request.description ? <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">{request.description}</p> : null}
        {children}
      </div>
    </div>
  );
}
