import type { AuditEntry } from '@store/contracts/admin';
import type { AdminContentSummary } from '@store/contracts/admin-content';
import type { CategoryProduct, FeaturedProduct, SearchKey, Slide, Social } from '@store/contracts/content';
import type { SlidePicture } from '@store/contracts/content-blocks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { z } from 'zod';
import { multipartBody } from '../../test-support/multipart.ts';
import { expectProblem, operatorsAndShoppers, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * Issue #15 item 5, structured content (decision 80): slides, search keys, socials, the featured
 * product and the showcase choices are saved as drafts per language, published one language at
 * a time on the pages' routes, and refused with field codes (nothing stored, in the audit log)
 * when a slide has no picture, a link is unsafe or a product is not on sale.
 */

let api: TestApi;
let admin: Record<string, string>;
let buyer: Record<string, string>;
let content: Record<string, string>;

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, buyer } = await operatorsAndShoppers(api));
  content = { authorization: `Bearer ${api.config.CONTENT_API_TOKEN}` };
});
afterAll(() => api.close());

interface BlockVersion<Body> {
  id: number;
  body: Body;
}
interface BlockItem<Body> {
  fr: { status: string; draft: BlockVersion<Body> | null; published: BlockVersion<Body> | null };
  en: { status: string; draft: BlockVersion<Body> | null; published: BlockVersion<Body> | null };
}

