import type { AuditEntry } from '@store/contracts/admin';
import type { AdminCategory, AdminSubCategory } from '@store/contracts/admin-catalogue';
import type { Category, Specification } from '@store/contracts/catalog';
import type { SearchResult } from '@store/contracts/search';
import { editableBody, type SellerProduct, type SellerProductRow } from '@store/contracts/seller-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, operatorsAndShoppers, STORE } from '../../test-support/http.ts';
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

const BASE = `${STORE}/admin/catalogue`;

const tree = async (headers = admin) => {
  const response = await api.app.inject({ url: BASE, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCategory[]>();
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  api.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const publicCategories = async (lang: string) => (await api.app.inject({ url: `${STORE}/categories?lang=${lang}` })).json<Category[]>();
const timeline = async (type: string, id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/${type}/${id}?size=50`, headers: admin })).json<AuditEntry[]>();
const subCategories = (categories: AdminCategory[]) => categories.flatMap((category) => category.subCategories);
const findSub = (categories: AdminCategory[], id: number) => subCategories(categories).find((sub) => sub.id === id);

/** Adds a sub-category to the first category and answers it as the tree shows it. */
async function addSubCategory(nameFr: string, nameEn: string): Promise<AdminSubCategory> {
  const [first] = await tree();
  const response = await send('POST', `/categories/${first!.id}/sub-categories`, { nameFr, nameEn });
  expect(response.statusCode, response.body).toBe(201);
  const added = subCategories(response.json<AdminCategory[]>()).find((sub) => sub.nameFr === nameFr);
  if (!added) throw new Error('sub-category not added');
  return added;
}

/** A live listing of the seller's with its full body. */
async function sellerListing(index: number) {
  const rows = (await api.app.inject({ url: `${STORE}/products/of-user?status=published&size=20`, headers: seller })).json<SellerProductRow[]>();
  const row = rows.filter((candidate) => candidate.live)[index];
  if (!row) throw new Error('the seller has too few live listings');
  return (await api.app.inject({ url: `${STORE}/products/of-user/by-slug/${row.slug}`, headers: seller })).json<SellerProduct>();
}

describe('reading the catalogue structure', () => {
  it('shows administrators and managers every category with both names and the products using each', async () => {
    const categories = await tree(manager);
    expect(categories).toHaveLength(12);
    const [computers] = categories;
    expect(computers?.nameFr).toMatch(/ordinateur/i);
    expect(computers?.nameEn).toMatch(/computer/i);
    expect(computers?.productCount).toBeGreaterThan(0);
    const specs = subCategories(categories).flatMap((sub) => sub.specifications);
    expect(specs.some((spec) => spec.type === 'choice' && spec.allowedValues.length > 0)).toBe(true);
    expect(specs.some((spec) => spec.type === 'number' && spec.unit !== null)).toBe(true);
    expect(specs.every((spec) => spec.filterable)).toBe(true);
  });

  it('refuses buyers and sellers (403) and guests (401)', async () => {
    for (const headers of [buyer, seller]) expectProblem(await api.app.inject({ url: BASE, headers }), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ url: BASE }), 401);
  });
});

describe('changing the catalogue structure', () => {
  it('adds a sub-category and its specification in both languages, seen at once by the storefront and the audit log', async () => {
    const before = catalogueChanges;
    const sub = await addSubCategory('Claviers mécaniques', 'Mechanical keyboards');
    expect(sub.slug).toBe('claviers-mecaniques');
    expect(sub.keyword).toBe('Mechanical keyboards');
    const added = await send('POST', `/sub-categories/${sub.id}/specifications`, { nameFr: 'Disposition', nameEn: 'Layout', type: 'choice', allowedValues: ['AZERTY', 'QWERTY'], required: true, filterable: true });
    expect(added.statusCode, added.body).toBe(201);
    const spec = findSub(added.json<AdminCategory[]>(), sub.id)?.specifications[0];
    expect(spec).toMatchObject({ code: 'layout', type: 'choice', allowedValues: ['AZERTY', 'QWERTY'], required: true, productCount: 0 });
    expect(catalogueChanges).toBe(before + 2);

    expect((await publicCategories('fr'))[0]?.subCategories.map((entry) => entry.name)).toContain('Claviers mécaniques');
    expect((await publicCategories('en'))[0]?.subCategories.map((entry) => entry.name)).toContain('Mechanical keyboards');
    const specs = (await api.app.inject({ url: `${STORE}/specifications/by-sub-category-id/${sub.id}?lang=en` })).json<Specification[]>();
    expect(specs).toEqual([expect.objectContaining({ code: 'layout', name: 'Layout', required: true, allowedValues: ['AZERTY', 'QWERTY'] })]);

    const [created] = await timeline('sub-category', sub.id);
    expect(created).toMatchObject({ action: 'sub-category.create', outcome: 'SUCCESS', actorLogin: 'admin', after: expect.objectContaining({ nameFr: 'Claviers mécaniques', nameEn: 'Mechanical keyboards' }) });
  });

  it('renames without changing the slug, and search finds the products by their sub-category’s new name', async () => {
    const listing = await sellerListing(0);
    const sub = findSub(await tree(), listing.subCategoryId)!;
    const renamed = await send('PUT', `/sub-categories/${sub.id}`, { nameFr: `${sub.nameFr} zorblax`, nameEn: `${sub.nameEn} zorblax` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(findSub(renamed.json<AdminCategory[]>(), sub.id)).toMatchObject({ slug: sub.slug, nameFr: `${sub.nameFr} zorblax` });
    const found = (await api.app.inject({ url: `${STORE}/products/search?q=zorblax&size=100` })).json<SearchResult>();
    expect(found.items.map((item) => item.slug)).toContain(listing.slug);
    const [entry] = await timeline('sub-category', sub.id);
    expect(entry).toMatchObject({ action: 'sub-category.update', before: { nameFr: sub.nameFr, nameEn: sub.nameEn }, after: { nameFr: `${sub.nameFr} zorblax`, nameEn: `${sub.nameEn} zorblax` } });
  });

  it('moves a category one place down the menu', async () => {
    const [first, second] = await publicCategories('en');
    const moved = await send('POST', `/categories/${first!.id}/move`, { direction: 'down' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await publicCategories('en')).slice(0, 2).map((category) => category.id)).toEqual([second!.id, first!.id]);
    expect((await send('POST', `/categories/${first!.id}/move`, { direction: 'up' })).statusCode).toBe(200);
    expect((await publicCategories('en'))[0]?.id).toBe(first!.id);
  });

  it('deletes an empty sub-category with its specifications', async () => {
    const sub = await addSubCategory('Éphémère', 'Short-lived');
    expect((await send('POST', `/sub-categories/${sub.id}/specifications`, { nameFr: 'Couleur', nameEn: 'Colour', type: 'text' })).statusCode).toBe(201);
    const deleted = await send('DELETE', `/sub-categories/${sub.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(findSub(deleted.json<AdminCategory[]>(), sub.id)).toBeUndefined();
    expect((await timeline('sub-category', sub.id))[0]).toMatchObject({ action: 'sub-category.delete', before: expect.objectContaining({ nameEn: 'Short-lived' }) });
  });
});

describe('rules that protect existing products', () => {
  it('refuses deleting a category or sub-category that products use (409 with the count), changing nothing', async () => {
    const before = await tree();
    const used = before.find((category) => category.productCount > 0)!;
    const usedSub = used.subCategories.find((sub) => sub.productCount > 0)!;
    const refusedCategory = expectProblem(await send('DELETE', `/categories/${used.id}`), 409, 'catalogue/category-in-use');
    expect(refusedCategory.detail).toContain(String(used.productCount));
    const refusedSub = expectProblem(await send('DELETE', `/sub-categories/${usedSub.id}`), 409, 'catalogue/sub-category-in-use');
    expect(refusedSub.detail).toContain(String(usedSub.productCount));
    expect(await tree()).toEqual(before);
    expect((await timeline('category', used.id))[0]).toMatchObject({ action: 'category.delete', outcome: 'DENIED', after: { code: 'catalogue/category-in-use', productCount: used.productCount } });
    expect((await timeline('sub-category', usedSub.id))[0]).toMatchObject({ action: 'sub-category.delete', outcome: 'DENIED' });
  });

  it('refuses removing an allowed value or a specification that products give, but lets values be added', async () => {
    const categories = await tree();
    const spec = subCategories(categories)
      .flatMap((sub) => sub.specifications)
      .find((candidate) => candidate.type === 'choice' && candidate.productCount > 0)!;
    const body = { nameFr: spec.nameFr, nameEn: spec.nameEn, unit: null, required: spec.required, filterable: spec.filterable };
    const refused = expectProblem(await send('PUT', `/specifications/${spec.id}`, { ...body, allowedValues: [spec.allowedValues[0]] }), 409, 'catalogue/value-in-use');
    expect(refused.detail).toMatch(/\d+ products/);
    expectProblem(await send('DELETE', `/specifications/${spec.id}`), 409, 'catalogue/specification-in-use');
    expect(await tree()).toEqual(categories);
    const widened = await send('PUT', `/specifications/${spec.id}`, { ...body, allowedValues: [...spec.allowedValues, 'Autre'] });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await timeline('specification', spec.id))[0]).toMatchObject({ action: 'specification.update', before: { allowedValues: spec.allowedValues }, after: { allowedValues: [...spec.allowedValues, 'Autre'] } });
  });

  it('keeps live listings on sale when a specification becomes required; the rule applies at their next save', async () => {
    const listing = await sellerListing(1);
    const added = await send('POST', `/sub-categories/${listing.subCategoryId}/specifications`, { nameFr: 'Garantie', nameEn: 'Warranty', type: 'number', unit: 'mois', required: false });
    expect(added.statusCode, added.body).toBe(201);
    const spec = findSub(added.json<AdminCategory[]>(), listing.subCategoryId)!.specifications.find((candidate) => candidate.nameEn === 'Warranty')!;
    expect(spec).toMatchObject({ type: 'number', unit: 'mois' });
    const required = await send('PUT', `/specifications/${spec.id}`, { nameFr: 'Garantie', nameEn: 'Warranty', unit: 'mois', required: true, filterable: true });
    expect(required.statusCode, required.body).toBe(200);
    expect((await api.app.inject({ url: `${STORE}/products/search/details/by-slug/${listing.slug}` })).statusCode).toBe(200);

    const save = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...editableBody(listing), published: true } });
    const problem = expectProblem(save, 400);
    expect(problem.errors).toContainEqual({ path: `body.specificationValues.${spec.code}`, message: 'product/specification-required' });
    const fixed = await api.app.inject({ method: 'PUT', url: `${STORE}/products`, headers: seller, payload: { ...editableBody(listing), specificationValues: { ...listing.specificationValues, [spec.code]: '12' }, published: true } });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('leaves a specification made not filterable out of the search filters', async () => {
    const categories = await tree();
    const sub = subCategories(categories).find((candidate) => candidate.specifications.some((spec) => spec.type === 'choice' && spec.productCount > 0))!;
    const spec = sub.specifications.find((candidate) => candidate.type === 'choice' && candidate.productCount > 0)!;
    const facetCodes = async () => (await api.app.inject({ url: `${STORE}/products/search?subCategory=${sub.slug}` })).json<SearchResult>().facets.specifications.map((facet) => facet.code);
    expect(await facetCodes()).toContain(spec.code);
    const changed = await send('PUT', `/specifications/${spec.id}`, { nameFr: spec.nameFr, nameEn: spec.nameEn, unit: null, allowedValues: spec.allowedValues, required: spec.required, filterable: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await facetCodes()).not.toContain(spec.code);
  });
});

