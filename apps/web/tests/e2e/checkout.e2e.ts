import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { productDetailsSchema, type ProductSummary, productSummarySchema } from '@store/contracts/catalog';
import { z } from 'zod';
import { expect, signIn, test } from './fixtures.ts';
import { shortTimerBaseURL } from './servers.ts';

type ListedProduct = ProductSummary;

/** Products on sale with some stock, from the API's newest-first list. */
async function productsInStock(request: APIRequestContext, minQuantity = 5): Promise<ListedProduct[]> {
  const found: ListedProduct[] = [];
  for (let page = 0; page < 8; page += 1) {
    const response = await request.get(`/store/api/v1/products?size=48&page=${page}`);
    const items = z.array(productSummarySchema).parse(await response.json());
    found.push(...items.filter((item) => item.quantity >= minQuantity));
    if (items.length < 48) break;
  }
  return found;
}

/** One product of the shop "Abidjan Digital" and one of another seller (`offset` spreads tests over the catalogue). */
async function twoSellersProducts(request: APIRequestContext, offset = 0): Promise<[ListedProduct, ListedProduct]> {
  const products = await productsInStock(request);
  const abidjan = products.filter((product) => product.accountSlug === 'abidjan-digital');
  const others = products.filter((product) => product.accountSlug !== 'abidjan-digital');
  const first = abidjan[offset % abidjan.length];
  const second = others[offset % others.length];
  if (!first || !second) throw new Error('the demo catalogue has no products of two sellers in stock');
  return [first, second];
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const details = productDetailsSchema.parse(await (await request.get(`/store/api/v1/products/search/details/by-slug/${slug}`)).json());
  return details.product.quantity;
}

async function addToCart(page: Page, slug: string, quantity = 1) {
  await page.goto(`/product/${slug}?lang=en`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added to your cart/)).toBeVisible();
}

/** Empties the cart through its page (a signed-in buyer's cart outlives the test). */
async function emptyCart(page: Page) {
  await page.goto('/cart/view?lang=en');
  const remove = page.getByRole('main').getByRole('button', { name: 'Remove', exact: true });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}

