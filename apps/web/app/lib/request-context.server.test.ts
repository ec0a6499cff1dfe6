// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from './api/client.server.ts';
import type { LanguageByPlace } from './language-by-place.server.ts';
import { failureOf } from './forms.server.ts';
import { forgetPlatformToken } from './platform.server.ts';
import { languageCookie } from './preferences.server.ts';
import { previousUrlCookie, sessionCookie } from './session.server.ts';
import { testContext } from './test-context.server.ts';

const user = { login: 'awa', slug: 'awa-kone', authorities: ['ROLE_USER'], accountType: 'PERSONAL', account: { firstname: 'Awa', lastname: 'Koné' }, email: null, phoneNumber: null, langKey: 'en', currency: 'EUR' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string) => json(status, { type: 'about:blank', title: code, status, code });

/** A fake API that records the paths it was asked for and answers by path. */
function api(answer: (path: string) => Response) {
  const paths: string[] = [];
  const apiFetch: ApiFetch = async (url, init) => {
    const path = new URL(url).pathname;
    paths.push(`${init?.method ?? 'GET'} ${path} ${new Headers(init?.headers).get('authorization') ?? '-'}`);
    return answer(path);
  };
  return { apiFetch, paths };
}

/** The `name=value` part of a Set-Cookie. */
const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';
const signedIn = async (url = 'http://store.test/account/vendor?page=2') => new Request(url, { headers: { cookie: pair(await sessionCookie.serialize('tok')) } });
/** The value a response's cookies give `cookie`, as the next request would read it. */
const valueOf = async (cookies: string[], cookie: typeof sessionCookie) => cookie.parse(cookies.filter((c) => c.startsWith(`${cookie.name}=`)).map(pair).join('; '));