const BLOCKS = `${STORE}/admin/content-blocks`;
const item = async <Body>(key: string) => (await api.app.inject({ url: `${BLOCKS}/${key}`, headers: admin })).json<BlockItem<Body>>();
const save = (key: string, locale: string, payload: unknown, headers = admin) => api.app.inject({ method: 'PUT', url: `${BLOCKS}/${key}/${locale}`, headers, payload: payload as Record<string, unknown> });
/** Saves a draft and publishes it in that language. */
async function publish(key: string, locale: 'fr' | 'en', payload: unknown) {
  const saved = await save(key, locale, payload);
  expect(saved.statusCode, saved.body).toBe(200);
  const draft = saved.json<BlockItem<unknown>>()[locale].draft;
  const published = await api.app.inject({ method: 'POST', url: `${STORE}/admin/content/${key}/${locale}/publish`, headers: admin, payload: { versionId: draft?.id } });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<AdminContentSummary>();
}
const storefront = async <T>(path: string, locale: string) => (await api.app.inject({ url: `/content/api/${path}?locale=${locale}`, headers: content })).json<T>();
const failures = async (key: string) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/content/${key}?size=100`, headers: admin })).json<AuditEntry[]>().filter((entry) => entry.outcome !== 'SUCCESS');
const fieldCodes = (response: { json: <T>() => T }) => response.json<{ errors?: { path: string; message: string }[] }>().errors?.map((issue) => `${issue.path} ${issue.message}`);

/** Two products on sale with a picture, in two categories. */
async function productsOnSale() {
  const result: unknown = await api.database.db.execute(sql`
    select distinct on (c.id) p.slug, c.slug as category_slug from products p
      join sub_categories s on s.id = p.sub_category_id join categories c on c.id = s.category_id
     where p.published and p.quantity > 0 and exists (select 1 from images i where i.product_id = p.id)
     order by c.id, p.id limit 2`);
  return z.object({ rows: z.array(z.object({ slug: z.string(), category_slug: z.string() })).length(2) }).parse(result).rows;
}

describe('slides', () => {
  it('refuses a slide without its picture or with another picture (400, field codes, in the audit log), storing nothing', async () => {
    const before = await item<{ slides: unknown[] }>('slides');
    const missing = await save('slides', 'fr', { slides: [{ title: 'Soldes', subtitle: '', url: '/search-product?q=tv' }] });
    expectProblem(missing, 400, 'request/invalid');
    expect(fieldCodes(missing)).toContain('body.slides.0.imageId content/slide-picture-required');
    const productPicture = await save('slides', 'fr', { slides: [{ imageId: 1, title: 'Soldes', subtitle: '', url: '/search-product?q=tv' }] });
    expectProblem(productPicture, 400, 'request/invalid');
    expect(fieldCodes(productPicture)).toEqual(['body.slides.0.imageId content/picture-unknown']);
    const unsafe = await save('slides', 'fr', { slides: [{ imageId: 1, title: 'Soldes', subtitle: '', url: 'javascript:alert(1)' }] });
    expect(fieldCodes(unsafe)).toContain('body.slides.0.url content/link-invalid');
    expect((await item('slides')).fr.draft?.id).toBe(before.fr.draft?.id);
    expect((await failures('slides')).length).toBeGreaterThanOrEqual(3);
  });

  it('adds an uploaded picture to the slide pictures, scaled to 1600 px as WebP, that a slide can then show', async () => {
    const photo = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#1a5fd0' } }).jpeg().toBuffer();
    const form = await multipartBody({}, { name: 'soldes.jpg', type: 'image/jpeg', bytes: photo });
    const added = await api.app.inject({ method: 'POST', url: `${BLOCKS}/slide-pictures`, headers: { ...admin, ...form.headers }, payload: form.payload });
    expect(added.statusCode, added.body).toBe(201);
    const picture = added.json<SlidePicture>();
    expect(picture).toMatchObject({ width: 1600, height: 600, url: `/store/api/v1/products/file/${picture.id}` });
    const served = await api.app.inject({ url: `${picture.url}?w=800&format=webp` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const pictures = (await api.app.inject({ url: `${BLOCKS}/slide-pictures`, headers: admin })).json<SlidePicture[]>();
    expect(pictures.map((known) => known.id)).toContain(picture.id);
    const saved = await save('slides', 'en', { slides: [{ imageId: picture.id, title: 'Sales', subtitle: '', url: '/search-product?q=tv' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const log = (await api.app.inject({ url: `${STORE}/admin/audit/entities/content/slides?size=100`, headers: admin })).json<AuditEntry[]>();
    expect(log.find((entry) => entry.action === 'content.slide-picture' && entry.outcome === 'SUCCESS')).toMatchObject({ actorLogin: 'admin' });
  });

  it('refuses a file that is no picture, an empty body and a buyer, storing nothing and logging each attempt', async () => {
    const count = async () => (await api.app.inject({ url: `${BLOCKS}/slide-pictures`, headers: admin })).json<SlidePicture[]>().length;
    const before = await count();
    const text = await multipartBody({}, { name: 'slide.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('not a picture at all') });
    expectProblem(await api.app.inject({ method: 'POST', url: `${BLOCKS}/slide-pictures`, headers: { ...admin, ...text.headers }, payload: text.payload }), 415, 'upload/unsupported-type');
    const empty = await multipartBody({ note: 'no file' });
    expectProblem(await api.app.inject({ method: 'POST', url: `${BLOCKS}/slide-pictures`, headers: { ...admin, ...empty.headers }, payload: empty.payload }), 400, 'upload/missing-file');
    const photo = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const form = await multipartBody({}, { name: 'slide.png', type: 'image/png', bytes: photo });
    expectProblem(await api.app.inject({ method: 'POST', url: `${BLOCKS}/slide-pictures`, headers: { ...buyer, ...form.headers }, payload: form.payload }), 403, 'auth/forbidden');
    expect(await count()).toBe(before);
    const attempts = (await failures('slides')).filter((entry) => entry.action === 'content.slide-picture').map((entry) => entry.outcome);
    expect(attempts.filter((outcome) => outcome === 'FAILED')).toHaveLength(2);
    expect(attempts).toContain('DENIED');
  });

  it('publishes English slides alone: the French home keeps its slides', async () => {
    const pictures = (await api.app.inject({ url: `${BLOCKS}/slide-pictures`, headers: admin })).json<SlidePicture[]>();
    expect(pictures.length).toBeGreaterThan(1);
    const french = await storefront<Slide[]>('slides', 'fr');
    const summary = await publish('slides', 'en', { slides: [{ imageId: pictures[1]!.id, title: 'Back to school', subtitle: 'Laptops from 150,000 CFA', url: '/search-product?q=Laptops' }] });
    expect(summary).toMatchObject({ fr: 'published', en: 'published' });
    expect(await storefront<Slide[]>('slides', 'en')).toEqual([{ id: 1, image: pictures[1]!.url, title: 'Back to school', subtitle: 'Laptops from 150,000 CFA', url: '/search-product?q=Laptops' }]);
    expect(await storefront<Slide[]>('slides', 'fr')).toEqual(french);
  });
});

describe('search keys and socials', () => {
  it('refuses a colour carrying CSS and a javascript: social link; publishes French search keys alone', async () => {
    const css = await save('search-keys', 'fr', { keys: [{ keyword: '#Promo', query: 'promo', btnColor: 'red; background:url(x)', textColor: '#fff' }] });
    expect(fieldCodes(css)).toEqual(['body.keys.0.btnColor content/color-invalid']);
    const social = await save('socials', 'en', { socials: [{ name: 'Evil', url: 'javascript:alert(1)', icon: 'x', linkTarget: '_blank' }] });
    expect(fieldCodes(social)).toEqual(['body.socials.0.url content/link-invalid']);
    const english = await storefront<SearchKey[]>('search-keys', 'en');
    await publish('search-keys', 'fr', { keys: [{ keyword: '#Promo', query: 'promo', btnColor: '#b91c1c', textColor: 'white' }] });
    expect(await storefront<SearchKey[]>('search-keys', 'fr')).toEqual([{ keyword: '#Promo', query: 'promo', btnColor: '#b91c1c', textColor: 'white' }]);
    expect(await storefront<SearchKey[]>('search-keys', 'en')).toEqual(english);
    expect((await storefront<Social[]>('socials', 'en')).map((link) => link.name)).toContain('WhatsApp');
  });
});

describe('featured product and category showcase', () => {
  it('refuses a product that is not on sale; shows the featured product in the language it was published in only', async () => {
    const [first] = await productsOnSale();
    const unknown = await save('featured-product', 'fr', { productSlug: 'no-such-product', title: 'À la une', subtitle: '' });
    expect(fieldCodes(unknown)).toEqual(['body.productSlug content/product-unknown']);
    expect((await api.app.inject({ url: '/content/api/featured-product?locale=fr', headers: content })).statusCode).toBe(404);
    await publish('featured-product', 'fr', { productSlug: first!.slug, title: 'Le produit de la semaine', subtitle: 'Livré en 48 h' });
    const featured = await storefront<FeaturedProduct>('featured-product', 'fr');
    expect(featured).toMatchObject({ title: 'Le produit de la semaine', subtitle: 'Livré en 48 h', url: `/product/${first!.slug}` });
    expect(featured.price).toBeGreaterThan(0);
    expect(featured.image).toMatch(/^\/store\/api\/v1\/products\/file\/\d+$/);
    expect((await api.app.inject({ url: '/content/api/featured-product?locale=en', headers: content })).statusCode).toBe(404);
  });

  it('refuses a showcase product of another category; a chosen product replaces its category’s newest one', async () => {
    const [first, second] = await productsOnSale();
    const wrong = await save('category-showcase', 'en', { choices: [{ categorySlug: first!.category_slug, productSlug: second!.slug }] });
    expect(fieldCodes(wrong)).toEqual(['body.choices.0.productSlug content/product-unknown']);
    const twice = await save('category-showcase', 'en', { choices: [{ categorySlug: first!.category_slug, productSlug: first!.slug }, { categorySlug: first!.category_slug, productSlug: first!.slug }] });
    expect(fieldCodes(twice)).toEqual(['body.choices content/category-repeated']);
    await publish('category-showcase', 'en', { choices: [{ categorySlug: first!.category_slug, productSlug: first!.slug }] });
    const entries = await storefront<CategoryProduct[]>('category-products', 'en');
    expect(entries).toHaveLength(12);
    expect(entries.filter((entry) => entry.product.url === `/product/${first!.slug}`)).toHaveLength(1);
  });
});

describe('previewing drafts (version=draft)', () => {
  it('gives the storefront a language’s saved draft, never cached, while visitors keep the published version', async () => {
    const [first] = await productsOnSale();
    const publishedKeys = await storefront<SearchKey[]>('search-keys', 'en');
    const saved = await save('search-keys', 'en', { keys: [{ keyword: '#Draft', query: 'draft', btnColor: '#1a5fd0', textColor: 'white' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await api.app.inject({ url: '/content/api/search-keys?locale=en&version=draft', headers: content });
    expect(draft.json()).toEqual([{ keyword: '#Draft', query: 'draft', btnColor: '#1a5fd0', textColor: 'white' }]);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const visitors = await api.app.inject({ url: '/content/api/search-keys?locale=en', headers: content });
    expect(visitors.json()).toEqual(publishedKeys);
    expect(visitors.headers['cache-control']).toMatch(/^public/);

    // A featured product saved but never published: visitors get 404, the preview shows it priced.
    await save('featured-product', 'en', { productSlug: first!.slug, title: 'Draft pick', subtitle: '' });
    const preview = await api.app.inject({ url: '/content/api/featured-product?locale=en&version=draft', headers: content });
    expect(preview.json<FeaturedProduct>()).toMatchObject({ title: 'Draft pick', url: `/product/${first!.slug}` });
    expect((await api.app.inject({ url: '/content/api/featured-product?locale=en', headers: content })).statusCode).toBe(404);

    const markdown = await api.app.inject({ method: 'PUT', url: `${STORE}/admin/content/newsletter/fr`, headers: admin, payload: { title: 'Brouillon', markdown: 'Texte **brouillon**' } });
    expect(markdown.statusCode, markdown.body).toBe(200);
    expect((await api.app.inject({ url: '/content/api/entries/newsletter?locale=fr&version=draft', headers: content })).json()).toMatchObject({ title: 'Brouillon', markdown: 'Texte **brouillon**' });
    expect((await api.app.inject({ url: '/content/api/entries/newsletter?locale=fr', headers: content })).json<{ title: string }>().title).not.toBe('Brouillon');
    expectProblem(await api.app.inject({ url: '/content/api/slides?locale=fr&version=latest', headers: content }), 400, 'request/invalid');
  });
});

describe('who may change structured content', () => {
  it('refuses a buyer (403, in the audit log) and stores nothing', async () => {
    expectProblem(await save('socials', 'fr', { socials: [] }, buyer), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ url: `${BLOCKS}/socials`, headers: buyer }), 403, 'auth/forbidden');
    expect((await failures('socials')).some((entry) => entry.outcome === 'DENIED' && entry.actorLogin === 'buyer')).toBe(true);
    expect((await storefront<Social[]>('socials', 'fr')).length).toBeGreaterThan(2);
  });
});
