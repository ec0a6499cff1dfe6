import type { Specification } from '@store/contracts/catalog';
import type { ProductBody, SellerProduct } from '@store/contracts/seller-products';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectProblem, STORE } from '../../test-support/http.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { pngHeader } from '../../test-support/pictures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;
let buyer: Record<string, string>;
let body: ProductBody;
let specs: Specification[];
let catalogueChanges = 0;

beforeAll(async () => {
  api = await createTestApi({ onCatalogueChange: () => (catalogueChanges += 1) });
  [seller, otherSeller, buyer] = await Promise.all([authHeaders(api, 'seller', 'Seller2026!'), authHeaders(api, 'ouaga-electro', 'Shop2026!'), authHeaders(api, 'buyer', 'Buyer2026!')]);
  const categories = (await api.app.inject({ url: `${STORE}/categories` })).json<{ id: number; subCategories: { id: number }[] }[]>();
  // The first sub-category with a required specification chosen from a list.
  for (const sub of categories.flatMap((category) => category.subCategories)) {
    specs = (await api.app.inject({ url: `${STORE}/specifications/by-sub-category-id/${sub.id}` })).json<Specification[]>();
    if (specs.some((spec) => spec.required) && specs.some((spec) => spec.allowedValues.length > 0)) {
      body = {
        subCategoryId: sub.id,
        brand: 'Tecno',
        nameFr: 'Téléphone de test',
        descriptionFr: 'Un téléphone pour les tests.',
        price: 150_000,
        currency: 'CFA',
        quantity: 5,
        location: 'Abidjan',
        specificationValues: Object.fromEntries(specs.filter((spec) => spec.required).map((spec) => [spec.code, spec.allowedValues[0] ?? '128'])),
      };
      break;
    }
  }
});
afterAll(() => api.close());

const png = (colour = '#1e66d0') => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer();

async function create(overrides: Partial<ProductBody> = {}, headers = seller) {
  return api.app.inject({ method: 'POST', url: `${STORE}/products`, headers, payload: { ...body, ...overrides } });
}

async function addPicture(slug: string, headers = seller, bytes?: Buffer) {
  const form = await multipartBody({}, { name: 'phone.png', type: 'image/png', bytes: bytes ?? (await png()) });
  return api.app.inject({ method: 'POST', url: `${STORE}/products/file/by-slug/${slug}`, headers: { ...headers, ...form.headers }, payload: form.payload });
}

const update = (slug: string, overrides: Partial<ProductBody> = {}, headers = seller) =>
  api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers, payload: { ...body, ...overrides, slug } });

describe('a seller publishes a product', () => {
  it('keeps a new listing as a draft, out of search and off its page, until it has a picture', async () => {
    const response = await create();
    expect(response.statusCode, response.body).toBe(201);
    const draft = response.json<SellerProduct>();
    expect(draft).toMatchObject({ published: false, nameFr: 'Téléphone de test', nameEn: '', price: 150_000, currency: 'CFA', defaultCurrencyPrice: 150_000, quantity: 5, held: 0, images: [] });
    expect((await api.app.inject({ url: `${STORE}/products/by-slug/${draft.slug}` })).statusCode).toBe(404);

    const refused = await update(draft.slug, { published: true });
    expect(expectProblem(refused, 400, 'request/invalid').errors).toEqual([{ path: 'body.published', message: 'product/picture-required' }]);

    expect((await addPicture(draft.slug)).statusCode).toBe(201);
    const published = await update(draft.slug, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    // Found at once by search and on its page, in either language (the English name falls back to the French one).
    const page = await api.app.inject({ url: `${STORE}/products/by-slug/${draft.slug}?lang=en` });
    expect(page.json()).toMatchObject({ name: 'Téléphone de test', images: [{ id: published.json<SellerProduct>().images[0]?.id }] });
    const found = (await api.app.inject({ url: `${STORE}/products/search?q=${encodeURIComponent('Téléphone de test')}` })).json<{ items?: { slug: string }[] } | { slug: string }[]>();
    expect(JSON.stringify(found)).toContain(draft.slug);
    expect(catalogueChanges).toBeGreaterThanOrEqual(3);
  });

  it('checks the price once converted to CFA, the sub-category and every specification against the catalogue', async () => {
    expect(expectProblem(await create({ price: 499 }), 400, 'request/invalid').errors).toEqual([{ path: 'body.price', message: 'product/price-out-of-range' }]);
    // 1 euro is 656 CFA: within the limits; 500,000,000 CFA is the most.
    expect((await create({ price: 100, currency: 'EUR' })).statusCode).toBe(201);
    expect(expectProblem(await create({ price: 500_000_001 }), 400).errors).toEqual([{ path: 'body.price', message: 'product/price-out-of-range' }]);
    expect(expectProblem(await create({ subCategoryId: 999_999 }), 400).errors).toContainEqual({ path: 'body.subCategoryId', message: 'product/sub-category-unknown' });

    const listed = specs.find((spec) => spec.allowedValues.length > 0);
    const response = await create({ specificationValues: { ...body.specificationValues, ...(listed ? { [listed.code]: 'Not in the list' } : {}), wattage: '65' } });
    const issues = expectProblem(response, 400).errors ?? [];
    expect(issues).toContainEqual({ path: 'body.specificationValues.wattage', message: 'product/specification-unknown' });
    if (listed) expect(issues).toContainEqual({ path: `body.specificationValues.${listed.code}`, message: 'product/specification-value-invalid' });
  });

  it('asks for a name in one language, and for the required specifications before publishing', async () => {
    expect(expectProblem(await create({ nameFr: ' ', nameEn: '' }), 400).errors).toContainEqual({ path: 'body.nameFr', message: 'product/name-required' });
    const required = specs.filter((spec) => spec.required);
    const draft = (await create({ specificationValues: {} })).json<SellerProduct>();
    await addPicture(draft.slug);
    const issues = expectProblem(await update(draft.slug, { specificationValues: {}, published: true }), 400).errors ?? [];
    expect(issues).toEqual(required.map((spec) => ({ path: `body.specificationValues.${spec.code}`, message: 'product/specification-required' })));
  });

  it('is for sellers: a buyer is refused, a guest must sign in', async () => {
    expectProblem(await create({}, buyer), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ method: 'POST', url: `${STORE}/products`, payload: body }), 401);
  });
});

