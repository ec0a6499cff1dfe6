// @vitest-environment node
import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addToCart, mergeGuestCart } from './cart.server.ts';
import { freshClientSession } from './client-session.server.ts';
import { fakeApi, json, problem, signedIn, testContext, validatedCart } from './test-context.server.ts';

const GUEST = 'guest-cart-slug-0123456789';

/** A page request whose client session names the guest cart. */
async function withGuestCart() {
  const cookie = await createCookie('client').serialize(freshClientSession(new Date(), GUEST));
  return new Request('http://localhost:3000/account/login', { method: 'POST', headers: { cookie: cookie.split(';')[0] ?? '' } });
}

describe('merging the guest cart at sign-in', () => {
  it('adds the guest lines to the account’s and forgets the guest cart once saved', async () => {
    const { apiFetch, calls } = fakeApi([json(200, validatedCart(GUEST, [['casque-jbl', 1]])), json(200, validatedCart(null, [['iphone-15', 2]])), json(200, validatedCart(null, [['iphone-15', 2], ['casque-jbl', 1]]))]);
    const context = await testContext(await withGuestCart(), apiFetch);
    await mergeGuestCart(context, 'token-of-the-test');
    // Naming the version read: a line added meanwhile in another tab is never saved over.
    expect(calls[2]?.body).toEqual({ cart: { slug: GUEST, items: [{ productSlug: 'iphone-15', quantity: 2 }, { productSlug: 'casque-jbl', quantity: 1 }], currency: 'CFA' }, version: 1 });
    expect(calls[2]?.headers.get('authorization')).toBe('Bearer token-of-the-test');
    expect(context.clientSession().cartSlug).toBeNull();
  });

  it('never replaces the account’s lines when its cart cannot be read, and keeps the guest cart for the next sign-in', async () => {
    const { apiFetch, calls } = fakeApi([json(200, validatedCart(GUEST, [['casque-jbl', 1]])), problem(503, 'server/unavailable')]);
    const context = await testContext(await withGuestCart(), apiFetch);
    await mergeGuestCart(context, 'token-of-the-test');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(context.clientSession().cartSlug).toBe(GUEST);
  });

  it('keeps the guest cart when the save is refused', async () => {
    const { apiFetch } = fakeApi([json(200, validatedCart(GUEST, [['casque-jbl', 1]])), json(200, validatedCart(null, [])), problem(503, 'server/unavailable')]);
    const context = await testContext(await withGuestCart(), apiFetch);
    await mergeGuestCart(context, 'token-of-the-test');
    expect(context.clientSession().cartSlug).toBe(GUEST);
  });
});

describe('adding to the cart', () => {
  const buyersRequest = async () => new Request('http://localhost:3000/product/casque-jbl', { method: 'POST', headers: await signedIn() });

  it('names the version it read, and when another tab saved meanwhile, adds the line to the cart as that tab left it', async () => {
    const { apiFetch, calls } = fakeApi([
      json(200, validatedCart(null, [['iphone-15', 1]], [], 4)),
      problem(409, 'cart/changed'),
      json(200, validatedCart(null, [['iphone-15', 1], ['ecouteurs-sony', 1]], [], 5)),
      json(200, validatedCart(null, [['iphone-15', 1], ['ecouteurs-sony', 1], ['casque-jbl', 2]], [], 6)),
    ]);
    const context = await testContext(await buyersRequest(), apiFetch);
    const saved = await addToCart(context, { productSlug: 'casque-jbl', quantity: 2 });
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([
      { cart: { slug: null, items: [{ productSlug: 'iphone-15', quantity: 1 }, { productSlug: 'casque-jbl', quantity: 2 }], currency: 'CFA' }, version: 4 },
      { cart: { slug: null, items: [{ productSlug: 'iphone-15', quantity: 1 }, { productSlug: 'ecouteurs-sony', quantity: 1 }, { productSlug: 'casque-jbl', quantity: 2 }], currency: 'CFA' }, version: 5 },
    ]);
    expect(saved.version).toBe(6);
  });

  it('gives up after three refusals in a row with the problem, never saving over the other tab', async () => {
    const answers = [1, 2, 3].flatMap((version) => [json(200, validatedCart(null, [['iphone-15', version]], [], version)), problem(409, 'cart/changed')]);
    const { apiFetch, calls } = fakeApi(answers);
    const context = await testContext(await buyersRequest(), apiFetch);
    await expect(addToCart(context, { productSlug: 'casque-jbl', quantity: 1 })).rejects.toMatchObject({ code: 'cart/changed' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body as { version: number }).version)).toEqual([1, 2, 3]);
  });
});