describe('the request context', () => {
  it('loads the signed-in user once per request, however many loaders ask', async () => {
    const { apiFetch, paths } = api(() => json(200, user));
    const context = await testContext(await signedIn(), apiFetch);
    const [first, second] = await Promise.all([context.user(), context.user()]);
    expect(first?.account.firstname).toBe('Awa');
    expect(second).toBe(first);
    expect(paths).toEqual(['GET /store/api/v1/account Bearer tok']);
  });

  it('drops a session token the API no longer accepts, and shows the page as a guest', async () => {
    const { apiFetch } = api(() => problem(401, 'auth/invalid-token'));
    const context = await testContext(await signedIn(), apiFetch);
    expect(await context.user()).toBeNull();
    expect(await context.cookies.setCookieHeaders()).toContainEqual(expect.stringMatching(/^session=;.*Max-Age=0/));
  });

  it('answers a 401 from a call that is not about the account with a sign-in, remembering the page (spec §4)', async () => {
    const { apiFetch } = api(() => problem(401, 'auth/invalid-token'));
    const context = await testContext(await signedIn('http://store.test/account/vendor.data?page=2'), apiFetch);
    const thrown = await context.api.sellerSubOrders({ page: 0, size: 10 }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown instanceof Response && thrown.headers.get('location')).toBe('/account/login?reason=session-ended');
    const cookies = await context.cookies.setCookieHeaders();
    expect(cookies).toContainEqual(expect.stringMatching(/^session=;.*Max-Age=0/));
    expect(await valueOf(cookies, previousUrlCookie)).toBe('/account/vendor?page=2');
  });

  it('lets a guest call fail with its own error: no session, nothing to end', async () => {
    const { apiFetch } = api(() => problem(401, 'auth/required'));
    const context = await testContext(new Request('http://store.test/account/vendor'), apiFetch);
    await expect(context.api.sellerSubOrders({ page: 0, size: 10 })).rejects.toMatchObject({ status: 401 });
    expect(await context.cookies.setCookieHeaders()).not.toContainEqual(expect.stringMatching(/^session=/));
  });

  it('resolves language and currency once: the query wins and is remembered, then the cookie, then Accept-Language', async () => {
    const { apiFetch } = api(() => json(200, []));
    const fromQuery = await testContext(new Request('http://store.test/?lang=en&currency=USD', { headers: { cookie: pair(await languageCookie.serialize('fr')) } }), apiFetch);
    expect([fromQuery.language, fromQuery.currency]).toEqual(['en', 'USD']);
    const cookies = await fromQuery.cookies.setCookieHeaders();
    expect(cookies.filter((cookie) => /^(lang|currency)=/.test(cookie))).toHaveLength(2);
    const fromHeader = await testContext(new Request('http://store.test/', { headers: { 'accept-language': 'en-GB,en;q=0.8' } }), apiFetch);
    expect([fromHeader.language, fromHeader.currency]).toEqual(['en', 'CFA']);
  });

  it('sets no cookie on a first visit that puts nothing in the client session, and keeps one that does', async () => {
    const { apiFetch } = api(() => json(200, []));
    const firstVisit = await testContext(new Request('http://store.test/product/x'), apiFetch);
    expect(await firstVisit.cookies.setCookieHeaders()).toEqual([]);
    const firstSearch = await testContext(new Request('http://store.test/search-product?q=tv'), apiFetch);
    expect(await firstSearch.cookies.setCookieHeaders()).toContainEqual(expect.stringMatching(/^client=/));
    expect(firstSearch.clientSession().searchHistory).toEqual(['tv']);
  });

  it('writes each cookie once, with its last value', async () => {
    const { apiFetch } = api(() => json(200, []));
    const context = await testContext(new Request('http://store.test/'), apiFetch);
    context.updateClientSession({ cartSlug: 'first' });
    context.updateClientSession({ cartSlug: 'second' });
    context.rememberPreferences('en', undefined);
    context.rememberPreferences('fr', undefined);
    const cookies = await context.cookies.setCookieHeaders();
    expect(cookies.filter((cookie) => cookie.startsWith('client='))).toHaveLength(1);
    expect(cookies.filter((cookie) => cookie.startsWith('lang='))).toHaveLength(1);
    expect(await valueOf(cookies, languageCookie)).toBe('fr');
    expect(context.clientSession().cartSlug).toBe('second');
  });

  describe('language by place (spec §4)', () => {
    /** A place lookup over a table of addresses, recording what it was asked. */
    const places = (table: Record<string, string | null>) => {
      const asked: string[] = [];
      const languageByPlace: LanguageByPlace = {
        englishCountries: new Set(['GB', 'NG']),
        bilingualCountries: new Set(['CM']),
        countryOf: async (address) => {
          asked.push(address);
          return table[address];
        },
      };
      return { languageByPlace, asked };
    };
    const from = (address: string, headers: Record<string, string> = {}) => new Request('http://store.test/', { headers: { 'x-forwarded-for': address, ...headers } });

    it("gives a first visit its country's language, and keeps the country in the client session for the next visits", async () => {
      const { apiFetch } = api(() => json(200, []));
      const { languageByPlace, asked } = places({ '41.58.0.1': 'NG', '41.82.1.1': 'SN' });
      const nigeria = await testContext(from('41.58.0.1', { 'accept-language': 'fr-FR' }), apiFetch, { languageByPlace });
      expect(nigeria.language).toBe('en');
      expect(nigeria.clientSession().country).toBe('NG');
      const cookies = await nigeria.cookies.setCookieHeaders();
      expect(cookies.filter((cookie) => /^(lang|currency)=/.test(cookie))).toEqual([]);
      const client = cookies.find((cookie) => cookie.startsWith('client='));
      expect(client).toBeDefined();

      // Next visit, from another address: the remembered country decides, nothing is looked up.
      const again = await testContext(from('41.82.1.1', { cookie: pair(client ?? '') }), apiFetch, { languageByPlace });
      expect(again.language).toBe('en');
      expect(await again.cookies.setCookieHeaders()).toEqual([]);
      expect(asked).toEqual(['41.58.0.1']);

      const senegal = await testContext(from('41.82.1.1', { 'accept-language': 'en-US' }), apiFetch, { languageByPlace });
      expect(senegal.language).toBe('fr');
    });

    it('never looks up a visitor who chose a language, in the address or before', async () => {
      const { apiFetch } = api(() => json(200, []));
      const { languageByPlace, asked } = places({ '41.58.0.1': 'NG' });
      expect((await testContext(new Request('http://store.test/?lang=fr', { headers: { 'x-forwarded-for': '41.58.0.1' } }), apiFetch, { languageByPlace })).language).toBe('fr');
      const stored = await testContext(from('41.58.0.1', { cookie: pair(await languageCookie.serialize('fr')) }), apiFetch, { languageByPlace });
      expect(stored.language).toBe('fr');
      expect(stored.clientSession().country).toBeUndefined();
      expect(asked).toEqual([]);
    });

    it("leaves crawlers and private addresses on the browser's language, and sets no cookie for them", async () => {
      const { apiFetch } = api(() => json(200, []));
      const { languageByPlace, asked } = places({ '41.58.0.1': 'NG' });
      const crawler = await testContext(from('41.58.0.1', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }), apiFetch, { languageByPlace });
      expect(crawler.language).toBe('fr');
      expect(await crawler.cookies.setCookieHeaders()).toEqual([]);
      const office = await testContext(from('192.168.1.20', { 'accept-language': 'en-GB' }), apiFetch, { languageByPlace: { ...languageByPlace, countryOf: async () => undefined } });
      expect(office.language).toBe('en');
      expect(await office.cookies.setCookieHeaders()).toEqual([]);
      expect(asked).toEqual([]);
    });
  });

  describe('alerts (spec §7)', () => {
    const alertHeaders = { 'content-type': 'application/json', 'x-electromarche-app-alert': 'alerts.newsletter.subscribed', 'x-electromarche-app-params': '%2B2250700000002' };
    const subscribed = () => new Response(JSON.stringify({ phoneNumber: '+2250700000002', subscribed: true }), { status: 200, headers: alertHeaders });
    const post = (url: string, cookie?: string) => new Request(url, { method: 'POST', headers: cookie ? { cookie } : {} });
    const alertCookieOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('alert='));

    it("carries a change's success alert to the next page, which shows it once (a form sent by script, or a redirect)", async () => {
      const { apiFetch } = api(subscribed);
      const action = await testContext(post('http://store.test/newsletter.data'), apiFetch);
      await action.api.subscribeNewsletter({ indicator: '+225', telephone: '0700000002' });
      const kept = alertCookieOf(await action.cookies.setCookieHeaders());
      expect(kept).toBeDefined();

      const next = await testContext(new Request('http://store.test/faq', { headers: { cookie: pair(kept ?? '') } }), apiFetch);
      expect(next.pageCacheKey).toBeUndefined();
      expect(next.takeAlerts()).toEqual([{ tone: 'success', key: 'alerts.newsletter.subscribed', param: '+2250700000002' }]);
      expect(next.takeAlerts()).toEqual([]);
      expect(alertCookieOf(await next.cookies.setCookieHeaders())).toMatch(/^alert=;.*Max-Age=0/);
    });

    it('shows the alert on the page that answers a form sent without JavaScript, keeping nothing for later', async () => {
      const { apiFetch } = api(subscribed);
      const context = await testContext(post('http://store.test/newsletter'), apiFetch);
      await context.api.subscribeNewsletter({ indicator: '+225', telephone: '0700000002' });
      expect(context.takeAlerts()).toEqual([{ tone: 'success', key: 'alerts.newsletter.subscribed', param: '+2250700000002' }]);
      expect(alertCookieOf(await context.cookies.setCookieHeaders())).toBeUndefined();
    });

    it('keeps the alerts for the next page when the answer is a redirect after all (a loader sent the form elsewhere)', async () => {
      const { apiFetch } = api(subscribed);
      const context = await testContext(post('http://store.test/newsletter'), apiFetch);
      await context.api.subscribeNewsletter({ indicator: '+225', telephone: '0700000002' });
      expect(context.takeAlerts()).toHaveLength(1);
      const kept = alertCookieOf(await context.cookies.setCookieHeaders({ redirect: true }));
      const next = await testContext(new Request('http://store.test/', { headers: { cookie: pair(kept ?? '') } }), apiFetch);
      expect(next.takeAlerts()).toEqual([{ tone: 'success', key: 'alerts.newsletter.subscribed', param: '+2250700000002' }]);
    });

    it("raises a failed change the page did not show, not one its form showed, and keeps a 401 of the account's calls quiet", async () => {
      const { apiFetch } = api((path) => (path.includes('/account') ? problem(401, 'auth/required') : problem(503, 'server/unavailable')));
      const context = await testContext(post('http://store.test/newsletter', pair(await sessionCookie.serialize('tok'))), apiFetch);
      const shown = await context.api.subscribeNewsletter({ indicator: '+225', telephone: '0700000002' }).catch((error: unknown) => error);
      failureOf(shown);
      await context.api.changePassword({ currentPassword: 'a', newPassword: 'b' }).catch(() => undefined);
      expect(context.takeAlerts()).toEqual([]);
      await context.api.subscribeNewsletter({ indicator: '+225', telephone: '0700000002' }).catch(() => undefined);
      expect(context.takeAlerts()).toEqual([{ tone: 'error', code: 'server/unavailable' }]);
    });

    it('ignores a forged alert cookie', async () => {
      const { apiFetch } = api(() => json(200, []));
      const forged = `alert=${encodeURIComponent(btoa(JSON.stringify([{ tone: 'success', key: 'errors.<b>x</b>' }])))}`;
      const context = await testContext(new Request('http://store.test/', { headers: { cookie: forged } }), apiFetch);
      expect(context.takeAlerts()).toEqual([]);
    });
  });

  describe('the platform token (spec §2)', () => {
    const app = (token: string) => new Request('http://store.test/faq', { headers: { cookie: `platform=${encodeURIComponent(btoa(token))}` } });
    const setting = (value: string) => api((path) => (path.endsWith('/settings/platform') ? json(200, { footerHiddenFor: value }) : problem(404, 'route/not-found')));

    it('hides the footer when the decoded cookie equals the administrator’s value, and keeps app and web pages apart in the page cache', async () => {
      forgetPlatformToken();
      const { apiFetch, paths } = setting('store-app-2');
      const hidden = await testContext(app('store-app-2'), apiFetch);
      expect(hidden.hideFooter).toBe(true);
      expect(hidden.pageCacheKey).toContain(' app ');
      const old = await testContext(app('electromarche-app'), apiFetch);
      expect(old.hideFooter).toBe(false);
      expect(old.pageCacheKey).toContain(' web ');
      // Read once for both requests; a request without the cookie never asks.
      expect(await testContext(new Request('http://store.test/faq'), apiFetch)).toMatchObject({ hideFooter: false });
      expect(paths.filter((path) => path.includes('/settings/platform'))).toHaveLength(1);
      forgetPlatformToken();
    });

    it('keeps today’s value while the API cannot say', async () => {
      forgetPlatformToken();
      const { apiFetch } = api(() => problem(503, 'server/unavailable'));
      expect((await testContext(app('electromarche-app'), apiFetch)).hideFooter).toBe(true);
      expect((await testContext(app('store-app-2'), apiFetch)).hideFooter).toBe(false);
      forgetPlatformToken();
    });
  });
});
