import type { APIRequestContext, Page } from '@playwright/test';
import { type ProductSummary, productSummarySchema } from '@store/contracts/catalog';
import { z } from 'zod';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #14, rules 6, 7 and 10, on a 360 px phone and on a desktop: shops are named by their
 * names (and avatars carry the shop's initials), every line reads in the buyer's currency with
 * the seller's own price as a second mention, phone numbers are grouped the way their country
 * writes them, France is in the dial-code pickers, checkout knows the signed-in buyer's name.
 */

const words = {
  fr: { quantity: 'Quantité', add: 'Ajouter au panier', added: /Ajouté au panier/, checkout: 'Commander', soldBy: 'Vendu par', from: 'Articles du vendeur', sellerPrice: /prix du vendeur : [\d\s\u202f,]+\s?€/, fullname: 'Nom complet', phone: 'Numéro de téléphone', city: 'Ville', address: 'Adresse (quartier, rue)', cash: /Paiement à la livraison/, place: 'Passer la commande' },
  en: { quantity: 'Quantity', add: 'Add to cart', added: /Added to your cart/, checkout: 'Checkout', soldBy: 'Sold by', from: 'Items from seller', sellerPrice: /seller's price: €[\d,.]+/, fullname: 'Full name', phone: 'Phone number', city: 'City', address: 'Address (district, street)', cash: /Cash on delivery/, place: 'Place order' },
} as const;

/** A product of the Paris shop, priced in euros, with some stock. */
async function parisProduct(request: APIRequestContext, index: number): Promise<ProductSummary> {
  const response = await request.get('/store/api/v1/products/by-account-slug/paris-diaspora-tech?size=48');
  const items = z.array(productSummarySchema).parse(await response.json());
  const inStock = items.filter((item) => item.quantity >= 3 && item.currency === 'EUR');
  const product = inStock[index % inStock.length];
  if (!product) throw new Error('the demo catalogue has no euro product of Paris Diaspora Tech in stock');
  return product;
}

const randomPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** "0712345678" as Côte d'Ivoire writes it: "+225 07 12 34 56 78". */
const grouped = (phone: string) => `+225 ${phone.replace(/(\d{2})(?=\d)/g, '$1 ')}`;

async function addToCart(page: Page, slug: string, lang: 'fr' | 'en') {
  const w = words[lang];
  await page.goto(`/product/${slug}?lang=${lang}`);
  await page.getByLabel(w.quantity).fill('2');
  await page.getByRole('button', { name: w.add }).click();
  await expect(page.getByText(w.added)).toBeVisible();
}

/** The seller block of a cart or checkout: the shop's name, its initials, one currency per line. */
async function expectShopBlock(page: Page, lang: 'fr' | 'en') {
  const w = words[lang];
  const block = page.getByRole('region', { name: `${w.from} Paris Diaspora Tech` });
  await expect(block.getByRole('heading')).toHaveText(`PD${w.soldBy} Paris Diaspora Tech`);
  await expect(block.getByTestId('shop-avatar')).toHaveText('PD');
  await expect(block).not.toContainText('paris-diaspora-tech');
  await expect(block).not.toContainText('Awa Coulibaly');
  const line = block.getByRole('listitem').first();
  const mention = line.getByText(w.sellerPrice);
  await expect(mention).toBeVisible();
  // The line itself reads in F CFA; the euro price is only the seller's mention, on its own line.
  const own = await mention.locator('xpath=..').evaluate((p) => [...p.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''));
  expect(own).toMatch(/F\s?CFA/);
  expect(own).not.toContain('€');
  const [lineBox, mentionBox] = [await mention.locator('xpath=..').boundingBox(), await mention.boundingBox()];
  expect(mentionBox?.y ?? 0).toBeGreaterThan((lineBox?.y ?? 0) + 4);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const lang of ['fr', 'en'] as const) {
      test(`${lang}: cart, checkout, tracking and My shop name the shop and read in the buyer's currency`, async ({ page, request, browser }) => {
        test.setTimeout(90_000);
        const w = words[lang];
        const product = await parisProduct(request, (viewport.width === 360 ? 0 : 2) + (lang === 'fr' ? 0 : 1));
        await addToCart(page, product.slug, lang);
        await page.goto(`/cart/view?lang=${lang}`);
        await expectShopBlock(page, lang);

        await page.getByRole('button', { name: w.checkout, exact: true }).click();
        await expect(page).toHaveURL(/\/cart\/checkout(\?lang=(fr|en))?$/);
        await expectShopBlock(page, lang);

        const main = page.getByRole('main');
        const phone = randomPhone();
        await main.getByLabel(w.fullname).fill('Awa Koné');
        await main.getByLabel(w.phone, { exact: true }).fill(phone);
        await main.getByLabel(w.city, { exact: true }).fill('Abidjan');
        await main.getByLabel(w.address).fill('Cocody Riviera 3');
        await page.getByRole('radio', { name: w.cash }).check();
        await page.getByRole('button', { name: w.place }).click();
        await expect(page).toHaveURL(/\/order-tracking\?number=EM-[A-Z0-9]+&placed=1(&lang=(fr|en))?$/);
        const number = new URL(page.url()).searchParams.get('number') ?? '';

        const parcel = page.getByRole('region', { name: /Paris Diaspora Tech/ });
        await expect(parcel.getByText(/^2 × [\d\s\u202f,.]+\s?F\s?CFA|^2 × F\s?CFA\s?[\d,]+/)).toBeVisible();
        await expect(parcel.getByText(w.sellerPrice)).toBeVisible();
        await expect(main).toContainText(grouped(phone));

        if (lang === 'en') {
          const seller = await browser.newContext({ viewport, locale: 'en-US' });
          await seller.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
          const shopPage = await seller.newPage();
          await signIn(shopPage, 'paris-diaspora-tech', 'Shop2026!');
          await shopPage.goto('/account/vendor?lang=en');
          const subOrder = shopPage.getByRole('article', { name: `Order ${number}` });
          await expect(subOrder).toContainText(/F\s?CFA/);
          await expect(subOrder.getByText(w.sellerPrice)).toBeVisible();
          await expect(subOrder).toContainText(grouped(phone));
          await seller.close();
        }
      });
    }

    test('phone numbers are grouped by country, France is offered, checkout knows the buyer', async ({ page, request }) => {
      await signIn(page, 'buyer', 'Buyer2026!');
      await page.goto('/account/settings?lang=en');
      await expect(page.getByRole('main')).toContainText('+225 07 00 00 00 02');
      await expect(page.getByRole('main')).not.toContainText('00 0002');
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Country dial code' }).getByRole('option', { name: 'FR +33' })).toHaveCount(1);

      await page.goto('/account/register?lang=fr');
      await expect(page.getByRole('combobox', { name: 'Indicatif du pays' }).first().getByRole('option', { name: 'FR +33' })).toHaveCount(1);

      if (viewport.width === 360) return;
      const product = await parisProduct(request, 5);
      await addToCart(page, product.slug, 'en');
      await page.goto('/cart/view?lang=en');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/cart\/checkout(\?lang=(fr|en))?$/);
      await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Mariam Diallo');
      await expect(page.getByRole('main').getByLabel('Phone number', { exact: true })).toHaveValue(/07\s?00\s?00\s?00\s?02/);
    });
  });
}
