import { fallbackRates } from '@store/contracts/money';
import type { AppLoadContext } from 'react-router';
import { shopperCart } from './cart.server.ts';
import { dictionaryUrl } from './i18n/dictionaries.server.ts';

/** Value of the decoded platform token for which the store hides its footer (spec §2). */
const FOOTER_HIDDEN_PLATFORM = 'electromarche-app';

/** A client app embedding the store identifies itself with a base64 `platform` cookie. */
function platformHidesFooter(request: Request): boolean {
  const match = /(?:^|;\s*)platform=([^;]+)/.exec(request.headers.get('cookie') ?? '');
  if (!match?.[1]) return false;
  try {
    return atob(decodeURIComponent(match[1])) === FOOTER_HIDDEN_PLATFORM;
  } catch {
    return false;
  }
}

/** A failed side call yields an empty result, silently (spec §8), so the shell always renders. */
const orEmpty = <T,>(promise: Promise<T[]>) => promise.catch(() => [] as T[]);

/** How long the menus, search keys, socials and rates of a language are reused between pages. */
export const SHARED_ROOT_DATA_MS = 60_000;

type ApiClient = AppLoadContext['api'];
const loadShared = (api: ApiClient) =>
  Promise.all([api.categories(), api.categoryProducts(), api.searchKeys(), api.socials(), api.rates()]).then(
    ([categories, categoryProducts, searchKeys, socials, rates]) => ({ categories, categoryProducts, searchKeys, socials, rates }),
  );
type SharedRootData = Awaited<ReturnType<typeof loadShared>>;
const shared = new Map<string, { expires: number; data: Promise<SharedRootData> }>();

/**
 * What the header and footer show is the same for every shopper of a language: read once a
 * minute, not on every page. A failed read is not kept; that page shows what did load.
 */
function sharedRootData(context: AppLoadContext): Promise<SharedRootData> {
  const now = Date.now();
  const hit = shared.get(context.language);
  if (hit && hit.expires > now) return hit.data;
  const guestApi = context.apiAs(undefined);
  const data = loadShared(guestApi);
  shared.set(context.language, { expires: now + SHARED_ROOT_DATA_MS, data });
  return data.catch(() => {
    shared.delete(context.language);
    return Promise.all([
      orEmpty(guestApi.categories()),
      orEmpty(guestApi.categoryProducts()),
      orEmpty(guestApi.searchKeys()),
      orEmpty(guestApi.socials()),
      guestApi.rates().catch(() => fallbackRates),
    ]).then(([categories, categoryProducts, searchKeys, socials, rates]) => ({ categories, categoryProducts, searchKeys, socials, rates }));
  });
}

/** Everything every page needs: language, currency, words, menus and rates. */
export async function loadRootData(request: Request, context: AppLoadContext) {
  const [{ categories, categoryProducts, searchKeys, socials, rates }, user, cartSummary] = await Promise.all([
    sharedRootData(context),
    context.user(),
    // Spec §8: a cart that fails to load counts as empty, silently.
    (shopperCart(context).resume() ?? Promise.resolve(undefined)).catch(() => undefined),
  ]);
  const clientSession = context.clientSession();
  return {
    user,
    cartCount: cartSummary?.numProducts ?? 0,
    /** Newest first (spec §4: the last 5). */
    searchHistory: clientSession.searchHistory,
    localizationHistory: clientSession.localizationHistory,
    language: context.language,
    currency: context.currency,
    /** The language's words: a static file the browser keeps, not part of this data. */
    dictionaryUrl: dictionaryUrl(context.language),
    categories,
    categoryProducts,
    searchKeys,
    socials,
    rates,
    hideFooter: platformHidesFooter(request),
    year: new Date().getFullYear(),
  };
}
