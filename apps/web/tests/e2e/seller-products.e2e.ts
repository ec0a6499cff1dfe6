import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

/** A phone-sized photo made on the spot (nothing is downloaded). */
const photo = (colour: string) => sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } }).jpeg().toBuffer();

test.use({ viewport: { width: 1280, height: 900 } });
// One seller's products and stock: these tests change them, so they take turns.
test.describe.configure({ mode: 'serial' });

test('a seller publishes a product with two pictures, finds it in search, and edits its price; the cart of a buyer holding it says so', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'seller', 'Seller2026!');
  await page.goto('/add-product?lang=en');
  const main = page.getByRole('main');
  await main.getByLabel('What are you selling?').selectOption({ label: 'Smartphones' });
  await main.getByRole('button', { name: 'Continue' }).click();

  const name = `Itel A70 test ${Date.now()}`;
  const listing = main.getByRole('form', { name: 'The listing' });
  await listing.getByLabel('Brand').fill('Itel');
  await listing.getByLabel('Name in English').fill(name);
  await listing.getByLabel('Price').fill('65 000');
  await listing.getByLabel('Units in stock').fill('4');
  await listing.getByLabel('City you sell from').fill('Abidjan');
  // Every required specification, chosen from its list or typed as a number.
  for (const select of await listing.locator('select[aria-required="true"]').all()) await select.selectOption({ index: 1 });
  for (const input of await listing.locator('input[aria-required="true"]').all()) await input.fill('128');
  await listing.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Saved as a draft. Add a picture, then publish it.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Before publishing' }).getByText('At least one picture')).toBeVisible();

  // Two photos, resized here and sent one by one with their progress.
  await main.getByLabel('Choose pictures').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#1e66d0') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#d01e4f') },
  ]);
  await expect(main.getByRole('progressbar', { name: 'Sending front.jpg' }).or(main.getByText('Sent').first())).toBeVisible();
  await expect(main.getByRole('list', { name: 'Pictures, in order' }).getByRole('listitem')).toHaveCount(2);
  await expect(main.getByText('Cover', { exact: true })).toBeVisible();

  await listing.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Saved and published: buyers find it in search now.')).toBeVisible();

  await page.goto(`/search-product?q=${encodeURIComponent(name)}&lang=en`);
  const card = page.getByRole('main').getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await page.waitForURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

  // A buyer puts it in their cart before the seller changes the price.
  const buyer = await browser.newContext({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '198.19.200.7' } });
  const shopper = await buyer.newPage();
  await shopper.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  await shopper.goto(`/product/${slug}?lang=en`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByText(/Added to your cart/)).toBeVisible();
  await shopper.goto('/cart/view?lang=en');
  await expect(shopper.getByRole('main').getByText(/65[\s,.]?000/).first()).toBeVisible();

  await page.goto(`/add-product?slug=${slug}&lang=en`);
  await main.getByRole('form', { name: 'The listing' }).getByLabel('Price').fill('59 000');
  await main.getByRole('form', { name: 'The listing' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('Saved and published: buyers find it in search now.')).toBeVisible();
  await page.goto(`/product/${slug}?lang=en`);
  await expect(page.getByRole('main').getByText(/59[\s,.]?000/).first()).toBeVisible();

  await shopper.reload();
  await expect(shopper.getByText('The price of an item changed since your last visit.')).toBeVisible();
  await expect(shopper.getByRole('main').getByText(/59[\s,.]?000/).first()).toBeVisible();
  await buyer.close();
});

test('without JavaScript, a refused listing says what is wrong next to each field and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, 'seller', 'Seller2026!');
  await page.goto('/add-product');
  const main = page.getByRole('main');
  await main.getByLabel('Que vendez-vous ?').selectOption({ label: 'Smartphones' });
  await main.getByRole('button', { name: 'Continuer' }).click();
  const listing = main.getByRole('form', { name: 'L’annonce' });
  await listing.getByLabel('Marque').fill('Itel');
  await listing.getByLabel('Nom en français').fill('Itel A70 sans JavaScript');
  await listing.getByLabel('Prix').fill('12');
  await listing.getByLabel('Ville d’où vous vendez').fill('Dakar');
  await listing.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
  // The API's verdict on the price, next to the price; what was typed stays.
  await expect(main.getByText(/Le prix doit être compris entre 500 et 500 000 000 F CFA/)).toBeVisible();
  await expect(listing.getByLabel('Prix')).toHaveAttribute('aria-invalid', 'true');
  await expect(listing.getByLabel('Marque')).toHaveValue('Itel');
  await expect(listing.getByLabel('Ville d’où vous vendez')).toHaveValue('Dakar');

  await listing.getByLabel('Nom en français').fill('');
  await listing.getByLabel('Prix').fill('15 000');
  await listing.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
  await expect(main.getByText('Donnez un nom au produit, en français ou en anglais.')).toBeVisible();
  await expect(listing.getByLabel('Prix')).toHaveValue('15 000');
  await context.close();
});

