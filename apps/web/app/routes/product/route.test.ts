// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answered, fakeApi, json, postForm, problem, routeArgs, validatedCart } from '../../lib/test-context.server.ts';
import { action } from './route.tsx';

const slug = 'tv-samsung-55';

async function post(fields: Record<string, string>, answers: (() => Response)[]) {
  const { apiFetch, calls } = fakeApi(answers);
  const args = await routeArgs(postForm(`http://store.test/product/${slug}`, fields), apiFetch);
  const result = await action({ ...args, params: { slug } }).catch((error: unknown) => error);
  return { answer: answered(result), calls, context: args.context };
}

describe('the product page’s forms', () => {
  it('adds the quantity to a guest’s new cart and says when the stock capped it', async () => {
    const { answer, calls } = await post({ intent: 'add', quantity: '5' }, [json(200, validatedCart('guest-cart-slug-1', [[slug, 3]], [{ productSlug: slug, kind: 'quantity-capped', quantity: 3 }]))]);
    expect(calls[0]?.body).toMatchObject({ cart: { items: [{ productSlug: slug, quantity: 5 }] } });
    expect(answer).toEqual({ status: 200, body: { added: true, capped: 3 } });
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
