// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, routeArgs, submitForm } from '../../lib/test-context.server.ts';
import { action, loader } from './route.tsx';

const url = 'http://store.test/upload-image';
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'phone.jpg', { type: 'image/jpeg' });
const match = { id: 7, slug: 'casque-sony-wh', name: 'Casque Sony', brand: 'Sony', price: 50000, currency: 'CFA', defaultCurrencyPrice: 50000, quantity: 3, location: 'Abidjan', accountSlug: 'abidjan-digital', thumbnail: null, subCategory: { id: 1, name: 'Casques', langKey: 'fr', categoryId: 1 }, createdDate: '2026-01-01T00:00:00.000Z', similarity: 0.93 };

describe('search by photo without JavaScript', () => {
  it('sends the photo as it came, with the category chosen and the page’s language, and shows the matches', async () => {
    const { answer, calls } = await submitForm(action, url, { file: jpeg(), category: 'headphones' }, [json(200, [match])]);
    expect(answer).toEqual({ status: 200, body: { matches: [match] } });
    expect(calls[0]?.url).toBe('http://store.test/vision/api/v1/search');
    expect(calls[0]?.method).toBe('POST');
    const sent = calls[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    if (!(sent instanceof FormData)) return;
    expect(sent.get('category')).toBe('headphones');
    expect(sent.get('lang')).toBe('fr');
    const file = sent.get('file');
    expect(file instanceof File && file.size).toBe(7);
  });

  it('asks for a photo when none was chosen, without calling the API', async () => {
    const { answer, calls } = await submitForm(action, url, { file: new File([], '') }, []);
    expect(answer).toEqual({ status: 400, body: { errorKey: 'errors.upload/missing-file' } });
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal as its own message, with its status", async () => {
    for (const [status, code] of [
      [415, 'upload/unsupported-type'],
      [422, 'upload/too-many-pixels'],
      [413, 'upload/too-large'],
      [429, 'request/too-many'],
    ] as const) {
      const { answer } = await submitForm(action, url, { file: jpeg() }, [problem(status, code)]);
      expect(answer).toEqual({ status, body: { errorKey: `errors.${code}` } });
    }
  });
});

describe('more like a product (?like=)', () => {
  /** The loader over an API answering look-alikes with `similar` and categories with none; the URLs it asked for. */
  const load = async (query: string, similar: () => Response) => {
    const asked: string[] = [];
    const args = await routeArgs(new Request(`${url}${query}`), async (target) => {
      asked.push(target);
      return target.includes('/similar/') ? similar() : json(200, [])();
    });
    return { data: await loader(args), asked };
  };

  it('asks for as many look-alikes of the product as a photo search gives, in the page’s language', async () => {
    const { data, asked } = await load('?like=casque-sony-wh', json(200, [match]));
    expect(data.likeProduct).toEqual({ slug: 'casque-sony-wh', matches: [match] });
    expect(asked).toContain('http://store.test/vision/api/v1/similar/casque-sony-wh?size=24&lang=fr');
  });

  it('has none for a product no longer on sale, and asks nothing without ?like=', async () => {
    const gone = await load('?like=withdrawn', problem(404, 'resource/not-found'));
    expect(gone.data.likeProduct).toEqual({ slug: 'withdrawn', matches: [] });
    const plain = await load('', json(200, [match]));
    expect(plain.data.likeProduct).toBeUndefined();
    expect(plain.asked.filter((target) => target.includes('/similar/'))).toEqual([]);
  });

  it('shows an API failure other than a product gone as the error it is', async () => {
    await expect(load('?like=casque-sony-wh', problem(503, 'server/unavailable'))).rejects.toMatchObject({ status: 503 });
  });
});
