import { loggedUserSchema, loginResponseSchema, type LoginBody } from '@store/contracts/account';
import { type SaveCartBody, validatedCartSchema } from '@store/contracts/cart-api';
import { cartValueSummarySchema } from '@store/contracts/cart';
import {
  categorySchema,
  phoneRevealSchema,
  productDetailsSchema,
  type ProductListQuery,
  productSummarySchema,
  sellerPageSchema,
  specificationSchema,
  subCategorySchema,
} from '@store/contracts/catalog';
import { categoryProductSchema, contentEntrySchema, featuredProductSchema, newsletterSubscriptionSchema, searchKeySchema, slideSchema, socialSchema } from '@store/contracts/content';
import type { Currency, Language } from '@store/contracts/locale';
import { exchangeRatesSchema } from '@store/contracts/money-schemas';
import { problemSchema } from '@store/contracts/problem';
import { searchResultSchema } from '@store/contracts/search';
import { z } from 'zod';
import { accountEndpoints } from './account-endpoints.server.ts';
import { orderEndpoints } from './order-endpoints.server.ts';
import { profileEndpoints } from './profile-endpoints.server.ts';
import { inboxEndpoints } from './inbox-endpoints.server.ts';
import { sellerProductEndpoints } from './seller-product-endpoints.server.ts';
import { subscriptionEndpoints } from './subscription-endpoints.server.ts';
import { productRequestEndpoints } from './product-request-endpoints.server.ts';
import { adminEndpoints } from './admin-endpoints.server.ts';
import { contentEndpoints } from './content-endpoints.server.ts';
import { catalogueEndpoints } from './catalogue-endpoints.server.ts';
import { moderationEndpoints } from './moderation-endpoints.server.ts';
import { visionEndpoints } from './vision-endpoints.server.ts';
import { adminStoreEndpoints } from './admin-store-endpoints.server.ts';

/** Just the part of `fetch` the client uses, so the server can pass an in-process transport. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A failed API call, carrying the problem's stable code for the page to translate. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail?: string,
    /** Field-level issues of a rejected request: `body.password` -> `password/too-short`. */
    readonly fieldErrors: readonly { path: string; message: string }[] = [],
    /** A 429's `Retry-After`, in seconds, for pages to pass on. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? code);
    this.name = 'ApiError';
  }
}

/**
 * True when the API found nothing at an address taken from the page's URL: unknown (404) or
 * not even a possible name (400, e.g. a slug with a NUL character). Such pages are a 404.
 */
export function namesNothing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface ApiClientOptions {
  fetch: ApiFetch;
  /** Origin the relative API paths resolve against. */
  baseUrl: string;
  language: Language;
  /** Bearer credential of the content service (server side only). */
  contentToken?: string;
  /** `draft`: content calls read the drafts, for an operator previewing the store (decision 79). */
  contentVersion?: 'published' | 'draft';
  /** Told of every failed call before its error is thrown (the request context's alerts). */
  onFailure?: (error: ApiError, path: string, method: string) => void;
}

const STORE = '/store/api/v1';

/**
 * The typed client of the store API for loaders and actions, on the server. Every response is
 * parsed with the same zod schema the API answers with. Components in the browser use the
 * small client of browser-api.ts, which carries no schemas.
 */
