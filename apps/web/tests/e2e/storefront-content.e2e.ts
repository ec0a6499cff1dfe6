import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #15 item 5: what an operator publishes reaches the storefront, each language on its
 * own. The attention message published in French only is what a French visitor's first page
 * shows (an English one keeps the installation's words); the newsletter block published in English
 * only heads the footer in English (French keeps its own); the featured product published in
 * English shows on the English home page with the product's price, and not on the French one;
 * its draft is first previewed in the real home page, bannered, while visitors do not see it.
 */

/** A first-time visitor (the attention message not yet seen), in a browser of their own. */
async function firstVisit(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.250.9' } });
  return context.newPage();
}

const inLanguage = (locale: 'fr' | 'en') => (locale === 'fr' ? 'in French' : 'in English');

/** Saves a draft of one language of a content item from its editor, administration in English. */
async function saveDraft(page: Page, key: string, locale: 'fr' | 'en', fill: (region: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.goto(`/admin/content/${key}?lang=en`);
  const region = page.getByRole('region', { name: new RegExp(`^${locale === 'fr' ? 'French' : 'English'}`) }).first();
  await fill(region);
  await page.getByRole('button', { name: `Save the draft ${inLanguage(locale)}` }).click();
  await expect(page.getByText('Draft saved: the store changes only when you publish it.')).toBeVisible();
}

/** Publishes the draft shown in the item's editor. */
async function publishDraft(page: Page, locale: 'fr' | 'en') {
  await page.getByRole('button', { name: `Publish ${inLanguage(locale)}` }).click();
  await expect(page.getByText('Published: the store shows it now in this language.')).toBeVisible();
}

async function publish(page: Page, key: string, locale: 'fr' | 'en', fill: (region: ReturnType<Page['getByRole']>) => Promise<void>) {
  await saveDraft(page, key, locale, fill);
  await publishDraft(page, locale);
}

test('the attention message, the newsletter block and the featured product are the operator’s, per language', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [product] = (await (await page.request.get('/store/api/v1/products?size=1&sort=createdDate,desc')).json()) as { slug: string; name: string }[];
  if (!product) throw new Error('the demo catalogue is empty');
  await signIn(page, 'admin', 'Admin2026!');

  await publish(page, 'attention', 'fr', async (region) => {
    await region.getByLabel('Title in French').fill(`Prudence ${stamp}`);
    await region.getByLabel('Text in French (markdown)').fill(`Ne payez **jamais** hors du site ${stamp}.\n\n- Voir [la FAQ](/faq)`);
  });
  await publish(page, 'newsletter', 'en', async (region) => {
    await region.getByLabel('Title in English').fill(`Deals by SMS ${stamp}`);
    await region.getByLabel('Text in English (markdown)').fill(`The **best prices** of the week ${stamp}.`);
  });
  await saveDraft(page, 'featured-product', 'en', async (region) => {
    await region.getByLabel('Product address (after /product/)').fill(product.slug);
    await region.getByLabel('Title in English', { exact: true }).fill(`Pick of the week ${stamp}`);
    await region.getByLabel('Subtitle in English').fill('Delivered in 48 h');
  });
  // The draft previewed in the real home page, bannered; visitors do not see it yet.
  await page.getByRole('link', { name: 'Preview in English in the store' }).click();
  await expect(page).toHaveURL(/\/\?lang=en&preview=draft$/);
  await expect(page.getByRole('status').filter({ hasText: 'Draft preview: visitors do not see this text until it is published.' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Pick of the week ${stamp}` })).toBeVisible();
  const early = await firstVisit(browser);
  await early.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  await early.goto('/?lang=en');
  await expect(early.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  await expect(early.getByRole('region', { name: `Pick of the week ${stamp}` })).toHaveCount(0);
  await early.context().close();
  await page.goto('/admin/content/featured-product?lang=en');
  await publishDraft(page, 'en');

  // A French visitor's first page: the operator's message, its markdown made HTML, links kept.
  const french = await firstVisit(browser);
  await french.goto('/?lang=fr');
  const warning = french.getByRole('dialog', { name: `Prudence ${stamp}` });
  await expect(warning).toBeVisible();
  await expect(warning.locator('strong')).toHaveText('jamais');
  await expect(warning.getByRole('link', { name: 'la FAQ' })).toHaveAttribute('href', '/faq');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  // French keeps the installation's newsletter block, and has no featured product.
  await expect(french.getByRole('contentinfo').getByRole('heading', { name: 'Ne ratez plus aucune bonne affaire' })).toBeVisible();
  await expect(french.getByText(stamp)).toHaveCount(0);
  await french.context().close();

  // An English visitor: the installation's warning, the operator's newsletter block and featured product.
  const english = await firstVisit(browser);
  await english.goto('/?lang=en');
  const builtIn = english.getByRole('dialog', { name: 'For the attention of users' });
  await expect(builtIn).toBeVisible();
  await builtIn.getByRole('button', { name: 'OK' }).click();
  await expect(english.getByRole('heading', { name: `Deals by SMS ${stamp}` })).toBeVisible();
  await expect(english.getByRole('contentinfo').locator('strong', { hasText: 'best prices' })).toBeVisible();
  const featured = english.getByRole('region', { name: `Pick of the week ${stamp}` });
  await expect(featured.getByText('Delivered in 48 h')).toBeVisible();
  await expect(featured.getByText(/F\s?CFA/)).toBeVisible();
  await featured.getByRole('link').click();
  await expect(english).toHaveURL(new RegExp(`/product/${product.slug}`));
  await english.context().close();
});

test('an administrator adds a slide picture from a file and a French slide shows it on the French home page; a text file is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/content/slides?lang=en');
  const upload = page.getByRole('region', { name: 'Add a slide picture' });
  await upload.getByLabel('Picture (JPEG, PNG or BMP)').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a letter, not a picture.\n') });
  await upload.getByRole('button', { name: 'Add the picture' }).click();
  await expect(upload.getByRole('alert')).toBeVisible();

  const picture = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
  await upload.getByLabel('Picture (JPEG, PNG or BMP)').setInputFiles({ name: 'soldes.jpg', mimeType: 'image/jpeg', buffer: picture });
  await upload.getByRole('button', { name: 'Add the picture' }).click();
  await expect(upload.getByText('Picture added: a slide can show it now (choose it in a row below).')).toBeVisible();

  // A new French slide with that picture (the newest one offered), after the others.
  const french = page.getByRole('region', { name: /^French/ }).first();
  const row = french.getByRole('group').last();
  const choice = row.getByLabel('Picture', { exact: true });
  const newest = await choice.locator('option').last().getAttribute('value');
  expect(await choice.locator('option').last().textContent()).toMatch(/\(1600 × 600\)$/);
  await choice.selectOption(newest ?? '');
  await row.getByLabel('Title in French', { exact: true }).fill(`Soldes ${stamp}`);
  await row.getByLabel(/^Link/).fill(`/search-product?q=${stamp}`);
  await page.getByRole('button', { name: 'Save the draft in French' }).click();
  await expect(page.getByText('Draft saved: the store changes only when you publish it.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish in French' }).click();
  await expect(page.getByText('Published: the store shows it now in this language.')).toBeVisible();

  await page.goto('/?lang=fr');
  const slide = page.getByRole('region', { name: 'Offres du moment' }).locator(`a[href="/search-product?q=${stamp}"]`);
  await expect(slide).toHaveCount(1);
  await expect(slide.locator('img')).toHaveAttribute('src', new RegExp(`/store/api/v1/products/file/${newest}\\?`));
});
