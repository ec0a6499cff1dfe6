import type { CreatedProductRequest, OwnProductRequest, ProductRequestBody, SellerProductRequest } from '@store/contracts/product-requests';
import { accounts, images, inboxNotifications, outboxMessages, productRequestAnswers, productRequests, products, specifications, subCategories } from '@store/db/schema/index';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, freshIp, STORE } from '../../test-support/http.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;
let buyer: Record<string, string>;
/** A request the demo seller (Abidjan Digital) matches: a category it publishes in, in its city. */
let body: ProductRequestBody;
let sellerProductSlug: string;
let otherSellerProductSlug: string;

const guest = { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '0707070707' } };

async function accountId(login: string) {
  const [row] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.login, login));
  if (!row) throw new Error(`no account ${login}`);
  return row.id;
}

beforeAll(async () => {
  api = await createTestApi();
  [seller, otherSeller, buyer] = await Promise.all([authHeaders(api, 'seller', 'Seller2026!'), authHeaders(api, 'ouaga-electro', 'Shop2026!'), authHeaders(api, 'buyer', 'Buyer2026!')]);
  const db = api.database.db;
  const [product] = await db
    .select({ slug: products.slug, location: products.location, categoryId: subCategories.categoryId, subCategoryId: products.subCategoryId })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.accountId, await accountId('seller')), eq(products.published, true)))
    .limit(1);
  const [other] = await db.select({ slug: products.slug }).from(products).where(and(eq(products.accountId, await accountId('ouaga-electro')), eq(products.published, true))).limit(1);
  if (!product || !other) throw new Error('the seed has no products for the demo sellers');
  sellerProductSlug = product.slug;
  otherSellerProductSlug = other.slug;
  body = { title: 'Cherche un modèle récent', description: 'En bon état.', categoryId: product.categoryId, subCategoryId: product.subCategoryId, budget: 200_000, currency: 'CFA', location: product.location, durationDays: 7 };
});
afterAll(() => api.close());

const post = (payload: unknown, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url: `${STORE}/product-requests`, headers, payload: payload as Record<string, unknown>, remoteAddress: freshIp() });
const requestCount = async () => (await api.database.db.select({ n: count() }).from(productRequests))[0]?.n ?? 0;
const answerCount = async () => (await api.database.db.select({ n: count() }).from(productRequestAnswers))[0]?.n ?? 0;

