import { UPLOAD_MAX_BYTES } from '@store/contracts/constants';
import { accounts } from '@store/db/schema/index';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSolidBmp } from '../../lib/bmp.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { bearer, expectProblem, tokenOf as sharedTokenOf } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let signIns = 0;
/** Each sign-in from its own address, so the sign-in rate limit never trips these tests. */
async function tokenOf(username: string, password: string) {
  signIns += 1;
  const response = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', remoteAddress: `10.1.0.${signIns}`, payload: { username, password } });
  expect(response.statusCode, `sign in ${username}`).toBe(200);
  return { authorization: `Bearer ${response.json<{ id_token: string }>().id_token}` };
}

const png = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#1e66d0' } }).png().toBuffer();

async function upload(url: string, headers: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }, method: 'POST' | 'PUT' = 'POST') {
  const body = await multipartBody({}, file);
  return api.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

describe('PUT /store/api/v1/account', () => {
  it('saves names, language, currency and a phone number typed with a leading zero; a new number waits for its code', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const response = await api.app.inject({
      method: 'PUT',
      url: '/store/api/v1/account',
      headers: buyer,
      payload: { firstname: ' Mariama ', lastname: 'Diallo-Bah', langKey: 'en', currency: 'EUR', phoneNumber: { indicator: '+33', telephone: '06 98 76 54 32' }, currentPassword: 'Buyer2026!' },
    });
    expect(response.statusCode).toBe(200);
    // The proven number stays the account's until the new one's SMS code is typed.
    expect(response.json()).toMatchObject({ account: { firstname: 'Mariama', lastname: 'Diallo-Bah' }, langKey: 'en', currency: 'EUR', phoneNumber: { indicator: '+225', telephone: '0700000002' } });
    const profile = (await api.app.inject({ url: '/store/api/v1/account/profile', headers: buyer })).json();
    expect(profile).toMatchObject({ langKey: 'en', currency: 'EUR', phoneVerified: true, pendingPhoneNumber: { indicator: '+33', telephone: '698765432' }, identityVerified: false, identity: null });
  });

  it("refuses another account's phone number with gm/account-already-used-with-credentials", async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const response = await api.app.inject({
      method: 'PUT',
      url: '/store/api/v1/account',
      headers: buyer,
      payload: { firstname: 'Mariam', lastname: 'Diallo', langKey: 'fr', currency: 'CFA', phoneNumber: { indicator: '+225', telephone: '07 00 00 00 01' }, currentPassword: 'Buyer2026!' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'gm/account-already-used-with-credentials' });
  });

  it('updates a seller’s shop name, descriptions and city, shown on the shop page', async () => {
    const seller = await tokenOf('seller', 'Seller2026!');
    const response = await api.app.inject({
      method: 'PUT',
      url: '/store/api/v1/account',
      headers: seller,
      payload: { firstname: 'Koffi', lastname: 'Yao', langKey: 'fr', currency: 'CFA', shopName: 'Abidjan Digital Plus', city: 'Bouaké', shopDescriptionEn: 'New address in Bouaké.' },
    });
    expect(response.statusCode).toBe(200);
    const page = (await api.app.inject({ url: '/store/api/v1/account/page/by-slug/abidjan-digital?lang=en' })).json();
    expect(page).toMatchObject({ name: 'Abidjan Digital Plus', city: 'Bouaké', description: 'New address in Bouaké.', verified: false });
  });

  it('answers bad input with 400 and field errors, and guests with 401', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const bad = await api.app.inject({
      method: 'PUT',
      url: '/store/api/v1/account',
      headers: buyer,
      payload: { firstname: '', lastname: 'x', langKey: 'de', currency: 'GBP', phoneNumber: { indicator: '+225', telephone: '12' } },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstname', 'body.langKey', 'body.currency', 'body.phoneNumber.telephone']));
    const guest = await api.app.inject({ method: 'PUT', url: '/store/api/v1/account', payload: { firstname: 'A', lastname: '', langKey: 'fr', currency: 'CFA' } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('profile and cover pictures', () => {
  it('re-encodes an uploaded PNG, serves it as WebP, and the shop page shows it', async () => {
    const seller = await tokenOf('seller', 'Seller2026!');
    const response = await upload('/store/api/v1/account/profile/file', seller, { name: 'me.png', type: 'image/png', bytes: await png(900, 900) });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ id: number; url: string }>();
    expect(url).toMatch(/^\/store\/api\/v1\/account\/profile\/file\/\d+$/);
    const picture = await api.app.inject({ url: `${url}?w=160` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(160);
    const page = (await api.app.inject({ url: '/store/api/v1/account/page/seller' })).json();
    expect(page).toMatchObject({ profileImage: url });

    // Replacing it (PUT) removes the old picture.
    const replaced = await upload('/store/api/v1/account/profile/file', seller, { name: 'me.jpg', type: 'image/jpeg', bytes: await sharp(await png()).jpeg().toBuffer() }, 'PUT');
    expect(replaced.statusCode).toBe(200);
    expect((await api.app.inject({ url: `${url}?w=160` })).statusCode).toBe(404);
  });

  it('takes a BMP cover and serves it only under the cover address', async () => {
    const seller = await tokenOf('seller', 'Seller2026!');
    const response = await upload('/store/api/v1/account/cover/file', seller, { name: 'cover.bmp', type: 'image/bmp', bytes: encodeSolidBmp(400, 100, [250, 120, 0]) });
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json<{ id: number; url: string }>();
    expect(url).toBe(`/store/api/v1/account/cover/file/${id}`);
    expect((await api.app.inject({ url })).statusCode).toBe(200);
    expect((await api.app.inject({ url: `/store/api/v1/account/profile/file/${id}` })).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are no picture, whatever its declared type', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const script = Buffer.from('<script>alert(1)</script> pretending to be a JPEG picture');
    const response = await upload('/store/api/v1/account/profile/file', buyer, { name: 'photo.jpg', type: 'image/jpeg', bytes: script });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'upload/unsupported-type' });
    const svg = await upload('/store/api/v1/account/profile/file', buyer, { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(svg.json()).toMatchObject({ code: 'upload/unsupported-type' });
  });

  it('refuses a truncated picture as unreadable and a picture over 8388608 bytes as too large', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const truncated = (await png(300, 300)).subarray(0, 60);
    const broken = await upload('/store/api/v1/account/profile/file', buyer, { name: 'cut.png', type: 'image/png', bytes: truncated });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'upload/unreadable' });

    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    (await png()).copy(huge);
    const tooLarge = await upload('/store/api/v1/account/cover/file', buyer, { name: 'big.png', type: 'image/png', bytes: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'upload/too-large' });
  });

  it('asks for a file and for a signed-in user', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const body = await multipartBody({ note: 'no file' });
    const missing = await api.app.inject({ method: 'POST', url: '/store/api/v1/account/profile/file', headers: { ...buyer, ...body.headers }, payload: body.payload });
    expect(missing.json()).toMatchObject({ status: 400, code: 'upload/missing-file' });
    const guest = await upload('/store/api/v1/account/profile/file', {}, { name: 'me.png', type: 'image/png', bytes: await png() });
    expect(guest.statusCode).toBe(401);
  });
});

describe("a buyer's picture", () => {
  it('is not public by id: only its keyed address, given to its owner, serves it', async () => {
    const buyer = bearer(await sharedTokenOf(api, 'buyer', 'Buyer2026!'));
    const response = await upload('/store/api/v1/account/profile/file', buyer, { name: 'me.png', type: 'image/png', bytes: await png() });
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json<{ id: number; url: string }>();
    expect(url).toMatch(new RegExp(`^/store/api/v1/account/profile/file/${id}\\?key=[\\w-]{32}$`));
    expect((await api.app.inject({ url: '/store/api/v1/account/profile', headers: buyer })).json()).toMatchObject({ profileImage: url });

    // Counting ids finds nothing: not under the profile address, nor under the product one.
    expectProblem(await api.app.inject({ url: `/store/api/v1/account/profile/file/${id}` }), 404, 'resource/not-found');
    expectProblem(await api.app.inject({ url: `/store/api/v1/account/profile/file/${id}?key=${'A'.repeat(32)}` }), 404, 'resource/not-found');
    expectProblem(await api.app.inject({ url: `/store/api/v1/products/file/${id}` }), 404, 'resource/not-found');

    const picture = await api.app.inject({ url: `${url}&w=160` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // Never kept by a shared cache.
    expect(picture.headers['cache-control']).toMatch(/^private,/);
  });

  it("leaves a shop's pictures public by id", async () => {
    const seller = bearer(await sharedTokenOf(api, 'seller', 'Seller2026!'));
    const { url } = (await upload('/store/api/v1/account/cover/file', seller, { name: 'cover.png', type: 'image/png', bytes: await png(400, 100) })).json<{ url: string }>();
    expect(url).toMatch(/^\/store\/api\/v1\/account\/cover\/file\/\d+$/);
    const picture = await api.app.inject({ url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toMatch(/^public,/);
  });
});

describe('DELETE /store/api/v1/account', () => {
  it('records the reason as a contact message with code 9, erases the seller and withdraws the shop and its products', async () => {
    const seller = await tokenOf('lome-connect', 'Shop2026!');
    const [product] = (await api.app.inject({ url: '/store/api/v1/products/by-account-slug/lome-connect?size=1' })).json<{ slug: string }[]>();
    expect(product).toBeDefined();
    const picture = await upload('/store/api/v1/account/profile/file', seller, { name: 'me.png', type: 'image/png', bytes: await png() });
    const pictureUrl = picture.json<{ url: string }>().url;

    const response = await api.app.inject({ method: 'DELETE', url: '/store/api/v1/account', headers: seller, payload: { reason: 'SERVICE_UNSATISFACTORY', comment: 'Too few buyers in Lomé.' } });
    expect(response.statusCode).toBe(204);

    // Sign-in, the token, the shop page, the products and the pictures are gone.
    const signIn = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', remoteAddress: '10.2.0.1', payload: { username: 'lome-connect', password: 'Shop2026!' } });
    expect(signIn.statusCode).toBe(401);
    const byEmail = await api.app.inject({ method: 'POST', url: '/store/api/v1/authenticate', remoteAddress: '10.2.0.2', payload: { username: 'contact@lome-connect.demo', password: 'Shop2026!' } });
    expect(byEmail.statusCode).toBe(401);
    expect((await api.app.inject({ url: '/store/api/v1/account', headers: seller })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/store/api/v1/account/page/by-slug/lome-connect' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `/store/api/v1/products/search/details/by-slug/${product?.slug}` })).statusCode).toBe(404);
    const search = (await api.app.inject({ url: '/store/api/v1/products/search?seller=lome-connect' })).json<{ total: number }>();
    expect(search.total).toBe(0);
    expect((await api.app.inject({ url: pictureUrl })).statusCode).toBe(404);

    // Operators find the reason, without the departed user's email or phone.
    const admin = await tokenOf('admin', 'Admin2026!');
    const messages = (await api.app.inject({ url: '/store/api/v1/contacts?reason=9', headers: admin })).json<Record<string, unknown>[]>();
    expect(messages[0]).toMatchObject({ reason: 9, deletionReason: 'SERVICE_UNSATISFACTORY', email: null, phoneNumber: null });
    expect(String(messages[0]?.message)).toContain('Too few buyers in Lomé.');
    expect(JSON.stringify(messages)).not.toContain('lome-connect.demo');

    // Nothing personal is left on the account row.
    const left = await api.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(eq(accounts.email, 'contact@lome-connect.demo'), eq(accounts.login, 'lome-connect'), eq(accounts.slug, 'lome-connect')));
    expect(left).toEqual([]);
  });

  it('needs one of the four reasons, and is refused to operators', async () => {
    const buyer = await tokenOf('buyer', 'Buyer2026!');
    const bad = await api.app.inject({ method: 'DELETE', url: '/store/api/v1/account', headers: buyer, payload: { reason: 'BORED' } });
    expect(bad.statusCode).toBe(400);
    const manager = await tokenOf('manager', 'Manager2026!');
    const refused = await api.app.inject({ method: 'DELETE', url: '/store/api/v1/account', headers: manager, payload: { reason: 'OTHER' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account/deletion-not-allowed' });
    expect((await api.app.inject({ method: 'DELETE', url: '/store/api/v1/account', payload: { reason: 'OTHER' } })).statusCode).toBe(401);
  });
});
