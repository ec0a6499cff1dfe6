import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The largest picture of the first screen (LCP) is asked for before the scripts: preloaded at
 * high priority ahead of React Router's module preloads, never lazy. Scripts come precompressed.
 */
/** Where the first high-priority image preload and the first module preload sit in the <head> as sent (hydration removes the module preloads). */
async function headOrder(page: Page) {
  const html = await (await page.request.get(page.url())).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return { image: head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/), module: head.indexOf('<link rel="modulepreload"') };
}

async function expectLcpPictureFirst(page: Page, picture: Locator) {
  const { image, module } = await headOrder(page);
  expect(image).toBeGreaterThan(0);
  expect(module).toBeGreaterThan(image);
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('format=avif');
}

test('home, search and product pages ask for their largest picture first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lang=en');
  await expectLcpPictureFirst(page, page.getByRole('region', { name: 'Current offers' }).locator('img').first());

  await page.goto('/search-product?lang=en');
  const cards = page.locator('main article img');
  await expectLcpPictureFirst(page, cards.first());
  await expect(cards.nth(1)).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.nth(4)).toHaveAttribute('loading', 'lazy');

  // Above the results, the sponsored row's pictures are smaller (a padded box): the first
  // result's is still the largest, so it is preloaded too.
  await page.goto('/search-product?q=samsung&lang=en');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('group', { name: 'Sponsored products' }).locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  const firstResult = results.locator(':scope > ul article img').first();
  await expect(firstResult).toHaveAttribute('fetchpriority', 'high');
  const firstResultBox = await firstResult.boundingBox();
  const sponsoredBox = await results.getByRole('group', { name: 'Sponsored products' }).locator('img').first().boundingBox();
  expect(firstResultBox!.width).toBeGreaterThan(sponsoredBox!.width);

  const product = (await page.locator('main article a').first().getAttribute('href')) ?? '';
  expect(product).toMatch(/^\/product\//);
  await page.goto(product);
  await expectLcpPictureFirst(page, page.locator('main [aria-roledescription="slide"] img').first());
});

test('scripts are sent from their precompressed files', async ({ request }) => {
  const html = await (await request.get('/?lang=en')).text();
  // The framework chunk: every page loads it (files under 1 kB are sent as they are).
  const script = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+)"/.exec(html)?.[1] ?? '';
  expect(script).toMatch(/^\/assets\/framework-.+\.js$/);
  const answer = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(answer.headers()['vary']).toBe('accept-encoding');
  expect(answer.headers()['content-length']).toBeDefined();
});

test('a listed product rides in the page’s data with only what its card draws', async ({ request }) => {
  for (const path of ['/?lang=en', '/search-product?q=samsung&lang=en']) {
    const html = await (await request.get(path)).text();
    // The data React Router streams into the page: a JSON text inside a script's string.
    const carries = (field: string) => html.includes(`\\"${field}\\"`);
    expect(carries('thumbnail'), `${path} carries its cards`).toBe(true);
    for (const unused of ['defaultCurrencyPrice', 'createdDate', 'subCategory', 'accountSlug']) expect(carries(unused), `${path} carries ${unused}`).toBe(false);
  }
});
