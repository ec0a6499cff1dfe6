import type { AuditEntry } from '@store/contracts/admin';
import type { SearchSynonym } from '@store/contracts/admin-synonyms';
import type { SearchResult, Suggestions } from '@store/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, operatorsAndShoppers, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;
let seller: Record<string, string>;
let buyer: Record<string, string>;
let pageCacheEmptied = 0;

beforeAll(async () => {
  api = await createTestApi({ onCatalogueChange: () => (pageCacheEmptied += 1) });
  ({ admin, manager, seller, buyer } = await operatorsAndShoppers(api));
});
afterAll(() => api.close());

const BASE = `${STORE}/admin/search/synonyms`;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  api.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const list = async (query: string, headers = admin) => {
  const response = await api.app.inject({ url: `${BASE}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json<SearchSynonym[]>(), total: Number(response.headers['x-total-count']) };
};
const search = async (q: string, extra = '') => (await api.app.inject({ url: `${STORE}/products/search?q=${encodeURIComponent(q)}&size=24${extra}` })).json<SearchResult>();
const popup = async (q: string) => (await api.app.inject({ url: `${STORE}/products/search/suggestions?q=${encodeURIComponent(q)}&lang=fr` })).json<Suggestions>();
const audit = async (query: string) => (await api.app.inject({ url: `${STORE}/admin/audit?entityType=synonym&${query}&size=50`, headers: admin })).json<AuditEntry[]>();
const timeline = async (id: number) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/synonym/${id}?size=50`, headers: admin })).json<AuditEntry[]>();