test('a seller is told of a new order: the bell\'s count in the header, the notification on My account, read once seen', async ({ page, request }) => {
  const api = '/store/api/v1';
  const { id_token: token } = (await (await request.post(`${api}/authenticate`, { data: { username: 'seller', password: 'Seller2026!' } })).json()) as { id_token: string };
  const { slug: shop } = (await (await request.get(`${api}/account`, { headers: { authorization: `Bearer ${token}` } })).json()) as { slug: string };
  const products = (await (await request.get(`${api}/products/by-account-slug/${shop}?size=24`)).json()) as { slug: string; quantity: number }[];
  const product = products.find((candidate) => candidate.quantity > 5);
  const cart = (await (await request.post(`${api}/products/cart`, { data: { cart: { items: [{ productSlug: product?.slug, quantity: 1 }], currency: 'CFA' } } })).json()) as { cart: { slug: string } };
  const reservation = (await (await request.post(`${api}/products/checkout`, { data: { cartSlug: cart.cart.slug, currency: 'CFA' } })).json()) as { id: string };
  const address = { fullname: 'Awa Koné', phoneNumber: { indicator: '+225', telephone: '07 11 22 33 44' }, city: 'Abidjan', addressLine: 'Cocody' };
  const order = await request.post(`${api}/products/order`, { headers: { 'idempotency-key': crypto.randomUUID() }, data: { reservationId: reservation.id, address, shippingOptionId: 2, paymentMethod: 'CASH_ON_DELIVERY' } });
  expect(order.status()).toBe(201);
  const { number } = (await order.json()) as { number: string };

  await signIn(page, 'seller', 'Seller2026!');
  await page.goto('/?lang=en');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Hello/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Notifications\s*\d+ new/ })).toBeVisible();
  await bell.click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const notice = notifications.getByRole('listitem').filter({ hasText: `New order ${number}` });
  await expect(notice.getByText('New', { exact: true })).toBeVisible();
  // The markdown body is rendered, not shown as text.
  await expect(notice.getByRole('strong').filter({ hasText: `New order ${number}` })).toBeVisible();

  await page.goto('/account?lang=en');
  const seen = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: `New order ${number}` });
  await expect(seen).toBeVisible();
  await expect(seen.getByText('New', { exact: true })).toHaveCount(0);
  await expect(bell).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: /Hello/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toHaveCount(2);
});

test('My shop lists the seller’s products and changes a price and a stock in place, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'seller', 'Seller2026!');
  await page.goto('/account/vendor?lang=en');
  const products = page.getByRole('region', { name: /My products/ });
  const first = products.getByRole('listitem').first();
  const name = (await first.getByRole('link').first().textContent()) ?? '';
  const edit = first.getByRole('form', { name: `Price and stock of ${name}` });
  await edit.getByLabel('Stock').fill('17');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Saved.')).toBeVisible();
  await expect(edit.getByLabel('Stock')).toHaveValue('17');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await first.getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('form', { name: 'The listing' }).getByLabel('Units in stock')).toHaveValue('17');
});

test('My shop shows the last 30 days’ figures and their chart on a phone, without JavaScript, in French and English', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, 'seller', 'Seller2026!');
  await page.goto('/account/vendor?lang=fr');
  const stats = page.getByRole('region', { name: 'Statistiques des 30 derniers jours' });
  await expect(stats).toBeVisible();
  // The demo store starts with figures: the totals are numbers, views above zero.
  const views = stats.getByRole('definition').first();
  await expect(views).toHaveText(/^[1-9][\d\s\u202f]*$/);
  const chart = stats.getByRole('img', { name: /^Vues et commandes par jour, du \d+ \p{L}+ au \d+ \p{L}+ : .* vues et .* commandes? en tout/u });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeGreaterThan(250);
  await stats.getByText('Voir les chiffres jour par jour').click();
  const table = stats.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('columnheader', { name: 'Commandes' })).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
  // Each product says what buyers did with it.
  const first = page.getByRole('region', { name: /Mes produits/ }).getByRole('listitem').first();
  await expect(first.getByText('Sur 30 jours')).toBeVisible();
  await expect(first.getByText(/^\d[\d\s\u202f]* vues?$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto('/account/vendor?lang=en');
  const inEnglish = page.getByRole('region', { name: 'Statistics for the last 30 days' });
  await expect(inEnglish.getByRole('img', { name: /^Views and orders per day, from [A-Z][a-z]+ \d+ to [A-Z][a-z]+ \d+: / })).toBeVisible();
  await expect(inEnglish.getByRole('term').filter({ hasText: 'Phone reveals' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
