// @vitest-environment node
import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergeGuestCart } from './cart.server.ts';
import { freshClientSession } from './client-session.server.ts';
import { fakeApi, json, problem, testContext, validatedCart } from './test-context.server.ts';

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
    expect(calls[2]?.body).toEqual({ cart: { slug: GUEST, items: [{ productSlug: 'iphone-15', quantity: 2 }, { productSlug: 'casque-jbl', quantity: 1 }], currency: 'CFA' } });
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