async function create(body: unknown) {
  const response = await send('POST', '', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SearchSynonym>();
}

describe('reading the synonyms', () => {
  it('lists the seeded vocabulary to administrators and managers, filtered by a word in the phrase or its synonyms, accents ignored', async () => {
    const { items, total } = await list('query=T%C3%A9l%C3%A9', manager);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(items.map((item) => item.phrase)).toEqual(expect.arrayContaining(['tele', 'televiseur', 'tv', 'smart tv']));
    expect(items.find((item) => item.phrase === 'tv')?.synonyms).toEqual(['tele', 'televiseur', 'television']);
    const cheap = (await list('query=pas+cher')).items.find((item) => item.phrase === 'pas cher');
    expect(cheap).toMatchObject({ synonyms: [], sort: 'price,asc' });
  });

  it('pages the list with X-Total-Count and Link', async () => {
    const response = await api.app.inject({ url: `${BASE}?size=5&page=1`, headers: admin });
    expect(response.json<SearchSynonym[]>()).toHaveLength(5);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(40);
    expect(response.headers.link).toContain('rel="next"');
    const first = (await list('size=5')).items;
    expect(first[4]!.phrase < response.json<SearchSynonym[]>()[0]!.phrase).toBe(true);
  });

  it('refuses buyers and sellers (403, in the audit log) and guests (401)', async () => {
    for (const headers of [buyer, seller]) expectProblem(await api.app.inject({ url: BASE, headers }), 403, 'auth/forbidden');
    expectProblem(await api.app.inject({ url: BASE }), 401);
  });
});

describe('changing the synonyms', () => {
  it('a new synonym makes a search that found nothing find the product at once, and its deletion stops it', async () => {
    const headset = (await search('casque')).items[0];
    expect(headset).toBeDefined();
    expect((await search('zorblax')).total).toBe(0);
    const emptied = pageCacheEmptied;

    const added = await create({ phrase: '  Zorblax ', synonyms: ['Casque'] });
    expect(added).toMatchObject({ phrase: 'zorblax', synonyms: ['casque'], sort: null });
    expect(pageCacheEmptied).toBe(emptied + 1);
    const found = await search('zorblax');
    expect(found.items.map((item) => item.slug)).toContain(headset!.slug);
    expect(found.correctedQuery).toBeNull();
    expect((await popup('zorblax')).products.length).toBeGreaterThan(0);

    const deleted = await send('DELETE', `/${added.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await search('zorblax')).total).toBe(0);
    expect((await popup('zorblax')).products).toEqual([]);
    expectProblem(await api.app.inject({ url: `${BASE}/${added.id}`, headers: admin }), 404, 'resource/not-found');

    const history = await timeline(added.id);
    expect(history.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['synonym.delete', 'SUCCESS'],
      ['synonym.create', 'SUCCESS'],
    ]);
    expect(history[1]).toMatchObject({ actorLogin: 'admin', after: { phrase: 'zorblax', synonyms: ['casque'], sort: null } });
    expect(history[0]).toMatchObject({ before: { phrase: 'zorblax', synonyms: ['casque'] } });
  });

  it('sees a row written by another process (straight into the table) at the next search', async () => {
    expect((await search('machinor')).total).toBe(0);
    await api.database.db.execute(sql`insert into search_synonyms (phrase, synonyms) values ('machinor', array['casque'])`);
    expect((await search('machinor')).total).toBeGreaterThan(0);
    await api.database.db.execute(sql`delete from search_synonyms where phrase = 'machinor'`);
    expect((await search('machinor')).total).toBe(0);
  });

  it('changes a row: the new words are searched at once, the old ones no longer', async () => {
    const added = await create({ phrase: 'bidulor', synonyms: ['casque'] });
    expect((await search('bidulor')).total).toBeGreaterThan(0);
    const changed = await send('PUT', `/${added.id}`, { phrase: 'Trucmuchor', synonyms: ['casque', 'headphones'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<SearchSynonym>()).toMatchObject({ id: added.id, phrase: 'trucmuchor', synonyms: ['casque', 'headphones'] });
    expect((await search('bidulor')).total).toBe(0);
    expect((await search('trucmuchor')).total).toBeGreaterThan(0);
    expect((await timeline(added.id))[0]).toMatchObject({ action: 'synonym.update', before: { phrase: 'bidulor', synonyms: ['casque'] }, after: { phrase: 'trucmuchor', synonyms: ['casque', 'headphones'] } });
  });

  it('a phrase that asks for an order sorts the words around it by price', async () => {
    const before = await search('casque economiquor');
    expect(before.relaxedQuery).toBe('casque');
    await create({ phrase: 'économiquor', sort: 'price,asc' });
    const after = await search('casque economiquor');
    expect(after.relaxedQuery).toBeNull();
    expect(after.sort).toBe('price,asc');
    expect(after.total).toBe((await search('casque')).total);
    const prices = after.items.map((item) => item.defaultCurrencyPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses bad groups with 400 and a code per field, stores nothing and writes the attempt to the audit log', async () => {
    const cases: [unknown, string, string][] = [
      [{ phrase: ' !! ', synonyms: ['casque'] }, 'body.phrase', 'synonyms/phrase-required'],
      [{ phrase: 'un deux trois quatre', synonyms: ['casque'] }, 'body.phrase', 'synonyms/too-many-words'],
      [{ phrase: 'x'.repeat(41), synonyms: ['casque'] }, 'body.phrase', 'synonyms/too-long'],
      [{ phrase: 'vide' }, 'body.synonyms', 'synonyms/empty'],
      [{ phrase: 'double', synonyms: ['Télé', 'tele'] }, 'body.synonyms', 'synonyms/duplicate'],
      [{ phrase: 'tout seul', synonyms: ['Tout  Seul'] }, 'body.synonyms', 'synonyms/group-of-one'],
      [{ phrase: 'beaucoup', synonyms: Array.from({ length: 21 }, (_, at) => `mot${at}`) }, 'body.synonyms', 'synonyms/too-many'],
      [{ phrase: 'melange', synonyms: ['casque'], sort: 'price,asc' }, 'body.sort', 'synonyms/sort-with-synonyms'],
      [{ phrase: 'ordre', sort: 'name,asc' }, 'body.sort', 'synonyms/sort-invalid'],
    ];
    const { total } = await list('');
    for (const [body, path, code] of cases) {
      const problem = expectProblem(await send('POST', '', body), 400, 'request/invalid');
      expect(problem.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, message: code }));
    }
    expect((await list('')).total).toBe(total);
    const failed = await audit('action=synonym.create&outcome=FAILED');
    expect(failed.length).toBeGreaterThanOrEqual(cases.length);
    expect(failed[0]).toMatchObject({ actorLogin: 'admin', after: { issues: [{ path: 'body.sort', code: 'synonyms/sort-invalid' }] } });
  });

  it('refuses a phrase another row holds (409), when adding and when renaming, and keeps both rows as they were', async () => {
    expectProblem(await send('POST', '', { phrase: 'TV', synonyms: ['ecran'] }), 409, 'synonyms/phrase-taken');
    const other = await create({ phrase: 'ecranor', synonyms: ['tv'] });
    expectProblem(await send('PUT', `/${other.id}`, { phrase: 'Télé', synonyms: ['tv'] }), 409, 'synonyms/phrase-taken');
    expect((await list('query=ecranor')).items).toEqual([expect.objectContaining({ phrase: 'ecranor', synonyms: ['tv'] })]);
    expect((await list('query=tv')).items.find((item) => item.phrase === 'tv')?.synonyms).toEqual(['tele', 'televiseur', 'television']);
    expect((await timeline(other.id))[0]).toMatchObject({ action: 'synonym.update', outcome: 'FAILED', after: { code: 'synonyms/phrase-taken', phrase: 'tele' } });
    expectProblem(await send('PUT', '/999999', { phrase: 'nouveau', synonyms: ['tv'] }), 404);
  });

  it('lets managers read but not change (403, in the audit log), and buyers neither', async () => {
    const [tv] = (await list('query=televiseur', manager)).items.filter((item) => item.phrase === 'tv');
    expectProblem(await send('POST', '', { phrase: 'gerant', synonyms: ['tv'] }, manager), 403, 'auth/forbidden');
    expectProblem(await send('PUT', `/${tv!.id}`, { phrase: 'tv', synonyms: ['ecran'] }, manager), 403, 'auth/forbidden');
    expectProblem(await send('DELETE', `/${tv!.id}`, undefined, manager), 403, 'auth/forbidden');
    expectProblem(await send('DELETE', `/${tv!.id}`, undefined, buyer), 403, 'auth/forbidden');
    expect((await list('query=gerant')).total).toBe(0);
    expect((await search('television')).total).toBeGreaterThan(0);
    const denied = await audit('outcome=DENIED');
    expect(denied.filter((entry) => entry.actorLogin === 'manager').map((entry) => entry.action)).toEqual(expect.arrayContaining(['synonym.create', 'synonym.update', 'synonym.delete']));
    expect((await timeline(tv!.id)).map((entry) => [entry.actorLogin, entry.action, entry.outcome])).toEqual([
      ['buyer', 'synonym.delete', 'DENIED'],
      ['manager', 'synonym.delete', 'DENIED'],
      ['manager', 'synonym.update', 'DENIED'],
    ]);
  });
});