async function create(overrides: Partial<ProductRequestBody> = {}, headers = buyer): Promise<CreatedProductRequest> {
  const response = await post({ ...body, ...overrides }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedProductRequest>();
}

const answer = (slug: string, payload: Record<string, unknown>, headers = seller) => api.app.inject({ method: 'POST', url: `${STORE}/product-requests/by-slug/${slug}/answers`, headers, payload });
const view = (slug: string, headers: Record<string, string> = buyer, key?: string) => api.app.inject({ url: `${STORE}/product-requests/by-slug/${slug}${key ? `?key=${key}` : ''}`, headers });
const accept = (slug: string, answerId: number, headers: Record<string, string> = buyer, key?: string) =>
  api.app.inject({ method: 'POST', url: `${STORE}/product-requests/by-slug/${slug}/accept${key ? `?key=${key}` : ''}`, headers, payload: { answerId } });

describe('a buyer asks, sellers answer, the buyer accepts', () => {
  it('goes from the request to the accepted seller seeing the contact, telling everyone on the way', async () => {
    const { slug, key } = await create();
    expect(key).toBeNull();
    const sellerId = await accountId('seller');
    const told = await api.database.db.select({ kind: inboxNotifications.kind, link: inboxNotifications.link }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, sellerId), eq(inboxNotifications.kind, 'request-match')));
    expect(told.map((row) => row.link)).toContain(`/requested-products#request-${slug}`);

    // The matching seller sees it, without the requester's contact.
    const open = await api.app.inject({ url: `${STORE}/product-requests/open?size=50`, headers: seller });
    expect(open.statusCode, open.body).toBe(200);
    const listed = open.json<SellerProductRequest[]>().find((request) => request.slug === slug);
    expect(listed).toMatchObject({ title: body.title, budget: 200_000, answers: 0, myAnswer: null, contact: null, state: 'OPEN' });
    expect(open.body).not.toContain('+225');

    const answered = await answer(slug, { productSlug: sellerProductSlug, message: 'Disponible tout de suite.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<SellerProductRequest>().myAnswer).toMatchObject({ product: { slug: sellerProductSlug }, accepted: false });
    // Posting again updates the seller's one answer.
    const updated = await answer(slug, { message: 'Neuf, sous garantie', price: 180_000, currency: 'CFA' });
    expect(updated.json<SellerProductRequest>().myAnswer).toMatchObject({ product: null, price: 180_000, message: 'Neuf, sous garantie' });
    const cheaper = await answer(slug, { message: 'Reconditionné', price: 150_000 }, otherSeller);
    expect(cheaper.statusCode, cheaper.body).toBe(200);

    const mine = (await view(slug)).json<OwnProductRequest>();
    expect(mine.answers.map((item) => [item.seller.name, item.price])).toEqual([
      ['Ouaga Électro', 150_000],
      ['Abidjan Digital', 180_000],
    ]);
    const buyerId = await accountId('buyer');
    const [answerNotice] = await api.database.db.select({ n: count() }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, buyerId), eq(inboxNotifications.kind, 'request-answer')));
    expect(answerNotice?.n).toBe(3);

    const chosen = mine.answers.find((item) => item.seller.name === 'Abidjan Digital');
    if (!chosen) throw new Error('no answer of the seller');
    const accepted = await accept(slug, chosen.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<OwnProductRequest>()).toMatchObject({ status: 'ACCEPTED', acceptedAnswerId: chosen.id });

    const answeredList = (await api.app.inject({ url: `${STORE}/product-requests/answered`, headers: seller })).json<SellerProductRequest[]>();
    const won = answeredList.find((request) => request.slug === slug);
    expect(won?.myAnswer?.accepted).toBe(true);
    expect(won?.contact).toEqual({ fullname: 'Mariam Diallo', phoneNumber: '+2250700000002', email: 'buyer@electromarche.demo' });
    const lost = (await api.app.inject({ url: `${STORE}/product-requests/answered`, headers: otherSeller })).json<SellerProductRequest[]>().find((request) => request.slug === slug);
    expect(lost).toMatchObject({ contact: null, myAnswer: { accepted: false } });
    const acceptedNotice = await api.database.db.select({ body: inboxNotifications.bodyFr }).from(inboxNotifications).where(and(eq(inboxNotifications.accountId, sellerId), eq(inboxNotifications.kind, 'request-accepted')));
    expect(acceptedNotice).toHaveLength(1);
    // Markdown-escaped (`\+225`), shown as the number.
    expect(acceptedNotice[0]?.body).toMatch(/Contactez Mariam Diallo au \\\+225 07 00/);

    // Closed: no longer listed, no more answers, no second acceptance.
    expect((await api.app.inject({ url: `${STORE}/product-requests/open?size=50`, headers: seller })).body).not.toContain(slug);
    expectProblem(await answer(slug, { message: 'Encore moi', price: 100_000 }, otherSeller), 409, 'request/closed');
    expectProblem(await accept(slug, chosen.id), 409, 'request/closed');
  });

  it('lets a guest post with a phone number, get a key once and an SMS with the link, and manage the request with the key', async () => {
    const { slug, key } = await create({ ...guest }, {});
    expect(key).toMatch(/^[\w-]{32}$/);
    const [stored] = await api.database.db.select({ hash: productRequests.guestKeyHash, phone: productRequests.phoneNumber }).from(productRequests).where(eq(productRequests.slug, slug));
    expect(stored?.hash).not.toContain(key ?? '-');
    expect(stored?.phone).toBe('+2250707070707');
    const sms = await api.database.db.select({ body: outboxMessages.body, kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.recipient, '+2250707070707'));
    expect(sms.find((message) => message.kind === 'request-posted')?.body).toContain(`/request-product/${slug}?key=${key}`);

    expectProblem(await view(slug, {}), 403, 'request/not-yours');
    expectProblem(await view(slug, {}, 'x'.repeat(32)), 403, 'request/not-yours');
    expectProblem(await view(slug, buyer), 403, 'request/not-yours');
    expect((await view(slug, {}, key ?? '')).statusCode).toBe(200);

    expect((await answer(slug, { message: 'Je l’ai', price: 190_000 })).statusCode).toBe(200);
    const answerSms = await api.database.db.select({ body: outboxMessages.body }).from(outboxMessages).where(and(eq(outboxMessages.recipient, '+2250707070707'), eq(outboxMessages.kind, 'request-answer')));
    expect(answerSms[0]?.body).toContain(`key=${key}`);
    const answerId = (await view(slug, {}, key ?? '')).json<OwnProductRequest>().answers[0]?.id ?? 0;
    expectProblem(await accept(slug, answerId, {}), 403, 'request/not-yours');
    expect((await accept(slug, answerId, {}, key ?? '')).json<OwnProductRequest>().status).toBe('ACCEPTED');
  });

  it('lets the requester withdraw a request, and only them', async () => {
    const { slug } = await create();
    const close = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: `${STORE}/product-requests/by-slug/${slug}/close`, headers });
    expectProblem(await close(seller), 403, 'request/not-yours');
    expect((await close(buyer)).json<OwnProductRequest>()).toMatchObject({ status: 'CLOSED', state: 'CLOSED' });
    expectProblem(await close(buyer), 409, 'request/closed');
    expectProblem(await answer(slug, { message: 'Trop tard', price: 100_000 }), 409, 'request/closed');
    const mine = (await api.app.inject({ url: `${STORE}/product-requests/mine`, headers: buyer })).json<OwnProductRequest[]>();
    expect(mine.find((request) => request.slug === slug)?.status).toBe('CLOSED');
  });

  it('keeps a photo of what is wanted, and refuses anything that is not a picture', async () => {
    const { slug } = await create();
    const upload = async (bytes: Buffer, type: string) => {
      const form = await multipartBody({}, { name: 'wanted', type, bytes });
      return api.app.inject({ method: 'POST', url: `${STORE}/product-requests/by-slug/${slug}/picture`, headers: { ...buyer, ...form.headers }, payload: form.payload });
    };
    const [before] = await api.database.db.select({ n: count() }).from(images).where(eq(images.kind, 'REQUEST'));
    expectProblem(await upload(Buffer.from('%PDF-1.4 not a picture'), 'image/png'), 415, 'upload/unsupported-type');
    const [after] = await api.database.db.select({ n: count() }).from(images).where(eq(images.kind, 'REQUEST'));
    expect(after?.n).toBe(before?.n);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).png().toBuffer();
    const saved = await upload(png, 'image/png');
    expect(saved.statusCode, saved.body).toBe(200);
    const picture = saved.json<OwnProductRequest>().picture ?? '';
    const shown = await api.app.inject({ url: `${picture}&w=200` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toMatch(/^private/);
    // Counting ids finds nothing: the photo is read only through the address its request gives.
    const id = new URL(picture, 'http://localhost').pathname;
    expect((await api.app.inject({ url: `${id}?w=200` })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `${id}?w=200&key=0123456789abcdef` })).statusCode).toBe(404);
  });
});

