// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '@store/contracts/catalog';
import type { ProductView } from '../../lib/request-context.server.ts';
import { answered, fakeApi, json, postForm, problem, routeArgs, signedIn, validatedCart } from '../../lib/test-context.server.ts';
import { action, loader } from './route.tsx';

const slug = 'tv-samsung-55';

async function post(fields: Record<string, string>, answers: (() => Response)[], headers?: Record<string, string>) {
  const { apiFetch, calls } = fakeApi(answers);
  const args = await routeArgs(postForm(`http://store.test/product/${slug}`, fields, headers), apiFetch);
  const result = await action({ ...args, params: { slug } }).catch((error: unknown) => error);
  return { answer: answered(result), calls, context: args.context };
}

describe('the product page’s forms', () => {
  it('adds the quantity to a guest’s new cart and says when the stock capped it', async () => {
    const { answer, calls } = await post({ intent: 'add', quantity: '5' }, [json(200, validatedCart('guest-cart-slug-1', [[slug, 3]], [{ productSlug: slug, kind: 'quantity-capped', quantity: 3 }]))]);
    expect(calls[0]?.body).toMatchObject({ cart: { items: [{ productSlug: slug, quantity: 5 }] } });
    expect(answer).toEqual({ status: 200, body: { added: true, capped: 3 } });
  });

  it('keeps an add whose session ended in a guest cart, and asks to sign in again, back to this page (spec §4/§8)', async () => {
    const { answer, calls, context } = await post({ intent: 'add', quantity: '2' }, [problem(401, 'auth/invalid-token'), json(200, validatedCart('guest-cart-slug-2', [[slug, 2]]))], await signedIn());
    expect(answer instanceof Response && answer.headers.get('location')).toBe('/account/login?reason=cart-kept');
    expect(calls[1]?.headers.get('authorization')).toBeNull();
    expect(calls[1]?.body).toMatchObject({ cart: { slug: null, items: [{ productSlug: slug, quantity: 2 }] } });
    expect(context.clientSession().cartSlug).toBe('guest-cart-slug-2');
    const cookies = await context.cookies.setCookieHeaders();
    expect(cookies).toContainEqual(expect.stringMatching(/^session=;.*Max-Age=0/));
    expect(cookies.some((cookie) => cookie.startsWith('previous-url='))).toBe(true);
  });

  it('refuses a quantity below 1 without calling the API, and says why an add failed', async () => {
    const { answer, calls } = await post({ intent: 'add', quantity: '0' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { quantity: ['cart/quantity-invalid'] } } });
    expect((await post({ intent: 'add', quantity: '1' }, [problem(503, 'server/unavailable')])).answer).toMatchObject({ status: 503, body: { error: { '': ['server/unavailable'] } } });
  });

  it('sends a guest who asks for the seller’s number to sign in, back to this page', async () => {
    const { answer, context } = await post({ intent: 'reveal' }, []);
    expect(answer instanceof Response && answer.headers.get('location')).toBe('/account/login');
    expect((await context.cookies.setCookieHeaders()).some((cookie) => cookie.startsWith('previous-url='))).toBe(true);
  });
});

const details: ProductDetails = {
  product: {
    id: 7,
    slug,
    name: 'TV Samsung 55"',
    brand: 'Samsung',
    price: 350_000,
    currency: 'CFA',
    defaultCurrencyPrice: 350_000,
    quantity: 4,
    location: 'Abidjan',
    accountSlug: 'abidjan-digital',
    thumbnail: null,
    subCategory: { id: 3, name: 'Téléviseurs', langKey: 'fr', categoryId: 2 },
    createdDate: '2026-11-01T10:00:00.000Z',
    description: 'Un téléviseur.',
    images: [],
    specificationValues: [],
  },
  seller: { slug: 'abidjan-digital', name: 'Abidjan Digital', city: 'Abidjan', profileImage: null, memberSince: '2026-01-01T00:00:00.000Z', verified: true },
  similar: [],
};
const account = (login: string, slug: string) => ({ login, slug, authorities: ['ROLE_USER'], accountType: 'PROFESSIONAL', account: { firstname: 'A', lastname: 'B' }, email: null, phoneNumber: null, langKey: 'fr', currency: 'CFA' });

/** The product page read by a guest, or by a signed-in user (whose account the API gives after the product). */
async function read(reader?: ReturnType<typeof account>, method = 'GET') {
  const views: ProductView[] = [];
  const { apiFetch } = fakeApi(reader ? [json(200, details), json(200, reader)] : [json(200, details)]);
  const request = new Request(`http://store.test/product/${slug}`, { method, headers: { 'user-agent': 'Mozilla/5.0 (Android 13) Chrome/130.0 Mobile', ...(reader ? await signedIn() : {}) } });
  const args = await routeArgs(request, apiFetch, { countProductView: (view) => views.push(view) });
  await loader({ ...args, params: { slug } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { views, viewed: args.context.viewedProduct };
}

describe('the product page’s view count', () => {
  it('counts a guest’s and a buyer’s reading, each as its own visitor, and remembers the product for the page cache', async () => {
    const guest = await read();
    expect(guest.views).toEqual([{ productSlug: slug, visitor: expect.stringMatching(/^guest /), userAgent: expect.stringContaining('Android') }]);
    expect(guest.viewed).toEqual({ productSlug: slug, sellerSlug: 'abidjan-digital' });
    const buyer = await read(account('buyer', 'mariam-diallo'));
    expect(buyer.views).toEqual([expect.objectContaining({ productSlug: slug, visitor: expect.stringMatching(/^session /) })]);
  });

  it('does not count the seller reading their own product, nor a form’s answer re-reading the page', async () => {
    expect((await read(account('seller', 'abidjan-digital'))).views).toEqual([]);
    expect((await read(undefined, 'POST')).views).toEqual([]);
  });
});

describe('the product page’s visually similar products', () => {
  // The API trims a product to its summary; the page server's client does the same with the schema.
  const lookalike = { ...details.product, id: 2, slug: 'tv-lg-55', name: 'TV LG 55', similarity: 0.81 };

  async function similarOf(answers: (() => Response)[]) {
    const { apiFetch, calls } = fakeApi([json(200, details), ...answers]);
    const args = await routeArgs(new Request(`http://store.test/product/${slug}?lang=en`), apiFetch);
    const data = await loader({ ...args, params: { slug } });
    return { matches: await data.visuallySimilar, calls };
  }

  it('asks the vision API for 6 lookalikes of this product, in the page’s language, after the page’s own data', async () => {
    const { matches, calls } = await similarOf([json(200, [lookalike])]);
    expect(matches.map((match) => match.slug)).toEqual(['tv-lg-55']);
    expect(calls[1]?.url).toBe(`http://store.test/vision/api/v1/similar/${slug}?size=6&lang=en`);
  });

  it('gives no lookalikes, never an error, when the vision API fails', async () => {
    expect((await similarOf([problem(503, 'server/unavailable')])).matches).toEqual([]);
    expect((await similarOf([json(200, [{ slug: 'no-summary' }])])).matches).toEqual([]);
  });
});
