import type { CartChange, ValidatedCart } from '@store/contracts/cart-api';
import type { Order } from '@store/contracts/orders';
import type { ApiFetch } from './api/client.server.ts';
import { createRequestContext, type PageServerValues } from './request-context.server.ts';
import { sessionCookie } from './session.server.ts';

/*
 * Tests of loaders and actions: the request context a page server would build, over a fake
 * API that answers each call in turn and records what the page server sent.
 */

/** The request context a page server would build for `request`, with a fake API (tests). */
export const testContext = (request: Request, apiFetch: ApiFetch, server?: Partial<PageServerValues>) =>
  createRequestContext(request, { apiFetch, contentToken: 'test', publicOrigin: 'http://localhost:3000', ...server });

/** What React Router gives the loader or action of a page without params, over a fake API (and other page server values). */
export async function routeArgs(request: Request, apiFetch: ApiFetch, server?: Partial<PageServerValues>) {
  const url = new URL(request.url);
  return { request, context: await testContext(request, apiFetch, server), params: {}, url, pattern: url.pathname };
}

/** The headers of a signed-in user's request (the API's first call is then the user, when loaded). */
export const signedIn = async () => ({ cookie: (await sessionCookie.serialize('token-of-the-test')).split(';')[0] ?? '' });

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A problem answer of the API, with the field issues of a 400. */
export const problem = (status: number, code: string, errors?: { path: string; message: string }[], headers?: Record<string, string>) => () =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) }), { status, headers: { 'content-type': 'application/problem+json', ...headers } });

/** A fake API answering each call in turn, recording what the page server sent (a JSON body parsed). */
export function fakeApi(answers: (() => Response)[]) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const apiFetch: ApiFetch = async (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next();
  };
  return { apiFetch, calls };
}

/** A form posted to `url` as a browser without JavaScript would send it. */
export function postForm(url: string, fields: Record<string, string | File>, headers?: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(url, { method: 'POST', body, headers });
}

/** The status and body of an action's answer made with `data()`, or the response it returned. */
export function answered(result: unknown): { status: number | undefined; body: unknown } | Response {
  if (result instanceof Response) return result;
  if (typeof result === 'object' && result !== null && 'data' in result && 'init' in result) {
    const { init } = result;
    const status = typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number' ? init.status : 200;
    return { status, body: result.data };
  }
  return { status: 200, body: result };
}

/**
 * Posts `fields` to a page's action (no params) over a fake API answering `answers`: what it
 * answered, the calls it made, and its context (cookies written). `headers` (`signedIn()`) make
 * the request a signed-in user's.
 */
export async function submitForm(action: (args: Awaited<ReturnType<typeof routeArgs>>) => unknown, url: string, fields: Record<string, string | File>, answers: (() => Response)[], headers?: Record<string, string>) {
  const { apiFetch, calls } = fakeApi(answers);
  const args = await routeArgs(postForm(url, fields, headers), apiFetch);
  return { answer: answered(await action(args)), calls, context: args.context };
}

/** An order of one parcel as the API answers it, paid with `method`. */
export const order = (method: Order['payment']['method'], approvalUrl: string | null = null): Order => ({
  number: 'EM-ABCD1234',
  createdAt: '2026-11-22T10:00:00.000Z',
  currency: 'CFA',
  summary: { numProducts: 1, subTotal: 10_000, shippingFees: 1500, discount: 0, grandTotal: 11_500, currency: 'CFA' },
  shippingOption: { id: 2, code: 'STANDARD', cost: 1500, currency: 'CFA' },
  payment: { method, status: 'PENDING', approvalUrl, dueAt: null, paidAt: null, charged: null },
  address: { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '0700000002' }, email: null, city: 'Abidjan', addressLine: 'Cocody', additionalInfo: null },
  subOrders: [],
});

/** A cart as the API answers it, with one line per `[slug, quantity]` and what it changed. */
export const validatedCart = (slug: string | null, lines: [string, number][], changes: CartChange[] = [], version = 1): ValidatedCart => ({
  cart: {
    id: 1,
    slug,
    items: lines.map(([productSlug, quantity]) => ({
      name: productSlug,
      location: 'Abidjan',
      productSlug,
      accountSlug: 'abidjan-digital',
      shopName: 'Abidjan Digital',
      unitPrice: 10_000,
      currency: 'CFA',
      quantity,
      maxQuantity: null,
      productSpecificationValues: [],
      thumbnail: null,
    })),
    totalPrice: null,
    currency: 'CFA',
    shippingOptions: [],
    selectedShippingOption: null,
    additionalInfos: null,
  },
  summary: { numProducts: lines.length, subTotal: 0, shippingFees: 0, discount: 0, grandTotal: 0, currency: 'CFA' },
  changes,
  version,
});

/** What the API says of any product request, before the requester's or a seller's own parts. */
export const productRequestSummary = {
  slug: 'iphone-13-a1b2c3',
  title: 'iPhone 13 128 Go',
  description: '',
  categoryId: 2,
  categoryName: 'Smartphones',
  subCategoryName: 'iPhone',
  specifications: [],
  budget: 150_000,
  currency: 'CFA',
  location: 'Abidjan',
  picture: null,
  status: 'OPEN',
  state: 'OPEN',
  createdDate: '2026-11-24T10:00:00.000Z',
  expiresDate: '2026-12-01T10:00:00.000Z',
} as const;