describe('roles and bad input', () => {
  it('refuses a manager’s changes (403, in the audit log) and changes nothing', async () => {
    const before = await tree();
    const [category] = before;
    const sub = category!.subCategories[0]!;
    const spec = sub.specifications[0]!;
    const calls = [
      send('POST', '/categories', { nameFr: 'Drones', nameEn: 'Drones' }, manager),
      send('PUT', `/categories/${category!.id}`, { nameFr: 'X', nameEn: 'X' }, manager),
      send('DELETE', `/categories/${category!.id}`, undefined, manager),
      send('POST', `/categories/${category!.id}/move`, { direction: 'down' }, manager),
      send('POST', `/categories/${category!.id}/sub-categories`, { nameFr: 'X', nameEn: 'X' }, manager),
      send('PUT', `/sub-categories/${sub.id}`, { nameFr: 'X', nameEn: 'X' }, manager),
      send('DELETE', `/sub-categories/${sub.id}`, undefined, manager),
      send('POST', `/sub-categories/${sub.id}/specifications`, { nameFr: 'X', nameEn: 'X', type: 'text' }, manager),
      send('PUT', `/specifications/${spec.id}`, { nameFr: 'X', nameEn: 'X' }, manager),
      send('DELETE', `/specifications/${spec.id}`, undefined, manager),
      send('POST', '/categories', { nameFr: 'Drones', nameEn: 'Drones' }, buyer),
      send('DELETE', `/sub-categories/${sub.id}`, undefined, seller),
    ];
    for (const response of await Promise.all(calls)) expectProblem(response, 403, 'auth/forbidden');
    expect(await tree()).toEqual(before);
    expect((await timeline('category', category!.id))[0]).toMatchObject({ outcome: 'DENIED', actorLogin: 'manager' });
  });

  it('answers 400 with a field code for names, values and units that do not fit, storing nothing', async () => {
    const before = await tree();
    const [category] = before;
    const sub = category!.subCategories[0]!;
    const long = 'x'.repeat(81);
    const names = [{ nameFr: '', nameEn: 'Drones' }, { nameFr: 'Drones', nameEn: '   ' }, { nameFr: 'Drones' }, { nameFr: long, nameEn: 'Drones' }, { nameFr: 'Drones', nameEn: 42 }];
    for (const body of names) {
      const problem = expectProblem(await send('POST', '/categories', body), 400, 'request/invalid');
      expect(problem.errors?.map((issue) => issue.message)).toContain('catalogue/name-invalid');
    }
    expectProblem(await send('PUT', `/sub-categories/${sub.id}`, { nameFr: long, nameEn: 'x' }), 400, 'request/invalid');
    const specs: [Record<string, unknown>, string][] = [
      [{ type: 'choice', allowedValues: [] }, 'catalogue/allowed-values-invalid'],
      [{ type: 'choice', allowedValues: ['A', 'A'] }, 'catalogue/allowed-values-invalid'],
      [{ type: 'choice', allowedValues: ['y'.repeat(61)] }, 'catalogue/allowed-values-invalid'],
      [{ type: 'text', allowedValues: ['A'] }, 'catalogue/allowed-values-invalid'],
      [{ type: 'number' }, 'catalogue/unit-invalid'],
      [{ type: 'text', unit: 'GB' }, 'catalogue/unit-invalid'],
      [{ type: 'number', unit: 'z'.repeat(21) }, 'catalogue/unit-invalid'],
    ];
    for (const [body, code] of specs) {
      const problem = expectProblem(await send('POST', `/sub-categories/${sub.id}/specifications`, { nameFr: 'Poids', nameEn: 'Weight', ...body }), 400, 'request/invalid');
      expect(problem.errors?.map((issue) => issue.message), JSON.stringify(body)).toContain(code);
    }
    expectProblem(await send('POST', `/sub-categories/${sub.id}/specifications`, { nameFr: 'Poids', nameEn: 'Weight', type: 'colour' }), 400, 'request/invalid');
    expectProblem(await send('POST', `/categories/${category!.id}/move`, { direction: 'sideways' }), 400, 'request/invalid');
    expect(await tree()).toEqual(before);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectProblem(await send('PUT', '/categories/999999', { nameFr: 'A', nameEn: 'A' }), 404, 'resource/not-found');
    expectProblem(await send('DELETE', '/sub-categories/999999'), 404, 'resource/not-found');
    expectProblem(await send('POST', '/sub-categories/999999/specifications', { nameFr: 'A', nameEn: 'A', type: 'text' }), 404, 'resource/not-found');
    expectProblem(await send('PUT', '/specifications/999999', { nameFr: 'A', nameEn: 'A' }), 404, 'resource/not-found');
    expectProblem(await send('DELETE', '/categories/abc'), 400, 'request/invalid');
  });

  it('gives a new category a free slug that its renames keep', async () => {
    const first = await send('POST', '/categories', { nameFr: 'Drones', nameEn: 'Drones' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await send('POST', '/categories', { nameFr: 'Drones', nameEn: 'Drones and more' });
    const added = second.json<AdminCategory[]>().filter((category) => category.nameFr === 'Drones');
    expect(added.map((category) => category.slug)).toEqual(['drones', 'drones-2']);
    const renamed = await send('PUT', `/categories/${added[1]!.id}`, { nameFr: 'Drones pro', nameEn: 'Pro drones' });
    expect(renamed.json<AdminCategory[]>().find((category) => category.id === added[1]!.id)).toMatchObject({ slug: 'drones-2', nameEn: 'Pro drones' });
    for (const category of added) expect((await send('DELETE', `/categories/${category.id}`)).statusCode).toBe(200);
  });
});
