import { fallbackRates } from '@store/contracts/money';
import type { Language } from '@store/contracts/locale';
import type { AppLoadContext } from 'react-router';
import { draftContentApi, previewsDrafts, publishedText } from './content-page.server.ts';
import { loadPersonal } from './personal.server.ts';
import { dictionaryUrl } from './i18n/dictionaries.server.ts';
import type { CategoryHead, MenuDetails } from './menu.ts';

/** How long the menus, search keys, socials and rates of a language are reused between pages. */
export const SHARED_ROOT_DATA_MS = 60_000;

type ApiClient = AppLoadContext['api'];

/** The header's and footer's data; a failed part is empty (spec §8) and marks the whole incomplete. */
async function loadShared(api: ApiClient) {
  let complete = true;
  const orElse = <T,>(promise: Promise<T>, fallback: T) =>
    promise.catch(() => {
      complete = false;
      return fallback;
    });
  const [categories, categoryProducts, searchKeys, socials, rates, newsletter] = await Promise.all([
    orElse(api.categories(), []),
    orElse(api.categoryProducts(), []),
    orElse(api.searchKeys(), []),
    orElse(api.socials(), []),
    orElse(api.rates(), fallbackRates),
    orElse(publishedText(api, 'newsletter'), null),
  ]);
  return { data: { categories, categoryProducts, searchKeys, socials, rates, newsletter }, complete };
}

type SharedRootData = Awaited<ReturnType<typeof loadShared>>['data'];
const shared = new Map<Language, { expires: number; data: Promise<SharedRootData> }>();

/**
 * What the header and footer show is the same for every shopper of a language: read once a
 * minute, not on every page. An incomplete read is not kept; that page shows what did load.
 */
function sharedRootData(context: AppLoadContext, language: Language): Promise<SharedRootData> {
  const now = Date.now();
  const hit = shared.get(language);
  if (hit && hit.expires > now) return hit.data;
  const entry = {
    expires: now + SHARED_ROOT_DATA_MS,
    data: loadShared(context.apiAs(undefined, { language })).then(({ data, complete }) => {
      if (!complete && shared.get(language) === entry) shared.delete(language);
      return data;
    }),
  };
  shared.set(language, entry);
  return entry.data;
}

/**
 * After an operator changed what every page shows (the USD rate) through this process: the next
 * page reads it afresh. Other processes catch up within SHARED_ROOT_DATA_MS.
 */
export function forgetSharedRootData() {
  shared.clear();
}

/** Everything every page needs: language, currency, words, menus and rates. */
export async function loadRootData(request: Request, context: AppLoadContext) {
  // An operator previewing drafts gets the header and footer of the drafts, read for them alone.
  const drafts = await draftContentApi(request, context);
  const [{ categories, searchKeys, socials, rates, newsletter }, personal] = await Promise.all([
    drafts ? loadShared(drafts).then(({ data }) => data) : sharedRootData(context, context.language),
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
    /** The menus' headings; what an open menu adds comes from `/menu/{language}` (loadMenuDetails). */
    categories: categories.map(({ id, slug, name, keyword }): CategoryHead => ({ id, slug, name, keyword })),
    searchKeys,
    socials,
    rates,
    /** The footer's newsletter words as published by an operator, or null for the built-in ones. */
    newsletter,
    hideFooter: context.hideFooter,
    /** Drafts shown to an operator (`?preview=draft`): every page says so, and opens the attention message. */
    preview: drafts !== undefined,
    /** Spec §7 alerts to show on this page (decision 69). */
    alerts: context.takeAlerts(),
    year: new Date().getFullYear(),
  };
}

/**
 * What an open menu adds to its headings, in a language: each category's description and
 * sub-entries, and the showcase products (decision 90). No page carries them: the mega-menu and
 * the phone menu ask `/menu/{language}` when they first open. An operator previewing drafts
 * gets the drafts' showcase.
 */
export async function loadMenuDetails(request: Request, context: AppLoadContext, language: Language): Promise<MenuDetails & { preview: boolean }> {
  const preview = await previewsDrafts(request, context);
  const { categories, categoryProducts } = preview ? (await loadShared(context.apiAs(undefined, { language, contentVersion: 'draft' }))).data : await sharedRootData(context, language);
  return { categories, categoryProducts, preview };
}
