import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart.ts';
import { authHeaders } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;
let buyer: Record<string, string>;
let manager: Record<string, string>;
let admin: Record<string, string>;


beforeAll(async () => {
  api = await createTestApi();
  [seller, otherSeller, buyer, manager, admin] = await Promise.all([
    authHeaders(api, 'seller', 'Seller2026!'),
    authHeaders(api, 'teranga-high-tech', 'Shop2026!'),
    authHeaders(api, 'buyer', 'Buyer2026!'),
    authHeaders(api, 'manager', 'Manager2026!'),
    authHeaders(api, 'admin', 'Admin2026!'),
  ]);
});
afterAll(() => api.close());

/** A phone photo of a card: a JPEG carrying EXIF metadata. */
const cardPhoto = () =>
  sharp({ create: { width: 1200, height: 760, channels: 3, background: '#d8e4f0' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret GPS Phone' } })
    .toBuffer();

async function submit(headers: Record<string, string>, fields: Record<string, string>, bytes?: Buffer) {
  const body = await multipartBody(fields, bytes ? { name: 'card.jpg', type: 'image/jpeg', bytes } : undefined);
  return api.app.inject({ method: 'POST', url: '/store/api/v1/account/verify/identity/finish', headers: { ...headers, ...body.headers }, payload: body.payload });
}

describe('seller identity verification', () => {
  it('takes a document from a seller, keeps it private, and a manager approves it: the badge shows on the shop and products', async () => {
    const sent = await submit(seller, { documentType: 'NATIONAL_ID_CARD', documentNumber: 'ci 0123 4567' }, await cardPhoto());
    expect(sent.statusCode).toBe(201);
    const request = sent.json<{ id: number; status: string }>();
    expect(request).toMatchObject({ status: 'PENDING', documentType: 'NATIONAL_ID_CARD', rejectionReason: null });

    // The seller sees the status and their own document; the document lost its metadata.
    expect((await api.app.inject({ url: '/store/api/v1/account/verify/identity', headers: seller })).json()).toMatchObject({ id: request.id, status: 'PENDING' });
    const own = await api.app.inject({ url: '/store/api/v1/account/verify/identity/document', headers: seller });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // Nobody else reads it: not another seller (they only get their own: none), not a buyer, not a guest.
    expect((await api.app.inject({ url: '/store/api/v1/account/verify/identity/document', headers: otherSeller })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `/store/api/v1/admin/identity-verifications/${request.id}/document`, headers: otherSeller })).statusCode).toBe(403);
    expect((await api.app.inject({ url: `/store/api/v1/admin/identity-verifications/${request.id}/document`, headers: buyer })).statusCode).toBe(403);
    expect((await api.app.inject({ url: `/store/api/v1/admin/identity-verifications/${request.id}/document` })).statusCode).toBe(401);

    // A manager lists pending requests, views the document and approves.
    const list = await api.app.inject({ url: '/store/api/v1/admin/identity-verifications?status=PENDING', headers: manager });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([expect.objectContaining({ id: request.id, documentNumber: 'CI 0123 4567', account: expect.objectContaining({ login: 'seller', shopName: 'Abidjan Digital' }) })]);
    const document = await api.app.inject({ url: `/store/api/v1/admin/identity-verifications/${request.id}/document`, headers: manager });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/webp');

    const approved = await api.app.inject({ method: 'POST', url: `/store/api/v1/admin/identity-verifications/${request.id}/review`, headers: manager, payload: { decision: 'APPROVED' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', reviewedBy: 'manager' });
    // The review is in the audit log, on the seller's account.
    const reviews = (await api.app.inject({ url: '/store/api/v1/admin/audit?action=identity.review', headers: admin })).json<{ actorLogin: string; before: unknown; after: unknown }[]>();
    expect(reviews).toEqual([expect.objectContaining({ actorLogin: 'manager', before: { identityVerification: request.id, status: 'PENDING' }, after: { identityVerification: request.id, status: 'APPROVED' } })]);

    const shop = (await api.app.inject({ url: '/store/api/v1/account/page/by-slug/abidjan-digital' })).json();
    expect(shop).toMatchObject({ verified: true });
    const [product] = (await api.app.inject({ url: '/store/api/v1/products/by-account-slug/abidjan-digital?size=1' })).json<{ slug: string }[]>();
    const details = (await api.app.inject({ url: `/store/api/v1/products/search/details/by-slug/${product?.slug}` })).json();
    expect(details).toMatchObject({ seller: { slug: 'abidjan-digital', verified: true } });

    // Reviewed once; a verified seller need not send another document.
    const again = await api.app.inject({ method: 'POST', url: `/store/api/v1/admin/identity-verifications/${request.id}/review`, headers: admin, payload: { decision: 'REJECTED', reason: 'Blurry' } });
    expect(again.json()).toMatchObject({ status: 409, code: 'identity/already-reviewed' });
    expect((await submit(seller, { documentType: 'PASSPORT', documentNumber: 'P1234567' }, await cardPhoto())).json()).toMatchObject({ status: 409, code: 'identity/already-verified' });
  });

  it('lets an administrator reject with a reason the seller reads; a new document replaces a pending one', async () => {
    const first = (await submit(otherSeller, { documentType: 'PASSPORT', documentNumber: 'A1234567' }, await cardPhoto())).json<{ id: number }>();
    const second = (await submit(otherSeller, { documentType: 'DRIVING_LICENCE', documentNumber: 'DL-998877' }, await cardPhoto())).json<{ id: number }>();
    expect((await api.app.inject({ url: `/store/api/v1/admin/identity-verifications/${first.id}`, headers: admin })).statusCode).toBe(404);

    const noReason = await api.app.inject({ method: 'POST', url: `/store/api/v1/admin/identity-verifications/${second.id}/review`, headers: admin, payload: { decision: 'REJECTED' } });
    expect(noReason.statusCode).toBe(400);
    const rejected = await api.app.inject({
      method: 'POST',
      url: `/store/api/v1/admin/identity-verifications/${second.id}/review`,
      headers: admin,
      payload: { decision: 'REJECTED', reason: 'The picture is blurry: the number cannot be read.' },
    });
    expect(rejected.statusCode).toBe(200);
    const profile = (await api.app.inject({ url: '/store/api/v1/account/profile', headers: otherSeller })).json();
    expect(profile).toMatchObject({ identityVerified: false, identity: { status: 'REJECTED', rejectionReason: 'The picture is blurry: the number cannot be read.' } });
    expect((await api.app.inject({ url: '/store/api/v1/account/page/by-slug/teranga-high-tech' })).json()).toMatchObject({ verified: false });
  });

  it('is for sellers only; reviewing is for administrators and managers only', async () => {
    const fromBuyer = await submit(buyer, { documentType: 'PASSPORT', documentNumber: 'B7654321' }, await cardPhoto());
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json()).toMatchObject({ code: 'identity/sellers-only' });
    for (const headers of [buyer, seller]) {
      expect((await api.app.inject({ url: '/store/api/v1/admin/identity-verifications', headers })).statusCode).toBe(403);
      const review = await api.app.inject({ method: 'POST', url: '/store/api/v1/admin/identity-verifications/1/review', headers, payload: { decision: 'APPROVED' } });
      expect(review.statusCode).toBe(403);
    }
    expect((await api.app.inject({ url: '/store/api/v1/admin/identity-verifications' })).statusCode).toBe(401);
  });

  it('answers missing fields, a missing file and a non-picture with clear codes', async () => {
    const seller2 = await authHeaders(api, 'douala-smart-shop', 'Shop2026!');
    const noFields = await submit(seller2, {}, await cardPhoto());
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(expect.arrayContaining(['documentType', 'documentNumber']));
    expect((await submit(seller2, { documentType: 'PASSPORT', documentNumber: 'X1234567' })).json()).toMatchObject({ code: 'upload/missing-file' });
    const pdf = Buffer.from('%PDF-1.7 a scanned passport, but not a picture');
    expect((await submit(seller2, { documentType: 'PASSPORT', documentNumber: 'X1234567' }, pdf)).json()).toMatchObject({ status: 415, code: 'upload/unsupported-type' });
  });
});
