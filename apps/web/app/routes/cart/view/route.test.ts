// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm, validatedCart } from '../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const send = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/cart/view', fields, answers);

describe('the cart page’s forms', () => {
  it('sets one line’s quantity (a guest’s first line starts a cart)', async () => {
    const { answer, calls } = await send({ intent: 'line', productSlug: 'tv-samsung-55', quantity: '2' }, [json(200, validatedCart('guest-cart-slug-1', [['tv-samsung-55', 2]]))]);
    expect(calls[0]?.body).toMatchObject({ cart: { items: [] } });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
  });

  it('refuses a quantity that is no number, and says why the cart could not be saved', async () => {
    const { answer, calls } = await send({ intent: 'line', productSlug: 'tv-samsung-55', quantity: 'many' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { quantity: [expect.any(String)] } } });
    expect((await send({ intent: 'line', productSlug: 'tv-samsung-55', quantity: '1' }, [problem(429, 'request/too-many')])).answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
  });

  it('answers an empty cart’s checkout with its code and status', async () => {
    const { answer } = await send({ intent: 'checkout' }, [problem(400, 'checkout/empty-cart')]);
    expect(answer).toMatchObject({ status: 400, body: { error: { '': ['checkout/empty-cart'] } } });
  });
});
