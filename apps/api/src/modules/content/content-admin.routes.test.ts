import type { AuditEntry } from '@store/contracts/admin';
import type { AdminContentItem, AdminContentSummary } from '@store/contracts/admin-content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, operatorsAndShoppers, STORE } from '../../test-support/http.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/*
 * Issue #15 item 5 (decision 79): markdown content edited per language as drafts, published
 * one language at a time, with versions and restore; unsafe markdown and anyone but an
 * administrator are refused with nothing stored, and every step is in the audit log.
 */

let api: TestApi;
let admin: Record<string, string>;
let manager: Record<string, string>;
let seller: Record<string, string>;
let buyer: Record<string, string>;
let content: Record<string, string>;
let pageCacheEmptied = 0;

beforeAll(async () => {
  api = await createTestApi({ onCatalogueChange: () => (pageCacheEmptied += 1) });
  ({ admin, manager, seller, buyer } = await operatorsAndShoppers(api));
  content = { authorization: `Bearer ${api.config.CONTENT_API_TOKEN}` };
});
afterAll(() => api.close());

const BASE = `${STORE}/admin/content`;
const item = async (key: string, headers = admin) => {
  const response = await api.app.inject({ url: `${BASE}/${key}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminContentItem>();
};
const save = (key: string, locale: string, payload: unknown, headers = admin) => api.app.inject({ method: 'PUT', url: `${BASE}/${key}/${locale}`, headers, payload: payload as Record<string, unknown> });
const post = (key: string, locale: string, verb: 'publish' | 'restore', versionId: unknown, headers = admin) =>
  api.app.inject({ method: 'POST', url: `${BASE}/${key}/${locale}/${verb}`, headers, payload: { versionId } });
const storefront = async (key: string, locale: string) => api.app.inject({ url: `/content/api/entries/${key}?locale=${locale}`, headers: content });
const storefrontText = async (key: string, locale: string) => (await storefront(key, locale)).json<{ title: string; markdown: string }>();
const timeline = async (key: string) => (await api.app.inject({ url: `${STORE}/admin/audit/entities/content/${key}?size=100`, headers: admin })).json<AuditEntry[]>();

describe('reading content as an operator', () => {
  it('lists every item with both languages published after the seed, for administrators and managers', async () => {
    for (const headers of [admin, manager]) {
      const response = await api.app.inject({ url: BASE, headers });
      expect(response.statusCode).toBe(200);
      const summaries = response.json<AdminContentSummary[]>();
      const published = ['faq', 'cgu', 'privacy', 'attention', 'newsletter', 'slides', 'search-keys', 'socials'];
      expect(summaries.map((summary) => summary.key)).toEqual([...published, 'featured-product', 'category-showcase']);
      for (const summary of summaries) {
        // Nothing was ever chosen for the featured product and the showcase (the showcase computes its own).
        const status = published.includes(summary.key) ? 'published' : 'missing';
        expect(summary, summary.key).toMatchObject({ fr: status, en: status });
      }
    }
    const cgu = await item('cgu', manager);
    expect(cgu.fr.draft?.title).toBe((await storefrontText('cgu', 'fr')).title);
    expect(cgu.en.published?.markdown).toBe((await storefrontText('cgu', 'en')).markdown);
  });

  it('refuses buyers and sellers (403, in the audit log) and guests (401)', async () => {
    for (const headers of [buyer, seller]) {
      expectProblem(await api.app.inject({ url: BASE, headers }), 403, 'auth/forbidden');
      expectProblem(await save('privacy', 'fr', { title: 'Pirate', markdown: 'Pirate' }, headers), 403, 'auth/forbidden');
      expectProblem(await post('privacy', 'fr', 'publish', 1, headers), 403, 'auth/forbidden');
    }
    expectProblem(await api.app.inject({ url: BASE }), 401);
    expect((await storefrontText('privacy', 'fr')).title).not.toBe('Pirate');
    const refusals = (await timeline('privacy')).filter((entry) => entry.outcome === 'DENIED');
    expect(refusals.map((entry) => `${entry.actorLogin} ${entry.action}`)).toEqual(expect.arrayContaining(['buyer content.save', 'seller content.save', 'buyer content.publish', 'seller content.publish']));
  });

  it('lets managers read but not change (403, nothing stored)', async () => {
    expectProblem(await save('cgu', 'en', { title: 'Manager', markdown: 'Changed by a manager' }, manager), 403, 'auth/forbidden');
    expect((await item('cgu')).en.status).toBe('published');
    expect((await item('cgu')).en.draft?.title).not.toBe('Manager');
  });
});

describe('drafts, publishing per language, versions', () => {
  it('keeps a saved draft out of the storefront, and publishes French alone', async () => {
    const englishBefore = await storefrontText('faq', 'en');
    const frenchBefore = await storefrontText('faq', 'fr');
    const fr = await save('faq', 'fr', { title: 'Aide', markdown: '## Livraison\nNous livrons en **48 h**. Voir [les conditions](/cgu).' });
    expect(fr.statusCode, fr.body).toBe(200);
    const en = await save('faq', 'en', { title: 'Help', markdown: '## Delivery\nWe deliver within **48 h**.' });
    const saved = en.json<AdminContentItem>();
    expect(saved.fr.status).toBe('changed');
    expect(saved.en.status).toBe('changed');
    expect(saved.fr.draft?.markdown).toContain('48 h');
    expect(saved.fr.published?.title).toBe(frenchBefore.title);
    expect(await storefrontText('faq', 'fr')).toMatchObject(frenchBefore);

    const emptied = pageCacheEmptied;
    const published = await post('faq', 'fr', 'publish', saved.fr.draft?.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AdminContentSummary>()).toEqual({ key: 'faq', fr: 'published', en: 'changed' });
    expect(pageCacheEmptied).toBe(emptied + 1);
    expect(await storefrontText('faq', 'fr')).toMatchObject({ title: 'Aide', markdown: expect.stringContaining('Nous livrons en **48 h**') });
    expect(await storefrontText('faq', 'en')).toMatchObject(englishBefore);

    const actions = (await timeline('faq')).filter((entry) => entry.outcome === 'SUCCESS').map((entry) => `${entry.actorLogin} ${entry.action} ${(entry.after as { locale: string }).locale}`);
    expect(actions.slice(0, 3)).toEqual(['admin content.publish fr', 'admin content.save en', 'admin content.save fr']);
  });

  it('refuses publishing a draft other than the one shown, or one already published', async () => {
    const shown = await item('cgu');
    await save('cgu', 'fr', { title: 'CGU v2', markdown: 'Nouvelle version.' });
    expectProblem(await post('cgu', 'fr', 'publish', shown.fr.draft?.id), 409, 'content/draft-changed');
    expectProblem(await post('cgu', 'en', 'publish', shown.en.draft?.id), 409, 'content/already-published');
    expect((await storefrontText('cgu', 'fr')).title).toBe(shown.fr.published?.title);
    const refusals = (await timeline('cgu')).filter((entry) => entry.outcome === 'DENIED').map((entry) => (entry.after as { code: string }).code);
    expect(refusals).toEqual(expect.arrayContaining(['content/draft-changed', 'content/already-published']));
  });

  it('restores an old version as a new draft that names it, and publishing shows it again', async () => {
    const original = (await item('attention')).en.published;
    await save('attention', 'en', { title: 'Careful', markdown: 'Temporary warning.' });
    const changed = (await item('attention')).en.draft;
    expect(changed?.title).toBe('Careful');
    await post('attention', 'en', 'publish', changed?.id);
    expect((await storefrontText('attention', 'en')).title).toBe('Careful');

    const restored = await post('attention', 'en', 'restore', original?.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminContentSummary>().en).toBe('changed');
    const after = await item('attention');
    expect(after.en.draft).toMatchObject({ title: original?.title, markdown: original?.markdown, restoredFrom: original?.id });
    expect(after.en.draft?.id).not.toBe(original?.id);
    expect(after.en.status).toBe('changed');
    expect(after.history.map((version) => version.id)).toEqual(expect.arrayContaining([original?.id, changed?.id, after.en.draft?.id]));
    expect((await storefrontText('attention', 'en')).title).toBe('Careful');
    await post('attention', 'en', 'publish', after.en.draft?.id);
    expect((await storefrontText('attention', 'en')).title).toBe(original?.title);

    const otherLanguage = (await item('attention')).fr.published?.id;
    expectProblem(await post('attention', 'en', 'restore', otherLanguage), 404, 'content/version-unknown');
    expect((await timeline('attention')).map((entry) => entry.action)).toEqual(expect.arrayContaining(['content.restore', 'content.publish', 'content.save']));
  });
});

describe('what is refused, with nothing stored', () => {
  const unsafe = [
    'Bonjour <script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Cliquez [ici](javascript:alert(1))',
    'Cliquez [ici](JavaScript:alert(1))',
    '![image](data:text/html;base64,PHNjcmlwdD4=)',
    'Voir [ailleurs](//evil.example)',
    'Voir [ailleurs](/&#47;evil.example)',
    '[ici][1]\n\n[1]: javascript:alert(1)',
    '<javascript:alert(1)>',
    'Un <!-- commentaire --> caché',
  ];

  it('refuses markdown with raw HTML or links that are not http(s), mailto, tel, store paths or anchors (400 content/markdown-unsafe, in the audit log)', async () => {
    const before = await item('privacy');
    for (const markdown of unsafe) {
      const problem = expectProblem(await save('privacy', 'fr', { title: 'Confidentialité', markdown }), 400, 'content/markdown-unsafe');
      expect(problem.errors?.[0]?.path, markdown).toBe('body.markdown');
    }
    const after = await item('privacy');
    expect(after.fr.draft?.id).toBe(before.fr.draft?.id);
    expect(after.history).toHaveLength(before.history.length);
    const failed = (await timeline('privacy')).filter((entry) => entry.outcome === 'FAILED' && entry.action === 'content.save');
    expect(failed.length).toBeGreaterThanOrEqual(unsafe.length);
    expect(failed[0]?.after).toMatchObject({ locale: 'fr', code: 'content/markdown-unsafe' });
  });

  it('accepts links to http(s), mail, phone, store paths and anchors, and autolinks', async () => {
    const markdown = 'Écrivez à [support](mailto:aide@electromarche.ci), appelez le [07 00](tel:+2250700000000), lisez [la FAQ](/faq#livraison), [plus bas](#contact) ou <https://example.com/aide>.';
    const response = await save('privacy', 'fr', { title: 'Confidentialité', markdown });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an empty title, a too long one, an unknown item or language (400, in the audit log)', async () => {
    expectProblem(await save('privacy', 'en', { title: '  ', markdown: 'Text' }), 400, 'request/invalid');
    expectProblem(await save('privacy', 'en', { title: 'x'.repeat(121), markdown: 'Text' }), 400, 'request/invalid');
    expectProblem(await save('privacy', 'en', { title: 'Privacy', markdown: '' }), 400, 'request/invalid');
    expectProblem(await save('unknown', 'en', { title: 'Privacy', markdown: 'Text' }), 400, 'request/invalid');
    expectProblem(await save('privacy', 'de', { title: 'Privacy', markdown: 'Text' }), 400, 'request/invalid');
    const failed = (await timeline('privacy')).filter((entry) => entry.outcome === 'FAILED' && JSON.stringify(entry.after).includes('content/title-invalid'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect((await item('privacy')).en.status).toBe('published');
  });
});

describe('a language never published', () => {
  it('answers 404 in that language and never the other language’s text', async () => {
    // An item added in French only, as a new kind would be (the seed publishes both languages).
    await api.database.db.execute(sql`delete from content_documents where key = 'newsletter' and locale = 'en'`);
    expect((await storefront('newsletter', 'en')).statusCode).toBe(404);
    expect((await storefront('newsletter', 'fr')).statusCode).toBe(200);
    const saved = await save('newsletter', 'en', { title: 'Newsletter', markdown: 'Weekly deals.' });
    expect(saved.json<AdminContentItem>().en).toMatchObject({ status: 'missing', published: null });
    expect((await storefront('newsletter', 'en')).statusCode).toBe(404);
    const summaries = (await api.app.inject({ url: BASE, headers: admin })).json<AdminContentSummary[]>();
    expect(summaries.find((summary) => summary.key === 'newsletter')).toEqual({ key: 'newsletter', fr: 'published', en: 'missing' });
  });
});