export function createApiClient({ fetch, baseUrl, language, contentToken, contentVersion = 'published', onFailure }: ApiClientOptions) {
  async function request<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<{ body: T; headers: Headers }> {
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { accept: 'application/json', 'accept-language': language, ...init?.headers } });
    const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      const problem = problemSchema.safeParse(json);
      const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
      const error = problem.success
        ? new ApiError(response.status, problem.data.code, problem.data.detail, problem.data.errors, Number.isFinite(retryAfter) ? retryAfter : undefined)
        : new ApiError(response.status, 'server/internal');
      onFailure?.(error, path, init?.method ?? 'GET');
      throw error;
    }
    return { body: schema.parse(json), headers: response.headers };
  }
  const get = async <T>(path: string, schema: z.ZodType<T>) => (await request(path, schema)).body;
  const withLanguage = (params: URLSearchParams) => {
    params.set('lang', language);
    return params;
  };
  const contentGet = <T>(path: string, schema: z.ZodType<T>) =>
    request(`/content/api${path}${path.includes('?') ? '&' : '?'}locale=${language}${contentVersion === 'draft' ? '&version=draft' : ''}`, schema, {
      headers: contentToken ? { authorization: `Bearer ${contentToken}` } : {},
    }).then((r) => r.body);
  const pagedProducts = async (path: string, query: ProductListQuery) => {
    const params = withLanguage(new URLSearchParams());
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const { body, headers } = await request(`${path}?${params}`, z.array(productSummarySchema));
    return { items: body, total: Number(headers.get('x-total-count') ?? body.length) };
  };

  return {
    ...accountEndpoints(request),
    ...profileEndpoints(request),
    ...orderEndpoints(request),
    ...sellerProductEndpoints(request),
    ...inboxEndpoints(request),
    ...subscriptionEndpoints(request),
    ...productRequestEndpoints(request),
    ...adminEndpoints(request),
    ...moderationEndpoints(request),
    ...visionEndpoints(request, language),
    ...adminStoreEndpoints(request),
    ...catalogueEndpoints(request),
    ...contentEndpoints(request),
    categories: () => get(`${STORE}/categories?lang=${language}`, z.array(categorySchema)),
    subCategories: (categoryId: number) => get(`${STORE}/sub-categories/by-category-id/${categoryId}?lang=${language}`, z.array(subCategorySchema)),
    specifications: (subCategoryId: number) => get(`${STORE}/specifications/by-sub-category-id/${subCategoryId}?lang=${language}`, z.array(specificationSchema)),
    rates: () => get(`${STORE}/price/rates`, exchangeRatesSchema),
    products: (query: ProductListQuery = {}) => pagedProducts(`${STORE}/products`, query),
    /** Promoted products of pro shops (the home page's sponsored row). */
    sponsoredProducts: (size: number) => get(`${STORE}/products/sponsored?size=${size}&lang=${language}`, z.array(productSummarySchema)),
    /** Search with the page's own query parameters (q may repeat). */
    search: (params: URLSearchParams) => get(`${STORE}/products/search?${withLanguage(new URLSearchParams(params))}`, searchResultSchema),
    productDetails: (slug: string) => get(`${STORE}/products/search/details/by-slug/${encodeURIComponent(slug)}?lang=${language}`, productDetailsSchema),
    sellerPage: (slug: string) => get(`${STORE}/account/page/by-slug/${encodeURIComponent(slug)}?lang=${language}`, sellerPageSchema),
    authenticate: (body: LoginBody) =>
      request(`${STORE}/authenticate`, loginResponseSchema, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).then((r) => r.body),
    account: () => get(`${STORE}/account`, loggedUserSchema),
    saveCart: (body: SaveCartBody) =>
      request(`${STORE}/products/cart?lang=${language}`, validatedCartSchema, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).then((r) => r.body),
    /** The signed-in buyer's cart, or a guest's by slug. */
    cart: (currency: Currency, guestSlug?: string) =>
      get(`${STORE}/products/cart${guestSlug ? `/by-slug/${encodeURIComponent(guestSlug)}` : ''}?currency=${currency}&lang=${language}`, validatedCartSchema),
    cartResume: (currency: Currency, guestSlug?: string) =>
      get(`${STORE}/products/cart/resume?${new URLSearchParams({ currency, ...(guestSlug ? { slug: guestSlug } : {}) })}`, cartValueSummarySchema),
    revealPhoneNumber: (productSlug: string) =>
      request(`${STORE}/products/search/phone-number/reveal`, phoneRevealSchema, {
        method: 'POST',
        body: JSON.stringify({ productSlug }),
        headers: { 'content-type': 'application/json' },
      }).then((r) => r.body),
    subscribeNewsletter: (phoneNumber: { indicator: string; telephone: string }) =>
      request(`${STORE}/newsletter/subscriptions`, newsletterSubscriptionSchema, {
        method: 'POST',
        body: JSON.stringify({ phoneNumber, langKey: language }),
        headers: { 'content-type': 'application/json' },
      }).then((r) => r.body),
    slides: () => contentGet('/slides', z.array(slideSchema)),
    searchKeys: () => contentGet('/search-keys', z.array(searchKeySchema)),
    socials: () => contentGet('/socials', z.array(socialSchema)),
    categoryProducts: () => contentGet('/category-products', z.array(categoryProductSchema)),
    contentEntry: (key: string) => contentGet(`/entries/${encodeURIComponent(key)}`, contentEntrySchema),
    /** The featured product of the home page; 404 while none is published in this language. */
    featuredProduct: () => contentGet('/featured-product', featuredProductSchema),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
