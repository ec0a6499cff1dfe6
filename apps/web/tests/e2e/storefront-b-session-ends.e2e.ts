import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { productSummarySchema } from '@store/contracts/catalog';
import { z } from 'zod';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #14 rule 3 (spec §4, §8): a session that ends in the middle of an add to cart sends
 * the shopper to sign in, says the item waits in the cart, and brings them back to the product
 * with the item in their account's cart, on a 360 px phone and on a desktop, in both languages.
 */

const words = {
  fr: { quantity: 'Quantité', add: 'Ajouter au panier', notice: /Votre session a pris fin pendant l’ajout au panier/, username: 'E-mail, téléphone ou identifiant', password: 'Mot de passe', signIn: 'Se connecter' },
  en: { quantity: 'Quantity', add: 'Add to cart', notice: /Your session ended while adding to your cart/, username: 'Email, phone or login', password: 'Password', signIn: 'Sign in' },
} as const;

async function productInStock(request: APIRequestContext, index: number) {
  const items = z.array(productSummarySchema).parse(await (await request.get('/store/api/v1/products?size=48&page=1')).json());
  const product = items.filter((item) => item.quantity >= 3)[index];
  if (!product) throw new Error('the demo catalogue has too few products in stock');
  return product;
}

/** Ends the page's session from another browser holding a copy of its cookies, as a log out elsewhere does. */
async function endSessionElsewhere(browser: Browser, page: Page) {
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const response = await other.request.post('/account/logout', { form: {}, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
  await other.close();
}

// One demo buyer, one account cart: a sign-in merges into it, so these run one after another.
test.describe.configure({ mode: 'serial' });

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const lang of ['fr', 'en'] as const) {
      test(`${lang}: an add to cart whose session ended is kept, and the shopper comes back to it after signing in`, async ({ page, browser, request }) => {
        const w = words[lang];
        const product = await productInStock(request, (viewport.width === 360 ? 0 : 2) + (lang === 'fr' ? 0 : 1));
        await signIn(page, 'buyer', 'Buyer2026!');
        await page.goto(`/product/${product.slug}?lang=${lang}`);
        await endSessionElsewhere(browser, page);

        await page.getByLabel(w.quantity).fill('2');
        await page.getByRole('button', { name: w.add }).click();
        await expect(page).toHaveURL(/\/account\/login\?reason=cart-kept$/);
        await expect(page.getByRole('status').filter({ hasText: w.notice })).toBeVisible();

        await page.getByLabel(w.username).fill('buyer');
        await page.getByLabel(w.password).fill('Buyer2026!');
        await page.getByRole('button', { name: w.signIn }).click();
        await expect(page).toHaveURL(new RegExp(`/product/${product.slug}`));

        await page.goto('/cart/view?lang=en');
        const line = page.getByRole('main').getByRole('listitem').filter({ has: page.locator(`a[href="/product/${product.slug}"]`) });
        await expect(line).toBeVisible();
        await expect(line.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
      });
    }
  });
}
