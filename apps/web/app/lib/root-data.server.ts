import { fallbackRates } from '@store/contracts/money';
import type { AppLoadContext } from 'react-router';
import { loadPersonal } from './personal.server.ts';
import { platformHidesFooter } from './platform.ts';
import { dictionaryUrl } from './i18n/dictionaries.server.ts';

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
  const [{ categories, categoryProducts, searchKeys, socials, rates }, personal] = await Promise.all([
    sharedRootData(context),
    // A page the page cache may keep is the same for every visitor: its personal parts come
    // from `/personal` after it loads (lib/personal.ts).
    context.pageCacheKey ? Promise.resolve(null) : loadPersonal(context),
  ]);
  return {
    personal,
    language: context.language,
    currency: context.currency,
    /** The language's words: a static file the browser keeps, not part of this data. */
    dictionaryUrl: dictionaryUrl(context.language),
    categories,
    categoryProducts,
    searchKeys,
    socials,
    rates,
    hideFooter: platformHidesFooter(request.headers.get('cookie')),
    year: new Date().getFullYear(),
  };
}
