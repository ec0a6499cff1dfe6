import type { AuditEntry } from '@store/contracts/admin';
import type { Specification } from '@store/contracts/catalog';
import type { ProductBody, SellerProduct } from '@store/contracts/seller-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, freshIp, signIn, STORE } from '../../test-support/http.ts';
import { deliveryAddress } from '../../test-support/orders.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await authHeaders(api, 'admin', 'Admin2026!');
});
afterAll(() => api.close());

const audit = async (query: string) => {
  const response = await api.app.inject({ url: `${STORE}/admin/audit?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json<AuditEntry[]>(), total: Number(response.headers['x-total-count']) };
};

/** A body the seller's first sub-category with specifications accepts. */
async function productBody(): Promise<ProductBody> {
  const categories = (await api.app.inject({ url: `${STORE}/categories` })).json<{ subCategories: { id: number }[] }[]>();
  const sub = categories[0]?.subCategories[0];
  if (!sub) throw new Error('no sub-category');
  const specs = (await api.app.inject({ url: `${STORE}/specifications/by-sub-category-id/${sub.id}` })).json<Specification[]>();
  return {
    subCategoryId: sub.id,
    brand: 'Tecno',
    nameFr: 'Produit audité',
    descriptionFr: 'Pour le journal.',
    price: 20_000,
    currency: 'CFA',
    quantity: 3,
    location: 'Abidjan',
    specificationValues: Object.fromEntries(specs.filter((spec) => spec.required).map((spec) => [spec.code, spec.allowedValues[0] ?? '8'])),
  };
}

describe('audit log', () => {
  it('records sign-ins, successful and failed, with the client address and the account', async () => {
    await signIn(api, 'buyer', 'wrong-password', { ip: '198.51.100.4' });
    await signIn(api, 'nobody-at-all', 'whatever', { ip: '198.51.100.5' });
    await signIn(api, 'buyer', 'Buyer2026!', { ip: '198.51.100.6' });
    const { entries } = await audit('entityType=session&action=sign-in&size=3');
    expect(entries.map((entry) => [entry.actorLogin, entry.outcome, entry.clientAddress])).toEqual([
      ['buyer', 'SUCCESS', '198.51.100.6'],
      ['nobody-at-all', 'FAILED', '198.51.100.5'],
      ['buyer', 'FAILED', '198.51.100.4'],
    ]);
    expect(entries[0]).toMatchObject({ actorId: expect.any(Number), actorRoles: ['ROLE_USER'], entityId: String(entries[0]?.actorId) });
    expect(entries[1]).toMatchObject({ actorId: null, entityId: null, actorRoles: [], after: { code: 'auth/bad-credentials' } });
    expect(JSON.stringify(entries)).not.toContain('wrong-password');
  });

  it('records a seller’s create, edit, publish and delete of a product, with before and after', async () => {
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const body = await productBody();
    const created = await api.app.inject({ method: 'POST', url: `${STORE}/products`, headers: seller, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<SellerProduct>();
    const edited = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...body, slug: product.slug, price: 25_000 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.app.inject({ method: 'DELETE', url: `${STORE}/products/by-slug/${product.slug}`, headers: seller })).statusCode).toBe(204);
    // A refused edit (another seller's product) changes nothing and writes nothing.
    const other = await authHeaders(api, 'lome-connect', 'Shop2026!');
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: other, payload: { ...body, slug: product.slug } }), 404);

    const timeline = (await api.app.inject({ url: `${STORE}/admin/audit/entities/product/${product.id}`, headers: admin })).json<AuditEntry[]>();
    expect(timeline.map((entry) => entry.action)).toEqual(['product.delete', 'product.update', 'product.create']);
    expect(timeline.every((entry) => entry.actorLogin === 'seller' && entry.actorRoles.includes('ROLE_SELLER'))).toBe(true);
    expect(timeline[1]).toMatchObject({ before: { price: 20_000 }, after: { price: 25_000 } });
    expect(Object.keys(timeline[1]?.after ?? {})).toEqual(['price']);
    expect(timeline[2]).toMatchObject({ before: null, after: { slug: product.slug, published: false, price: 20_000 } });
    expect(timeline[0]).toMatchObject({ before: { slug: product.slug }, after: { published: false, deletedDate: expect.any(String) } });
  });

  it('names a publication as such', async () => {
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const mine = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=1`, headers: seller })).json<{ slug: string }[]>();
    const slug = mine[0]?.slug ?? '';
    const product = (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${slug}`, headers: seller })).json<SellerProduct>();
    const body = { slug, subCategoryId: product.subCategoryId, brand: product.brand, nameFr: product.nameFr, nameEn: product.nameEn, descriptionFr: product.descriptionFr, descriptionEn: product.descriptionEn, price: product.price, currency: product.currency, quantity: product.quantity, location: product.location, specificationValues: product.specificationValues };
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...body, published: false } })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...body, published: true } })).statusCode).toBe(200);
    const timeline = (await api.app.inject({ url: `${STORE}/admin/audit/entities/product/${product.id}`, headers: admin })).json<AuditEntry[]>();
    expect(timeline.slice(0, 2).map((entry) => [entry.action, entry.after])).toEqual([
      // The seller's choice, and whether it is on the storefront (decision 73).
      ['product.publish', { published: true, live: true }],
      ['product.unpublish', { published: false, live: false }],
    ]);
  });

  it('records a seller’s parcel moves and promotions', async () => {
    const seller = await authHeaders(api, 'seller', 'Seller2026!');
    const mine = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=50`, headers: seller })).json<{ slug: string; quantity: number }[]>();
    const product = mine.find((candidate) => candidate.quantity > 2);
    if (!product) throw new Error('the seller has no product in stock');
    const ip = freshIp();
    const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: product.slug, quantity: 1 }], currency: 'CFA' } }, remoteAddress: ip });
    const reservation = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug: cart.json<{ cart: { slug: string } }>().cart.slug }, remoteAddress: ip });
    const order = await api.app.inject({ method: 'POST', url: `${STORE}/products/order`, payload: { reservationId: reservation.json<{ id: string }>().id, address: deliveryAddress, shippingOptionId: 1, paymentMethod: 'CASH_ON_DELIVERY' }, remoteAddress: ip });
    expect(order.statusCode, order.body).toBe(201);
    const parcelId = order.json<{ subOrders: { id: number }[] }>().subOrders[0]?.id;
    const shipped = await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${parcelId}/status`, headers: seller, payload: { status: 'SHIPPED' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/products/sub-orders/${parcelId}/status`, headers: seller, payload: { status: 'SHIPPED' } }), 409, 'order/invalid-transition');
    const parcel = (await api.app.inject({ url: `${STORE}/admin/audit/entities/sub-order/${parcelId}`, headers: admin })).json<AuditEntry[]>();
    expect(parcel.map((entry) => [entry.action, entry.actorLogin, entry.before, entry.after])).toEqual([['sub-order.status', 'seller', { status: 'PLACED' }, { status: 'SHIPPED' }]]);

    const promoted = mine.find((candidate) => candidate.slug !== product.slug) ?? product;
    await api.app.inject({ method: 'DELETE', url: `${STORE}/products/by-slug/${promoted.slug}/promotion`, headers: seller });
    const promotion = await api.app.inject({ method: 'POST', url: `${STORE}/products/by-slug/${promoted.slug}/promotion`, headers: seller });
    expect(promotion.statusCode, promotion.body).toBe(200);
    const { id } = promotion.json<SellerProduct>();
    const [latest] = (await api.app.inject({ url: `${STORE}/admin/audit/entities/product/${id}`, headers: admin })).json<AuditEntry[]>();
    expect(latest).toMatchObject({ action: 'product.promote', actorLogin: 'seller', after: { promoted: true } });
  });

  it('records a seller’s shop edits, only the fields that changed, and nothing for an unchanged save', async () => {
    const shopLogin = 'cotonou-digital-center';
    const shop = await authHeaders(api, shopLogin, 'Shop2026!');
    const body = { firstname: 'Test', lastname: 'Shop', langKey: 'fr', currency: 'CFA', shopName: 'Cotonou Digital Centre' };
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/account`, headers: shop, payload: body })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'PUT', url: `${STORE}/account`, headers: shop, payload: body })).statusCode).toBe(200);
    const { entries } = await audit(`actor=${shopLogin}&action=shop.update`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'account', entityId: String(entries[0]?.actorId), after: { shopName: 'Cotonou Digital Centre' } });
    expect(Object.keys(entries[0]?.after ?? {})).toEqual(['shopName']);
  });

  it('filters by actor, action, outcome and days; pages with X-Total-Count and Link', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await audit(`from=${today}&to=${today}&size=2`);
    expect(all.entries).toHaveLength(2);
    expect(all.total).toBeGreaterThan(4);
    const second = await audit(`from=${today}&to=${today}&size=2&page=1`);
    expect(second.entries[0]?.id).toBeLessThan(all.entries[1]?.id ?? 0);
    expect((await audit('from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const sellers = await audit('actor=sell&action=product.create');
    expect(sellers.entries.length).toBeGreaterThan(0);
    expect(sellers.entries.every((entry) => entry.actorLogin === 'seller' && entry.action === 'product.create')).toBe(true);
    const actorId = sellers.entries[0]?.actorId;
    const byId = (await audit(`actorId=${actorId}`)).entries;
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((entry) => entry.actorId === actorId)).toBe(true);
    const failed = (await audit('outcome=FAILED')).entries;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((entry) => entry.outcome === 'FAILED')).toBe(true);
    const link = (await api.app.inject({ url: `${STORE}/admin/audit?size=1`, headers: admin })).headers.link;
    expect(link).toContain('rel="next"');
  });

  it('answers bad filters with a problem', async () => {
    for (const query of ['from=2026-13-45', 'from=yesterday', 'from=2026-05-02&to=2026-05-01', 'outcome=MAYBE', 'size=0', 'page=-1', 'actorId=abc']) {
      expectProblem(await api.app.inject({ url: `${STORE}/admin/audit?${query}`, headers: admin }), 400, 'request/invalid');
    }
    const range = expectProblem(await api.app.inject({ url: `${STORE}/admin/audit?from=2026-05-02&to=2026-05-01`, headers: admin }), 400, 'request/invalid');
    expect(range.errors).toEqual([{ path: 'querystring.to', message: 'admin/date-range-invalid' }]);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/audit/entities/${'t'.repeat(41)}/1`, headers: admin }), 400, 'request/invalid');
  });

  it('exports the filtered log as CSV', async () => {
    const response = await api.app.inject({ url: `${STORE}/admin/audit/export.csv?entityType=session&outcome=FAILED`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"id","occurred","actor_id","actor_login","actor_roles","client_address","request_id","entity_type","entity_id","action","outcome","before","after"');
    expect(lines.length).toBe(1 + (await audit('entityType=session&outcome=FAILED&size=100')).total);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"session"') && line.includes('"FAILED"'))).toBe(true);
    expectProblem(await api.app.inject({ url: `${STORE}/admin/audit/export.csv?to=never`, headers: admin }), 400, 'request/invalid');
  });

  it('is for administrators only: a manager’s attempt is refused and logged', async () => {
    const manager = await authHeaders(api, 'manager', 'Manager2026!');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/audit`, headers: manager }), 403, 'auth/forbidden');
    const [denied] = (await audit('actor=manager&outcome=DENIED')).entries;
    expect(denied).toMatchObject({ entityType: 'route', entityId: 'GET /store/api/v1/admin/audit', action: 'call' });
  });
});