async function startCheckout(page: Page) {
  await page.goto('/cart/view?lang=en');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** A mobile number of Côte d'Ivoire no other test uses. */
const randomPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function fillDelivery(page: Page, phone?: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Awa Koné');
  if (phone) await main.getByLabel('Phone number', { exact: true }).fill(phone);
  await main.getByLabel('City', { exact: true }).fill('Abidjan');
  await main.getByLabel('Address (district, street)').fill('Cocody Riviera 3, rue des Jardins');
}

/** A browser of its own, as a returning visitor (the attention notice already seen). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  return { context, page: await context.newPage() };
}

/** Order numbers of the signed-in buyer's list, newest first. */
async function myOrderNumbers(page: Page): Promise<string[]> {
  await page.goto('/order-tracking?lang=en');
  const list = page.getByRole('region', { name: 'My orders' });
  await expect(list).toBeVisible();
  return list.getByRole('link', { name: /^EM-/ }).allTextContents();
}

test('a guest buys from two sellers with PayPal, tracks the order in another browser, and the seller ships it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const [fromAbidjan, fromOther] = await twoSellersProducts(request, 0);
  await addToCart(page, fromAbidjan.slug);
  await addToCart(page, fromOther.slug, 2);
  await startCheckout(page);
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  await expect(page.getByRole('region', { name: /Items from seller/ })).toHaveCount(2);

  const phone = randomPhone();
  await fillDelivery(page, phone);
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary).toContainText(/Shipping\s*F\s*CFA\s*1,500/);
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await expect(summary).toContainText(/Shipping\s*F\s*CFA\s*4,000/);
  await expect(page.getByRole('radio', { name: /PayPal\s*sandbox/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();

  // The store's sandbox stands in for PayPal's approval page.
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\?token=/);
  // In the page's language.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?number=EM-[A-Z0-9]+&placed=1$/);
  const number = new URL(page.url()).searchParams.get('number') ?? '';
  await expect(page.getByRole('status').filter({ hasText: `Thank you! Order ${number} is placed.` })).toContainText('A confirmation was sent by SMS');
  await expect(page.getByRole('heading', { name: /^Parcel \d of 2/ })).toHaveCount(2);
  await expect(page.getByRole('main')).toContainText('Status: Paid');

  const buyer = await freshPage(browser);
  await buyer.page.goto('/order-tracking?lang=en');
  await buyer.page.getByLabel('Order number').fill(number);
  await buyer.page.getByLabel('Phone number given for the order').fill(phone);
  await buyer.page.getByRole('button', { name: 'Track my order' }).click();
  await expect(buyer.page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(buyer.page.getByRole('heading', { name: /^Parcel \d of 2/ })).toHaveCount(2);

  const seller = await freshPage(browser);
  await signIn(seller.page, 'seller', 'Seller2026!');
  await seller.page.goto('/account/vendor?lang=en');
  const subOrder = seller.page.getByRole('article', { name: `Order ${number}` });
  await expect(subOrder).toContainText('Status: Paid');
  await expect(subOrder).toContainText('Awa Koné');
  await subOrder.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(subOrder).toContainText('Status: Shipped');
  await expect(subOrder.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await buyer.page.reload();
  await expect(buyer.page.getByRole('region', { name: /Abidjan Digital/ })).toContainText('Status: Shipped');
  await expect(buyer.page.getByRole('region', { name: /^Parcel \d of 2/ }).filter({ hasNotText: 'Abidjan Digital' })).toContainText('Status: Paid');
  await buyer.context.close();
  await seller.context.close();
});

test('a guest who cancels on PayPal is told the order waits, unpaid, with a way to pay', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [, product] = await twoSellersProducts(request, 4);
  await addToCart(page, product.slug);
  await startCheckout(page);
  await fillDelivery(page, randomPhone());
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkout\?token=/);
  const approval = new URL(page.url());
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout\/paypal-cancel\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The payment was cancelled on PayPal: nothing was charged.');
  await expect(page.getByRole('main')).toContainText(/Order EM-[A-Z0-9]+ stays reserved, unpaid, until .+ UTC/);
  await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', `${approval.pathname}${approval.search}`);
  await page.getByRole('link', { name: /^See order EM-/ }).click();
  await expect(page.getByRole('main')).toContainText('Awaiting payment');
});

test.describe('the demo buyer', () => {
  // Both tests fill and empty the same account cart: one after the other.
  test.describe.configure({ mode: 'serial' });

  test('pays cash on delivery with the address filled from the account, and finds the order in their list', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [, product] = await twoSellersProducts(request, 1);
    await signIn(page, 'buyer', 'Buyer2026!');
    await emptyCart(page);
    await addToCart(page, product.slug);
    await startCheckout(page);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Full name')).toHaveValue(/Mariam/);
    await expect(main.getByLabel('Phone number', { exact: true })).toHaveValue(/\d{8}/);
    await expect(main.getByLabel('Email (optional)')).toHaveValue('buyer@electromarche.demo');
    await main.getByLabel('City', { exact: true }).fill('Abidjan');
    await main.getByLabel('Address (district, street)').fill('Plateau, avenue Chardy');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/order-tracking\?number=EM-[A-Z0-9]+&placed=1&lang=en$/);
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    await expect(page.getByRole('status').filter({ hasText: `Thank you! Order ${number} is placed.` })).toContainText('by email to buyer@electromarche.demo');
    await expect(page.getByRole('main')).toContainText('Cash on delivery');
    await expect(page.getByRole('region', { name: 'My orders' }).getByRole('link', { name: number })).toBeVisible();
  });

  test('a double-clicked Place order button makes one order', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [product] = await twoSellersProducts(request, 2);
    await signIn(page, 'buyer', 'Buyer2026!');
    const before = await myOrderNumbers(page);
    await emptyCart(page);
    await addToCart(page, product.slug);
    await startCheckout(page);
    await page.getByRole('main').getByLabel('City', { exact: true }).fill('Abidjan');
    await page.getByRole('main').getByLabel('Address (district, street)').fill('Marcory, zone 4');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    await expect(page).toHaveURL(/\/order-tracking\?number=EM-[A-Z0-9]+&placed=1&lang=en$/);
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    const after = await myOrderNumbers(page);
    expect(after.slice(0, before.length + 1)).toEqual([number, ...before].slice(0, Math.min(after.length, before.length + 1)));
    expect(after.filter((listed) => listed === number)).toHaveLength(1);
  });

  test('without JavaScript, a double-clicked Place order button still makes one order', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const [product] = await twoSellersProducts(request, 3);
    const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, 'buyer', 'Buyer2026!');
    const before = await myOrderNumbers(page);
    await emptyCart(page);
    await page.goto(`/product/${product.slug}?lang=en`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await startCheckout(page);
    await page.getByRole('main').getByLabel('City', { exact: true }).fill('Abidjan');
    await page.getByRole('main').getByLabel('Address (district, street)').fill('Yopougon, Selmer');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    await expect(page).toHaveURL(/\/order-tracking\?number=EM-[A-Z0-9]+&placed=1&lang=en$/);
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    const after = await myOrderNumbers(page);
    expect(after.slice(0, before.length + 1)).toEqual([number, ...before].slice(0, Math.min(after.length, before.length + 1)));
    await context.close();
  });
});

test.describe('with a cart timer of a few seconds', () => {
  test.use({ baseURL: shortTimerBaseURL });

  test('the countdown reaches zero, the buyer is told, and the stock goes back on sale', async ({ page, request }) => {
    test.setTimeout(90_000);
    const [product] = await productsInStock(request, 3);
    if (!product) throw new Error('no product in stock');
    const before = await stockOf(request, product.slug);
    await addToCart(page, product.slug, 2);
    await startCheckout(page);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^00:0[1-6]$/);
    expect(await stockOf(request, product.slug)).toBe(before - 2);

    await expect(timer).toHaveText('00:00', { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Time ran out' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('went back on sale');
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    await expect.poll(() => stockOf(request, product.slug), { timeout: 20_000 }).toBe(before);

    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart/view');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByRole('heading', { name: 'Time ran out' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    expect(await stockOf(request, product.slug)).toBe(before - 2);
  });
});
