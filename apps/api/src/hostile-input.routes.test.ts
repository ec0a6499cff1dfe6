import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, freshIp, STORE, tokenOf } from './test-support/http.ts';
import { createTestApi, type TestApi } from './test-support/test-api.ts';

/*
 * Input no honest client sends: a NUL character (PostgreSQL cannot store it in text) and broken
 * multipart bodies. Each is the client's mistake, so a 4xx problem with a stable code, never a 500.
 */

let api: TestApi;
let buyer: Record<string, string>;
beforeAll(async () => {
  api = await createTestApi();
  buyer = bearer(await tokenOf(api, 'buyer', 'Buyer2026!'));
});
afterAll(() => api.close());

const NUL = '\u0000';

describe('a NUL character anywhere in the request', () => {
  it('is refused in a query string', async () => {
    for (const url of [
      `${STORE}/products/search?q=phone%00`,
      `${STORE}/products/search/suggestions?q=or%00d`,
      `${STORE}/products?sort=price%00,asc`,
      `${STORE}/categories?lang=fr%00`,
      `${STORE}/products/order/tracking?number=EM-ABCDEFGH&contact=%00`,
    ]) {
      const response = await api.app.inject({ url, remoteAddress: freshIp() });
      expectProblem(response, 400, 'request/invalid');
    }
  });

  it('is refused in a path segment', async () => {
    for (const url of [`${STORE}/products/search/details/by-slug/a%00b`, `${STORE}/products/cart/by-slug/%00`]) {
      const response = await api.app.inject({ url, remoteAddress: freshIp() });
      expectProblem(response, 400, 'request/invalid');
    }
  });

  it('is refused in a JSON string, however deep', async () => {
    const requests = [
      { url: `${STORE}/authenticate`, payload: { username: `buyer${NUL}`, password: 'x' } },
      { url: `${STORE}/newsletter/subscriptions`, payload: { phoneNumber: `07${NUL}` } },
      { url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: `a${NUL}`, quantity: 1 }], currency: 'CFA' } } },
      { url: `${STORE}/account/reset-password/init`, payload: { email: `a${NUL}@example.com` } },
      { url: `${STORE}/contacts`, payload: { name: 'Awa', email: 'awa@example.com', reason: 1, message: `Bonjour${NUL}` } },
    ];
    for (const { url, payload } of requests) {
      const response = await api.app.inject({ method: 'POST', url, payload, headers: buyer, remoteAddress: freshIp() });
      const problem = expectProblem(response, 400, 'request/invalid');
      expect(problem.detail, url).toMatch(/NUL/);
    }
  });
});

describe('an address that cannot be decoded', () => {
  it('is a 400 problem, not the framework default body', async () => {
    // %ED%A0%80 is a UTF-16 surrogate written as UTF-8: no valid text decodes to it.
    const response = await api.app.inject({ url: `${STORE}/account/page/by-slug/%ED%A0%80` });
    expectProblem(response, 400, 'request/invalid');
  });
});

describe('a broken multipart body on the picture uploads', () => {
  const uploads = [
    { method: 'POST', url: `${STORE}/account/profile/file` },
    { method: 'PUT', url: `${STORE}/account/profile/file` },
    { method: 'POST', url: `${STORE}/account/cover/file` },
    { method: 'POST', url: `${STORE}/account/verify/identity/finish` },
  ] as const;
  const broken = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n', code: 'upload/malformed' },
    { name: 'an unterminated part', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', code: 'upload/malformed' },
    // A part without a name is skipped by the parser: what is left holds no picture.
    { name: 'a part without headers', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n\r\n--x--', code: 'upload/missing-file' },
  ];

  it('answers 400 with what is wrong on every upload endpoint', async () => {
    const seller = bearer(await tokenOf(api, 'seller', 'Seller2026!'));
    for (const upload of uploads) {
      for (const body of broken) {
        const response = await api.app.inject({
          method: upload.method,
          url: upload.url,
          headers: { ...seller, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(`${upload.method} ${upload.url}, ${body.name}: ${response.statusCode} ${response.json().code}`).toBe(`${upload.method} ${upload.url}, ${body.name}: 400 ${body.code}`);
        expectProblem(response, 400, body.code);
      }
    }
  });
});