describe('a seller edits and withdraws their products', () => {
  it('lists their own products, drafts included, and never another seller’s', async () => {
    const mine = (await create({ nameFr: 'Produit listé' })).json<SellerProduct>();
    const list = await api.app.inject({ url: `${STORE}/products/of-user?size=100`, headers: seller });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ slug: string; published: boolean; name: string }[]>();
    expect(rows).toContainEqual(expect.objectContaining({ slug: mine.slug, published: false, name: 'Produit listé' }));
    const theirs = (await api.app.inject({ url: `${STORE}/products/of-user?size=100`, headers: otherSeller })).json<{ slug: string }[]>();
    expect(theirs.map((row) => row.slug)).not.toContain(mine.slug);
    expect((await api.app.inject({ url: `${STORE}/products/of-user?status=draft&size=100`, headers: seller })).json<{ published: boolean }[]>().every((row) => !row.published)).toBe(true);
  });

  it('refuses to edit, withdraw or picture another seller’s product, or remove its picture', async () => {
    const mine = (await create()).json<SellerProduct>();
    const withPicture = (await addPicture(mine.slug)).json<SellerProduct>();
    const pictureId = withPicture.images[0]?.id;
    expectProblem(await update(mine.slug, {}, otherSeller), 403, 'product/not-yours');
    expectProblem(await api.app.inject({ method: 'DELETE', url: `${STORE}/products/by-slug/${mine.slug}`, headers: otherSeller }), 403, 'product/not-yours');
    expectProblem(await addPicture(mine.slug, otherSeller), 403, 'product/not-yours');
    expectProblem(await api.app.inject({ method: 'DELETE', url: `${STORE}/products/file/${pictureId}`, headers: otherSeller }), 403, 'product/not-yours');
    expectProblem(await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${mine.slug}`, headers: otherSeller }), 403, 'product/not-yours');
    // Nothing changed.
    expect((await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${mine.slug}`, headers: seller })).json()).toMatchObject({ images: [{ id: pictureId }], nameFr: body.nameFr });
  });

  it('takes the units held in a buyer’s checkout off the stock typed, and keeps the reservation’s price', async () => {
    const product = (await create({ quantity: 5 })).json<SellerProduct>();
    await addPicture(product.slug);
    await update(product.slug, { published: true });
    const cart = await api.app.inject({ method: 'POST', url: `${STORE}/products/cart`, headers: { 'accept-language': 'en' }, payload: { cart: { items: [{ productSlug: product.slug, quantity: 2 }], currency: 'CFA' } } });
    expect(cart.statusCode, cart.body).toBeLessThan(300);
    // Named in French only: an English buyer reads the French name, never an empty line.
    expect(cart.json()).toMatchObject({ cart: { items: [{ name: 'Téléphone de test' }] } });
    const cartSlug = cart.json<{ cart: { slug: string } }>().cart.slug;
    const checkout = await api.app.inject({ method: 'POST', url: `${STORE}/products/checkout`, payload: { cartSlug, currency: 'CFA' } });
    expect(checkout.statusCode, checkout.body).toBe(201);

    const edited = await update(product.slug, { quantity: 10, price: 170_000, published: true });
    expect(edited.json()).toMatchObject({ quantity: 10, held: 2 });
    // 8 for sale: a buyer cannot take more.
    expect((await api.app.inject({ url: `${STORE}/products/by-slug/${product.slug}` })).json()).toMatchObject({ quantity: 8, price: 170_000 });
    const reservation = await api.app.inject({ url: `${STORE}/products/checkout/${checkout.json<{ id: string }>().id}` });
    expect(reservation.json()).toMatchObject({ status: 'ACTIVE', summary: { subTotal: 300_000 } });
  });

  it('withdraws a product: gone from its page, its search and the seller’s list', async () => {
    const product = (await create()).json<SellerProduct>();
    const response = await api.app.inject({ method: 'DELETE', url: `${STORE}/products/by-slug/${product.slug}`, headers: seller });
    expect(response.statusCode).toBe(204);
    expect((await api.app.inject({ url: `${STORE}/products/by-slug/${product.slug}` })).statusCode).toBe(404);
    expectProblem(await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${product.slug}`, headers: seller }), 404, 'resource/not-found');
    expectProblem(await update(product.slug), 404);
  });
});

describe('a product’s pictures', () => {
  it('keeps at most 8, in the order the seller sets, the first being the cover', async () => {
    const product = (await create()).json<SellerProduct>();
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777', '#888888'];
    let latest = product;
    for (const colour of colours) latest = (await addPicture(product.slug, seller, await png(colour))).json<SellerProduct>();
    expect(latest.images).toHaveLength(8);
    expectProblem(await addPicture(product.slug), 409, 'product/too-many-pictures');

    const reversed = latest.images.map((image) => image.id).reverse();
    const ordered = await api.app.inject({ method: 'PUT', url: `${STORE}/products/file/order/by-slug/${product.slug}`, headers: seller, payload: { imageIds: reversed } });
    expect(ordered.json<SellerProduct>().images.map((image) => image.id)).toEqual(reversed);
    const incomplete = await api.app.inject({ method: 'PUT', url: `${STORE}/products/file/order/by-slug/${product.slug}`, headers: seller, payload: { imageIds: reversed.slice(1) } });
    expect(expectProblem(incomplete, 400).errors).toEqual([{ path: 'body.imageIds', message: 'product/picture-order-invalid' }]);
    const list = (await api.app.inject({ url: `${STORE}/products/of-user?size=100`, headers: seller })).json<{ slug: string; thumbnail: string }[]>();
    expect(list.find((row) => row.slug === product.slug)?.thumbnail).toBe(`${STORE}/products/file/${reversed[0]}`);
  });

  it('refuses a picture too heavy or with too many pixels, and serves a polyglot only re-encoded', async () => {
    const product = (await create()).json<SellerProduct>();
    expectProblem(await addPicture(product.slug, seller, Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)])), 413, 'upload/too-large');
    expectProblem(await addPicture(product.slug, seller, pngHeader(30_000, 30_000)), 422, 'upload/too-many-pixels');
    // A real picture with a page hidden after its end: stored, but what is served is a new WebP.
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const stored = await addPicture(product.slug, seller, polyglot);
    expect(stored.statusCode, stored.body).toBe(201);
    const served = await api.app.inject({ url: stored.json<SellerProduct>().images[0]?.url ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect((await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${product.slug}`, headers: seller })).json<SellerProduct>().images).toHaveLength(1);
  });

  it('refuses what is not a picture and keeps a published product’s last picture', async () => {
    const product = (await create()).json<SellerProduct>();
    expectProblem(await addPicture(product.slug, seller, Buffer.from('%PDF-1.7 not a picture')), 415, 'upload/unsupported-type');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    expectProblem(await addPicture(product.slug, seller, svg), 415, 'upload/unsupported-type');
    const withPicture = (await addPicture(product.slug)).json<SellerProduct>();
    await update(product.slug, { published: true });
    const last = await api.app.inject({ method: 'DELETE', url: `${STORE}/products/file/${withPicture.images[0]?.id}`, headers: seller });
    expect(expectProblem(last, 400).errors).toEqual([{ path: 'params.id', message: 'product/picture-required' }]);
    expect((await api.app.inject({ url: `${STORE}/products/of-user?size=100`, headers: seller })).json<{ slug: string; published: boolean }[]>()).toContainEqual(expect.objectContaining({ slug: product.slug, published: true }));
  });
});
