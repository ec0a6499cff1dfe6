import { PRICE_MAX, PRICE_MIN } from './constants.ts';

/*
 * Product requests (`/request-product`, `/requested-products`): their limits, how long they stay
 * open and who may still act on them. Safe for the browser (the body schemas are in
 * product-requests.ts): the pages read the same lists the API checks.
 */

export const REQUEST_TITLE_MAX = 120;
export const REQUEST_DESCRIPTION_MAX = 2000;
export const REQUEST_FULLNAME_MAX = 100;
export const ANSWER_MESSAGE_MAX = 1000;
/** Sellers told of a new request at most: the busiest first would otherwise get everything. */
export const REQUEST_MATCH_NOTIFY_MAX = 50;

/** How long a request stays open, in days; the form offers these. */
export const requestDurations = [3, 7, 14, 30] as const;
export type RequestDuration = (typeof requestDurations)[number];
export const REQUEST_DURATION_DEFAULT: RequestDuration = 7;

export const requestStatuses = ['OPEN', 'ACCEPTED', 'CLOSED'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** What a request is now: its stored status, or EXPIRED once an open request's time ran out. */
export type RequestState = RequestStatus | 'EXPIRED';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isRequestDuration(days: number): days is RequestDuration {
  return (requestDurations as readonly number[]).includes(days);
}

/** When a request posted at `from` for `days` days closes by itself. */
export function requestExpiry(from: Date, days: RequestDuration): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function requestState(request: { status: string; expiresAt: Date | string }, now: Date = new Date()): RequestState {
  if (request.status === 'ACCEPTED' || request.status === 'CLOSED') return request.status;
  return new Date(request.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

/** Sellers answer, and the requester accepts or withdraws, only while a request is open. */
export const isRequestOpen = (request: { status: string; expiresAt: Date | string }, now: Date = new Date()) => requestState(request, now) === 'OPEN';

/** Spec §5's price limits, in CFA, for a budget or an answer's price once converted. */
export const amountWithinLimits = (cfa: number) => cfa >= PRICE_MIN && cfa <= PRICE_MAX;

/** Answers side by side: the cheapest first (in CFA), then the earliest. */
export function compareAnswers<A extends { priceCfa: number; createdDate: string }>(answers: readonly A[]): A[] {
  return [...answers].sort((a, b) => a.priceCfa - b.priceCfa || a.createdDate.localeCompare(b.createdDate));
}

/** Whole days left before a request closes by itself (0 once expired), as the pages show it. */
export function daysLeft(expiresAt: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));
}
