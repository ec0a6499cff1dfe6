import type { Page } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes.ts';
import { expect, signIn, test } from './fixtures.ts';

/**
 * Issue #14 rule 1: no page scrolls sideways on a 360 px phone. Every page route of routes.ts
 * is walked (resource routes, whose files are `.ts`, are no pages), signed out and signed in as
 * the user the page is for, in both languages.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 360, height: 740 } });

/** Each route's path, nested ones joined to their parent's; the `*` route as an unknown path. */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    const own = entry.file.endsWith('.tsx') && !entry.children?.length ? [`/${path}`] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

/** Concrete addresses for the routes with parameters (a demo product, shop and request), and lists shown whole. */
function concrete(path: string, productSlug: string): string {
  return path
    .replace('/product/:slug?', `/product/${productSlug}`)
    .replace('/seller/:slug?', '/seller/abidjan-digital')
    .replace('/request-product/:slug', '/request-product/iphone-13-128-go-demo01')
    .replace('/admin/users/:id', '/admin/users/1')
    .replace('/admin/products/:id', '/admin/products/1')
    .replace(/^\/admin\/plan-payments$/, '/admin/plan-payments?status=all')
    .replace(/^\/\*$/, '/no/such/page');
}

const everyPath = pagePaths(routes);
const adminPaths = everyPath.filter((path) => path.startsWith('/admin'));

async function demoProductSlug(page: Page): Promise<string> {
  await page.goto('/search-product');
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
  return (href ?? '/product/').replace('/product/', '');
}

async function expectNoSideways(page: Page, paths: readonly string[], lang: string) {
  const productSlug = await demoProductSlug(page);
  const overflowing: string[] = [];
  for (const path of paths) {
    const url = concrete(path, productSlug);
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
    const widths = await page.evaluate(() => {
      const root = document.documentElement;
      // What sticks out, to say where the cause is when it fails.
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 60)}`);
      return { scroll: root.scrollWidth, client: root.clientWidth, wide };
    });
    if (widths.scroll > widths.client) overflowing.push(`${url} (${new URL(page.url()).pathname}): ${widths.scroll} px > ${widths.client} px; ${widths.wide.join(' | ')}`);
  }
  expect(overflowing, `pages wider than the 360 px screen (${lang})`).toEqual([]);
}

test('the walk covers every page route, with the guarded ones', () => {
  expect(everyPath).toEqual(expect.arrayContaining(['/', '/contact-us', '/account/settings', '/seller/:slug?', '/admin', '/admin/outbox', '/admin/identity', '/*']));
  expect(everyPath).not.toContain('/personal');
});

for (const lang of ['fr', 'en']) {
  test(`no page scrolls sideways at 360 px, signed out (${lang})`, async ({ page }) => {
    // Signed out, every administration page is the sign-in page (walked once, at /account/login);
    // the administrator's walk below sees them as they are.
    await expectNoSideways(page, everyPath.filter((path) => !path.startsWith('/admin')), lang);
  });

  test(`no page scrolls sideways at 360 px, signed in as the seller (${lang})`, async ({ page }) => {
    await signIn(page, 'seller', 'Seller2026!');
    await expectNoSideways(page, everyPath.filter((path) => !path.startsWith('/admin') && path !== '/account/logout'), lang);
  });

  test(`no page scrolls sideways at 360 px, signed in as the buyer and the administrator (${lang})`, async ({ page }) => {
    await signIn(page, 'buyer', 'Buyer2026!');
    await expectNoSideways(page, ['/account', '/account/settings', '/request-product/:slug', '/cart/view'], lang);
    await page.context().clearCookies();
    await signIn(page, 'admin', 'Admin2026!');
    await expectNoSideways(page, adminPaths, lang);
  });
}