describe('bad requests are refused with a stable code and store nothing', () => {
  it('refuses a budget outside 500..500,000,000 CFA once converted, and a specification of another sub-category', async () => {
    const before = await requestCount();
    expect(expectProblem(await post({ ...body, budget: 499 }, buyer), 400, 'request/invalid').errors).toEqual([{ path: 'body.budget', message: 'product/price-out-of-range' }]);
    // 800,000 euros is 524,765,600 CFA.
    expect(expectProblem(await post({ ...body, budget: 80_000_000, currency: 'EUR' }, buyer), 400).errors).toEqual([{ path: 'body.budget', message: 'product/price-out-of-range' }]);
    const [foreign] = await api.database.db.select({ code: specifications.code }).from(specifications).where(sql`${specifications.subCategoryId} <> ${body.subCategoryId ?? 0}`).limit(1);
    const own = await api.database.db.select({ code: specifications.code }).from(specifications).where(eq(specifications.subCategoryId, body.subCategoryId ?? 0));
    const code = foreign && !own.some((spec) => spec.code === foreign.code) ? foreign.code : 'not_a_spec';
    expect(expectProblem(await post({ ...body, specifications: { [code]: '1' } }, buyer), 400).errors).toEqual([{ path: `body.specifications.${code}`, message: 'product/specification-unknown' }]);
    expect(expectProblem(await post({ ...body, durationDays: 5 }, buyer), 400).errors?.[0]?.message).toBe('request/duration-invalid');
    expect(await requestCount()).toBe(before);
  });

  it('asks a guest for a name and a valid phone number', async () => {
    const before = await requestCount();
    const errors = expectProblem(await post(body), 400, 'request/invalid').errors ?? [];
    expect(errors.map((issue) => issue.message).sort()).toEqual(['phone/required', 'request/fullname-required']);
    expect(expectProblem(await post({ ...body, ...guest, phoneNumber: { indicator: '+225', telephone: '12' } }), 400).errors).toEqual([{ path: 'body.phoneNumber.telephone', message: 'phone/invalid' }]);
    expect(await requestCount()).toBe(before);
  });

  it('refuses answers from buyers, with another seller’s product, out of the price limits, or to an expired request', async () => {
    const { slug } = await create();
    const before = await answerCount();
    expectProblem(await answer(slug, { message: 'Je suis acheteur', price: 10_000 }, buyer), 403, 'auth/forbidden');
    expectProblem(await answer(slug, { productSlug: otherSellerProductSlug }), 403, 'product/not-yours');
    expect(expectProblem(await answer(slug, { productSlug: 'no-such-product' }), 400).errors).toEqual([{ path: 'body.productSlug', message: 'request/product-unavailable' }]);
    expect(expectProblem(await answer(slug, { message: 'Trop cher', price: 600_000_000 }), 400).errors).toEqual([{ path: 'body.price', message: 'product/price-out-of-range' }]);
    expect(expectProblem(await answer(slug, { message: 'Sans prix' }), 400).errors?.[0]?.message).toBe('request/answer-incomplete');
    await api.database.db.update(productRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(productRequests.slug, slug));
    expectProblem(await answer(slug, { message: 'Trop tard', price: 10_000 }), 410, 'request/expired');
    expect(await answerCount()).toBe(before);
    expect((await api.app.inject({ url: `${STORE}/product-requests/open?size=50`, headers: seller })).body).not.toContain(slug);
  });

  it('refuses to accept an answer of another request, or on someone else’s request', async () => {
    const first = await create();
    const second = await create();
    expect((await answer(first.slug, { message: 'Premier', price: 10_000 })).statusCode).toBe(200);
    const answerId = (await view(first.slug)).json<OwnProductRequest>().answers[0]?.id ?? 0;
    expectProblem(await accept(second.slug, answerId), 400, 'request/answer-unknown');
    expectProblem(await accept(first.slug, answerId, otherSeller), 403, 'request/not-yours');
    const [row] = await api.database.db.select({ status: productRequests.status }).from(productRequests).where(eq(productRequests.slug, first.slug));
    expect(row?.status).toBe('OPEN');
  });

  it('shows open requests to sellers only, and only those of their categories and cities', async () => {
    expectProblem(await api.app.inject({ url: `${STORE}/product-requests/open`, headers: buyer }), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ url: `${STORE}/product-requests/open` }), 401, 'auth/unauthorized');
    const { slug } = await create({ location: 'Tombouctou' });
    expect((await api.app.inject({ url: `${STORE}/product-requests/open?size=50`, headers: seller })).body).not.toContain(slug);
  });
});
