import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #15 item 3, products moderation (decision 73): an administrator, on a phone, unpublishes
 * a listing with a reason; it leaves the storefront's search (cached pages included) and its
 * page; the seller reads the reason in My shop and in a notification, edits the listing, which
 * goes to review; the administrator approves it and it is back.
 */

const phone = { width: 360, height: 740 };
const reason = 'Les photos montrent un autre modèle / The photos show another model';

/** Someone else in their own browser context (own cookies, own address), on a phone. */
async function personIn(browser: Browser, address: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address }, locale, viewport: phone });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  return context.newPage();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('an administrator unpublishes a listing with a reason; it leaves search; the seller reads why, edits it, and it waits for review', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  // The seller's oldest live listing: other tests work on the newest ones.
  const token = ((await (await request.post('/store/api/v1/authenticate', { data: { username: 'admin', password: 'Admin2026!', rememberMe: false } })).json()) as { id_token: string }).id_token;
  const listings = (await (await request.get('/store/api/v1/admin/products?shop=Abidjan%20Digital&status=published&moderation=approved&size=100&lang=fr', { headers: { authorization: `Bearer ${token}` } })).json()) as { slug: string; name: string }[];
  const listing = listings.at(-1);
  if (!listing) throw new Error('the seller has no live listing');

  // A visitor's search shows it (and the page cache keeps that page).
  const visitor = await personIn(browser, '198.19.251.1', 'fr-FR');
  const searchFor = `/search-product?q=${encodeURIComponent(listing.name)}&lang=fr`;
  await visitor.goto(searchFor);
  await expect(visitor.locator(`a[href^="/product/${listing.slug}"]`).first()).toBeVisible();

  // The administrator finds it and unpublishes it, in French.
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/products?lang=fr');
  await page.getByRole('searchbox', { name: 'Nom, marque ou adresse' }).fill(listing.slug);
  await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('1 annonce', { exact: true })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole('link', { name: new RegExp(`^${listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByText('En vente', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dépublier' }).click();
  // Without a reason nothing changes.
  await expect(page.getByText('En vente', { exact: true })).toBeVisible();
  await page.getByLabel('Motif (le vendeur le lit)').fill(reason);
  await page.getByRole('button', { name: 'Dépublier' }).click();
  await expect(page.getByText('Dépubliée : les acheteurs ne la trouvent plus. Le vendeur en connaît le motif.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dépublier' })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  // In English, with its history.
  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Republish' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'product.moderation.unpublish' }).first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  // Gone from the storefront: search (the cached page too) and its own page.
  await visitor.goto(searchFor);
  await expect(visitor.getByRole('main')).toBeVisible();
  await expect(visitor.locator(`a[href^="/product/${listing.slug}"]`)).toHaveCount(0);
  await visitor.goto(`/product/${listing.slug}?lang=fr`);
  await expect(visitor).toHaveURL(/\/404/);

  // The seller reads the reason in My shop and in a notification, in English.
  const seller = await personIn(browser, '198.19.251.2', 'en-GB');
  await signIn(seller, 'seller', 'Seller2026!');
  await seller.goto('/account?lang=en');
  await expect(seller.getByText(/was unpublished by the moderation team/).first()).toBeVisible();
  await expect(seller.getByText(`Reason: ${reason}`).first()).toBeVisible();
  await seller.goto('/account/vendor?lang=en');
  const row = seller.getByRole('listitem').filter({ has: seller.locator(`a[href="/add-product?slug=${listing.slug}"]`) });
  await expect(row.getByText('Unpublished by the moderation team')).toBeVisible();
  await expect(row.getByText(reason)).toBeVisible();
  expect(await noSidewaysScroll(seller)).toBe(true);
  // The seller edits it: it goes to review, not back online.
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Saved.')).toBeVisible();
  await expect(row.getByText('Waiting for review').first()).toBeVisible();
  await visitor.goto(searchFor);
  await expect(visitor.locator(`a[href^="/product/${listing.slug}"]`)).toHaveCount(0);

  // The administrator approves it: back in search.
  await page.reload();
  await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();
  await page.getByLabel('Reason (the seller reads it)').fill('Real photos now, thank you');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Republished: it is on the store again when its seller publishes it.')).toBeVisible();
  await visitor.goto(searchFor);
  await expect(visitor.locator(`a[href^="/product/${listing.slug}"]`).first()).toBeVisible();
  await Promise.all([visitor.context().close(), seller.context().close()]);
});
