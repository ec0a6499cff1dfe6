import { fallbackRates } from '@store/contracts/money';
import type { AppLoadContext } from 'react-router';
import { shopperCart } from './cart.server.ts';
import { translationsFor } from './i18n/translations.server.ts';

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

/** Everything every page needs: language, currency, words, menus and rates. */
export async function loadRootData(request: Request, context: AppLoadContext) {
  const { api } = context;
  const [categories, categoryProducts, searchKeys, socials, rates, user, cartSummary] = await Promise.all([
    orEmpty(api.categories()),
    orEmpty(api.categoryProducts()),
    orEmpty(api.searchKeys()),
    orEmpty(api.socials()),
    api.rates().catch(() => fallbackRates),
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
    translations: translationsFor(context.language),
    categories,
    categoryProducts,
    searchKeys,
    socials,
    rates,
    hideFooter: platformHidesFooter(request),
    year: new Date().getFullYear(),
  };
}
