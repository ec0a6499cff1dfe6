import type { AuditEntry } from '@store/contracts/admin';
import type { AdminProduct, AdminProductDetail } from '@store/contracts/admin-products';
import type { NotificationsResponse } from '@store/contracts/inbox';
import type { SearchResult } from '@store/contracts/search';
import { editableBody, type SellerProduct, type SellerProductRow } from '@store/contracts/seller-products';
import { accounts } from '@store/db/schema/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, operatorsAndShoppers, STORE } from '../../test-support/http.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;
let seller: Record<string, string>;
let buyer: Record<string, string>;
let catalogueChanges = 0;

beforeAll(async () => {
  api = await createTestApi({ onCatalogueChange: () => (catalogueChanges += 1) });
  ({ admin, manager, seller, buyer } = await operatorsAndShoppers(api));
});
afterAll(() => api.close());

const reason = 'Photos of another brand’s product';

/** The seller's live listings, newest first (each test takes its own). */
async function sellerListings(index: number) {
  const rows = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=20`, headers: seller })).json<SellerProductRow[]>();
  const row = rows.filter((candidate) => candidate.live)[index];
  if (!row) throw new Error('the seller has too few live listings');
  const [found] = (await api.app.inject({ url: `${STORE}/admin/products?query=${row.slug}`, headers: admin })).json<AdminProduct[]>();
  if (!found) throw new Error(`no admin product ${row.slug}`);
  return found;
}

const act = (id: number, action: string, payload: unknown = { reason }, headers = admin) => api.app.inject({ method: 'POST', url: `${STORE}/admin/products/${id}/${action}`, headers, payload: payload as Record<string, unknown> });
const detail = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/products/${id}`, headers: manager })).json<AdminProductDetail>();
const timeline = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/product/${id}?size=50`, headers: admin })).json<AuditEntry[]>();
const ownProduct = async (slug: string) => (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${slug}`, headers: seller })).json<SellerProduct>();
/** The seller saves the listing as it is, published (what My shop's quick edit does). */
const sellerSaves = async (slug: string, published = true) => {
  const response = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...editableBody(await ownProduct(slug)), published } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SellerProduct>();
};
const searchSlugs = async (words: string) => (await api.app.inject({ url: `${STORE}/products/search?q=${encodeURIComponent(words)}&size=100` })).json<SearchResult>().items.map((item) => item.slug);
const setTrust = async (listingReview: string) => {
  const response = await api.app.inject({ method: 'PUT', url: `${STORE}/admin/moderation/settings`, headers: admin, payload: { listingReview } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('products moderation', () => {
  it('lists every listing newest first for managers too, filtered and paged', async () => {
    const page = await api.app.inject({ url: `${STORE}/admin/products?size=5`, headers: manager });
    expect(page.statusCode).toBe(200);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(50);
    expect(page.headers.link).toContain('rel="next"');
    const items = page.json<AdminProduct[]>();
    expect(items).toHaveLength(5);
    const dates = items.map((item) => item.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({ live: true, moderation: 'approved', withdrawn: false });

    const byShop = (await api.app.inject({ url: `${STORE}/admin/products?shop=Abidjan%20Digital&size=100`, headers: admin })).json<AdminProduct[]>();
    expect(byShop.length).toBeGreaterThan(0);
    expect(byShop.every((item) => item.sellerLogin === 'seller')).toBe(true);
    const [first] = items;
    if (!first) throw new Error('no product');
    const byName = (await api.app.inject({ url: `${STORE}/admin/products?query=${encodeURIComponent(first.name)}`, headers: admin })).json<AdminProduct[]>();
    expect(byName.map((item) => item.id)).toContain(first.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.app.inject({ url: `${STORE}/admin/products?to=2000-01-01`, headers: admin })).json()).toEqual([]);
    expect((await api.app.inject({ url: `${STORE}/admin/products?from=2000-01-01&to=${today}&size=1`, headers: admin })).headers['x-total-count']).toBe(page.headers['x-total-count']);
    expect((await api.app.inject({ url: `${STORE}/admin/products?moderation=pending`, headers: admin })).json()).toEqual([]);
    expect((await api.app.inject({ url: `${STORE}/admin/products?status=withdrawn`, headers: admin })).json()).toEqual([]);
    const categorySlug = (await api.app.inject({ url: `${STORE}/categories` })).json<{ slug: string }[]>()[0]?.slug ?? '';
    const inCategory = (await api.app.inject({ url: `${STORE}/admin/products?category=${categorySlug}&size=3`, headers: admin })).json<AdminProduct[]>();
    expect(inCategory.length).toBeGreaterThan(0);
    expect(new Set(inCategory.map((item) => item.categoryName)).size).toBe(1);

    expectProblem(await api.app.inject({ url: `${STORE}/admin/products?moderation=lost`, headers: admin }), 400, 'request/invalid');
    const badDay = expectProblem(await api.app.inject({ url: `${STORE}/admin/products?from=2026-13-45`, headers: admin }), 400, 'request/invalid');
    expect(badDay.errors?.[0]?.message).toBe('admin/date-invalid');
    const badRange = expectProblem(await api.app.inject({ url: `${STORE}/admin/products?from=2026-02-01&to=2026-01-01`, headers: admin }), 400, 'request/invalid');
    expect(badRange.errors?.[0]?.message).toBe('admin/date-range-invalid');
  });

  it('unpublishes with a reason: gone from search, its page and carts, kept for its seller and operators, logged and told', async () => {
    const product = await sellerListings(0);
    const words = product.name;
    expect(await searchSlugs(words)).toContain(product.slug);
    const changesBefore = catalogueChanges;

    const done = await act(product.id, 'unpublish');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminProductDetail>()).toMatchObject({ live: false, moderation: 'unpublished', moderationReason: reason, sellerPublished: true });
    expect(catalogueChanges).toBe(changesBefore + 1);

    // Buyers: not in search, no page (404 like a draft), a cart drops it.
    expect(await searchSlugs(words)).not.toContain(product.slug);
    expectProblem(await api.app.inject({ url: `${STORE}/products/by-slug/${product.slug}` }), 404, 'resource/not-found');
    const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, payload: { cart: { items: [{ productSlug: product.slug, quantity: 1 }], currency: 'CFA' } } });
    expect(cart.json<{ cart: { items: unknown[] }; changes: unknown[] }>()).toMatchObject({ cart: { items: [] }, changes: [{ productSlug: product.slug, kind: 'unavailable' }] });
    // Its seller and operators still see it, with the reason.
    expect(await ownProduct(product.slug)).toMatchObject({ published: true, live: false, moderation: 'unpublished', moderationReason: reason });
    expect(await detail(product.id)).toMatchObject({ moderation: 'unpublished', live: false });
    expect((await api.app.inject({ url: `${STORE}/admin/products?moderation=unpublished`, headers: manager })).json<AdminProduct[]>().map((item) => item.id)).toEqual([product.id]);

    const [entry] = await timeline(product.id);
    expect(entry).toMatchObject({
      action: 'product.moderation.unpublish',
      outcome: 'SUCCESS',
      actorLogin: 'admin',
      before: { moderation: 'approved', published: true, moderationReason: null },
      after: { moderation: 'unpublished', published: false, moderationReason: reason },
    });
    for (const lang of ['fr', 'en'] as const) {
      const inbox = (await api.app.inject({ url: `${STORE}/notifications`, headers: { ...seller, 'accept-language': lang } })).json<NotificationsResponse>();
      const [danger] = inbox.notifications.dangers;
      expect(danger).toMatchObject({ kind: 'moderation-unpublish', link: `/add-product?slug=${product.slug}` });
      expect(danger?.messageBody).toContain(lang === 'fr' ? 'Motif' : 'Reason');
      expect(danger?.messageBody).toContain('Photos of another brand’s product');
    }

    // Again: 409, nothing changes, nothing logged.
    const rows = (await timeline(product.id)).length;
    expectProblem(await act(product.id, 'unpublish', { reason: 'Once more' }), 409, 'moderation/already-unpublished');
    expectProblem(await act(product.id, 'request-changes', { reason: 'Once more' }), 409, 'moderation/already-unpublished');
    expect(await timeline(product.id)).toHaveLength(rows);
    expect((await detail(product.id)).moderationReason).toBe(reason);

    // The seller's edit sends it to review, whatever the trust setting; an operator puts it back.
    expect(await sellerSaves(product.slug)).toMatchObject({ live: false, moderation: 'pending', moderationReason: reason });
    expect(await searchSlugs(words)).not.toContain(product.slug);
    const back = await act(product.id, 'republish', { reason: 'Real photos now' }, manager);
    expect(back.json<AdminProductDetail>()).toMatchObject({ live: true, moderation: 'approved' });
    expect(await searchSlugs(words)).toContain(product.slug);
    expect((await api.app.inject({ url: `${STORE}/products/by-slug/${product.slug}` })).statusCode).toBe(200);
    expect((await ownProduct(product.slug)).moderationReason).toBeNull();
    expectProblem(await act(product.id, 'republish'), 409, 'moderation/already-approved');
  });

  it('sends a listing back for changes: off the storefront until the seller edits it, then live or waiting for review', async () => {
    const product = await sellerListings(1);
    const asked = await act(product.id, 'request-changes', { reason: 'Give the storage size' }, manager);
    expect(asked.json<AdminProductDetail>()).toMatchObject({ live: false, moderation: 'changes-requested' });
    expectProblem(await act(product.id, 'request-changes'), 409, 'moderation/already-changes-requested');
    expect(await searchSlugs(product.name)).not.toContain(product.slug);
    const inbox = (await api.app.inject({ url: `${STORE}/notifications`, headers: { ...seller, 'accept-language': 'en' } })).json<NotificationsResponse>();
    expect(inbox.notifications.warnings[0]).toMatchObject({ kind: 'moderation-request-changes', messageBody: expect.stringContaining('Give the storage size') });
    // A draft keeps the request; publishing under the default setting brings it back at once.
    expect(await sellerSaves(product.slug, false)).toMatchObject({ published: false, moderation: 'changes-requested', moderationReason: 'Give the storage size' });
    expect(await sellerSaves(product.slug)).toMatchObject({ published: true, live: true, moderation: 'approved', moderationReason: null });
    expect(await searchSlugs(product.name)).toContain(product.slug);
    const [entry] = await timeline(product.id);
    expect(entry).toMatchObject({ action: 'product.publish', actorLogin: 'seller', before: { published: false, live: false }, after: { published: true, live: true, moderation: 'approved' } });

    // Under review, the seller's fix waits for an operator.
    await setTrust('all');
    try {
      await act(product.id, 'request-changes', { reason: 'Name the colour' });
      expect(await sellerSaves(product.slug)).toMatchObject({ live: false, moderation: 'pending' });
      expect(await searchSlugs(product.name)).not.toContain(product.slug);
      expect((await api.app.inject({ url: `${STORE}/admin/products?moderation=pending`, headers: manager })).json<AdminProduct[]>().map((item) => item.id)).toEqual([product.id]);
      expect((await act(product.id, 'republish', { reason: 'Looks right' })).json<AdminProductDetail>()).toMatchObject({ live: true, moderation: 'approved' });
    } finally {
      await setTrust('off');
    }
  });

  it('trust setting: under review a newly published listing waits; verified sellers may be trusted; only administrators change it', async () => {
    expect((await api.app.inject({ url: `${STORE}/admin/moderation/settings`, headers: manager })).json()).toEqual({ listingReview: 'off' });
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/admin/moderation/settings`, headers: manager, payload: { listingReview: 'all' } }), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ method: 'PUT', url: `${STORE}/admin/moderation/settings`, headers: admin, payload: { listingReview: 'sometimes' } }), 400, 'request/invalid');
    expect((await api.app.inject({ url: `${STORE}/admin/moderation/settings`, headers: admin })).json()).toEqual({ listingReview: 'off' });

    const product = await sellerListings(2);
    await sellerSaves(product.slug, false);
    await setTrust('unverified');
    try {
      const [change] = (await api.app.inject({ url: `${STORE}/admin/audit?action=setting.listing-review&size=5`, headers: admin })).json<AuditEntry[]>();
      expect(change).toMatchObject({ entityType: 'setting', actorLogin: 'admin', before: { listingReview: 'off' }, after: { listingReview: 'unverified' } });
      expect((await api.app.inject({ url: `${STORE}/admin/audit?actor=manager&action=setting.listing-review&outcome=DENIED`, headers: admin })).json()).toHaveLength(1);

      // An unverified seller's new publication waits: not on the storefront, "waiting for review".
      expect(await sellerSaves(product.slug)).toMatchObject({ published: true, live: false, moderation: 'pending', moderationReason: null });
      expect(await searchSlugs(product.name)).not.toContain(product.slug);
      expectProblem(await api.app.inject({ url: `${STORE}/products/by-slug/${product.slug}` }), 404);
      // Editing it again keeps it waiting; approving puts it live.
      expect(await sellerSaves(product.slug)).toMatchObject({ moderation: 'pending' });
      expect((await act(product.id, 'republish', { reason: 'Checked' })).json<AdminProductDetail>()).toMatchObject({ live: true, moderation: 'approved' });
      expect((await api.app.inject({ url: `${STORE}/notifications`, headers: { ...seller, 'accept-language': 'fr' } })).json<NotificationsResponse>().notifications.infos[0]).toMatchObject({ kind: 'moderation-republish', messageBody: expect.stringContaining('de nouveau en ligne') });

      // A verified seller is trusted under `unverified`.
      await api.database.db.update(accounts).set({ identityVerified: true }).where(eq(accounts.login, 'seller'));
      await sellerSaves(product.slug, false);
      expect(await sellerSaves(product.slug)).toMatchObject({ live: true, moderation: 'approved' });
    } finally {
      await api.database.db.update(accounts).set({ identityVerified: false }).where(eq(accounts.login, 'seller'));
      await setTrust('off');
    }
  });

  it('refuses bad reasons, unknown and withdrawn listings, buyers, sellers and guests, changing nothing', async () => {
    const product = await sellerListings(3);
    const rows = (await timeline(product.id)).length;
    for (const payload of [{}, { reason: '' }, { reason: '  a ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const problem = expectProblem(await act(product.id, 'unpublish', payload), 400, 'request/invalid');
      expect(problem.errors).toEqual([{ path: 'body.reason', message: 'moderation/reason-invalid' }]);
    }
    expect((await act(product.id, 'request-changes', { reason: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect((await act(product.id, 'republish', { reason: 'abc' })).statusCode).toBe(200);
    expectProblem(await act(999_999, 'unpublish'), 404, 'resource/not-found');
    expectProblem(await act(0, 'unpublish'), 400, 'request/invalid');
    expectProblem(await api.app.inject({ url: `${STORE}/admin/products/999999`, headers: admin }), 404, 'resource/not-found');

    for (const [login, headers] of [
      ['buyer', buyer],
      ['seller', seller],
    ] as const) {
      const calls = [
        api.app.inject({ url: `${STORE}/admin/products`, headers }),
        api.app.inject({ url: `${STORE}/admin/products/${product.id}`, headers }),
        act(product.id, 'unpublish', { reason }, headers),
        act(product.id, 'request-changes', { reason }, headers),
        act(product.id, 'republish', { reason }, headers),
        api.app.inject({ url: `${STORE}/admin/moderation/settings`, headers }),
        api.app.inject({ method: 'PUT', url: `${STORE}/admin/moderation/settings`, headers, payload: { listingReview: 'all' } }),
      ];
      for (const response of await Promise.all(calls)) expectProblem(response, 403, 'auth/forbidden');
      const denied = (await api.app.inject({ url: `${STORE}/admin/audit?actor=${login}&outcome=DENIED&action=product.moderation.unpublish`, headers: admin })).json<AuditEntry[]>();
      expect(denied[0]).toMatchObject({ entityType: 'product', entityId: String(product.id), actorLogin: login });
    }
    expectProblem(await act(product.id, 'unpublish', { reason }, {}), 401, 'auth/unauthorized');
    expect(await detail(product.id)).toMatchObject({ live: true, moderation: 'approved' });
    expect(await timeline(product.id)).toHaveLength(rows + 2 + 6);

    // A withdrawn listing is kept for its orders, not moderated.
    expect((await api.app.inject({ method: 'DELETE', url: `${STORE}/products/by-slug/${product.slug}`, headers: seller })).statusCode).toBeLessThan(300);
    expectProblem(await act(product.id, 'unpublish'), 409, 'moderation/withdrawn');
    expect((await api.app.inject({ url: `${STORE}/admin/products?status=withdrawn`, headers: admin })).json<AdminProduct[]>()).toMatchObject([{ id: product.id, withdrawn: true, live: false }]);
  });
});

describe('verifying a seller releases the listings held only for that (decision 96)', () => {
  /** The seller sends an identity document and a manager approves it. */
  async function sellerVerified() {
    const photo = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#d8e4f0' } }).jpeg().toBuffer();
    const body = await multipartBody({ documentType: 'PASSPORT', documentNumber: 'P7654321' }, { name: 'card.jpg', type: 'image/jpeg', bytes: photo });
    const sent = await api.app.inject({ method: 'POST', url: `${STORE}/account/verify/identity/finish`, headers: { ...seller, ...body.headers }, payload: body.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const review = await api.app.inject({ method: 'POST', url: `${STORE}/admin/identity-verifications/${sent.json<{ id: number }>().id}/review`, headers: manager, payload: { decision: 'APPROVED' } });
    expect(review.statusCode, review.body).toBe(200);
  }

  it('puts live what waited for the seller to be verified; a listing an operator held keeps waiting for an operator', async () => {
    const held = await sellerListings(4);
    const unpublished = await sellerListings(5);
    await setTrust('unverified');
    try {
      await sellerSaves(held.slug, false);
      expect(await sellerSaves(held.slug)).toMatchObject({ live: false, moderation: 'pending' });
      expect((await act(unpublished.id, 'unpublish')).statusCode).toBe(200);
      expect(await sellerSaves(unpublished.slug)).toMatchObject({ live: false, moderation: 'pending', moderationReason: reason });
      const changesBefore = catalogueChanges;

      await sellerVerified();
      expect(await ownProduct(held.slug)).toMatchObject({ live: true, moderation: 'approved' });
      expect(await searchSlugs(held.name)).toContain(held.slug);
      expect(catalogueChanges).toBeGreaterThan(changesBefore);
      expect((await timeline(held.id))[0]).toMatchObject({ action: 'product.release', actorLogin: 'manager', after: { moderation: 'approved', published: true } });
      const notices = (await api.app.inject({ url: `${STORE}/notifications`, headers: { ...seller, 'accept-language': 'en' } })).json<NotificationsResponse>().notifications.infos;
      expect(notices[0]).toMatchObject({ kind: 'moderation-released', messageBody: 'Your identity is verified: your listing waiting for review is online.' });
      // The operator's hold stays the operator's.
      expect(await ownProduct(unpublished.slug)).toMatchObject({ live: false, moderation: 'pending' });
    } finally {
      await act(unpublished.id, 'republish', { reason: 'Checked' });
      await api.database.db.update(accounts).set({ identityVerified: false }).where(eq(accounts.login, 'seller'));
      await setTrust('off');
    }
  });
});
