// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../lib/test-context.server.ts';
import { requestProductAction } from './request-product.server.ts';

const post = (fields: Record<string, string | File>, answers: (() => Response)[]) =>
  submitForm(({ request, context }) => requestProductAction(request, context), 'http://store.test/request-product?subCategory=4', fields, answers);

const fields = {
  categoryId: '2',
  subCategoryId: '4',
  title: 'iPhone 13 128 Go',
  description: '',
  'specifications.storage': '128',
  'specifications.colour': '',
  budget: '150 000',
  currency: 'CFA',
  location: 'Abidjan',
  durationDays: '14',
  fullname: 'Awa Koné',
  'phoneNumber.indicator': '+225',
  'phoneNumber.telephone': '07 07 07 07 07',
  file: new File([], ''),
};

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'wanted.png', { type: 'image/png' });

describe('the request form', () => {
  it('posts a guest’s request with the budget typed, then shows its page with the guest’s key', async () => {
    const { answer, calls } = await post(fields, [json(201, { slug: 'iphone-13-a1b2c3', key: 'k'.repeat(32) })]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { title: 'iPhone 13 128 Go', categoryId: 2, subCategoryId: 4, budget: 150_000, currency: 'CFA', durationDays: 14, specifications: { storage: '128' }, fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '07 07 07 07 07' } },
    });
    expect(answer instanceof Response && answer.headers.get('location')).toBe(`/request-product/iphone-13-a1b2c3?posted=1&key=${'k'.repeat(32)}`);
  });

  it('sends the photo after the request, with the guest’s key', async () => {
    const request = { slug: 'iphone-13-a1b2c3', key: 'k'.repeat(32) };
    const { answer, calls } = await post({ ...fields, file: png }, [json(201, request), problem(422, 'upload/unreadable')]);
    expect(calls[1]?.url).toContain(`/product-requests/by-slug/iphone-13-a1b2c3/picture?key=${request.key}`);
    // The request stands; the page says the photo was not kept.
    expect(answer instanceof Response && answer.headers.get('location')).toContain('picture=failed');
  });

  it('refuses a file that is no picture before anything is stored', async () => {
    const pdf = new File(['%PDF-1.4'], 'offer.pdf', { type: 'application/pdf' });
    const { answer, calls } = await post({ ...fields, file: pdf }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 415, body: { error: { file: ['upload/unsupported-type'] } } });
  });

  it('shows the form’s own refusals and the API’s next to their fields', async () => {
    const empty = await post({ ...fields, title: '', budget: 'beaucoup' }, []);
    expect(empty.answer).toMatchObject({ status: 400, body: { error: { title: ['field/required'], budget: ['product/price-invalid'] } } });
    const refused = await post(fields, [problem(400, 'request/invalid', [{ path: 'body.budget', message: 'product/price-out-of-range' }])]);
    expect(refused.answer).toMatchObject({ status: 400, body: { error: { budget: ['product/price-out-of-range'] } } });
  });
});
