// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, productRequestSummary, signedIn, submitForm } from '../../lib/test-context.server.ts';
import { answerAction } from './requested-products.server.ts';

const seller = { login: 'seller', slug: 'abidjan-digital', authorities: ['ROLE_USER', 'ROLE_SELLER'], accountType: 'PROFESSIONAL', account: { firstname: 'Koffi', lastname: 'A' }, email: null, phoneNumber: null, langKey: 'fr', currency: 'CFA' };

/** The request as the API answers after the seller's answer. */
const answered = {
  ...productRequestSummary,
  answers: 1,
  myAnswer: { id: 3, product: null, message: 'Neuf, garanti un an', price: 22_990, currency: 'EUR', accepted: false, updatedDate: '2026-11-24T11:00:00.000Z' },
  contact: null,
};

const answerWith = async (fields: Record<string, string>, answers: (() => Response)[]) =>
  submitForm(({ request, context }) => answerAction(request, context), 'http://store.test/requested-products', { intent: 'answer', slug: 'iphone-13-a1b2c3', productSlug: '', message: '', price: '', currency: 'EUR', ...fields }, [json(200, seller), ...answers], await signedIn());

describe('a seller’s answer', () => {
  it('sends a message and a price typed in euros as cents, then goes back to the request', async () => {
    const { answer, calls } = await answerWith({ message: 'Neuf, garanti un an', price: '229,90' }, [json(200, answered)]);
    expect(calls[1]).toMatchObject({ method: 'POST', body: { message: 'Neuf, garanti un an', price: 22_990, currency: 'EUR' } });
    expect(calls[1]?.url).toContain('/product-requests/by-slug/iphone-13-a1b2c3/answers');
    expect(answer instanceof Response && answer.headers.get('location')).toBe('/requested-products?answered=iphone-13-a1b2c3#request-iphone-13-a1b2c3');
  });

  it('asks for a product, or a message and a price, before calling the API', async () => {
    const { answer, calls } = await answerWith({ message: 'Je l’ai' }, []);
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({ status: 400, body: { slug: 'iphone-13-a1b2c3', error: { price: ['request/answer-incomplete'] } } });
  });

  it('shows the API’s refusal on the card of the request it answers', async () => {
    const closed = await answerWith({ productSlug: 'tecno-spark-10' }, [problem(409, 'request/closed')]);
    expect(closed.answer).toMatchObject({ status: 409, body: { slug: 'iphone-13-a1b2c3', error: { '': ['request/closed'] } } });
    const foreign = await answerWith({ productSlug: 'tecno-spark-10' }, [problem(403, 'product/not-yours')]);
    expect(foreign.answer).toMatchObject({ status: 403, body: { error: { '': ['product/not-yours'] } } });
  });
});
