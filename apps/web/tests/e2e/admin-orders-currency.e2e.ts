import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { convertMoney, formatMoney } from '@store/contracts/money';
import { expect, test } from './fixtures.ts';

/*
 * Issue #15 items 7 and 8, on a 360 px phone, in English and in French: an administrator finds
 * an order, cancels it with a reason and sees its state change; then changes the USD rate, sees
 * it in the rate's history, and a shopper's USD price on the storefront follows at once. A paid
 * order cancelled is owed back: the administrator records the refund made with PayPal.
 */

const API = '/store/api/v1';
const phone = { width: 360, height: 740 };

// Both tests change the one USD rate of the store: one after the other.
test.describe.configure({ mode: 'serial' });

interface Listing {
  slug: string;
  price: number;
  currency: string;
  quantity: number;
}

/** A CFA-priced listing of the demo seller with stock to sell. */
async function cfaListing(request: APIRequestContext): Promise<Listing> {
  const { id_token: token } = (await (await request.post(`${API}/authenticate`, { data: { username: 'seller', password: 'Seller2026!' } })).json()) as { id_token: string };
  const { slug: shop } = (await (await request.get(`${API}/account`, { headers: { authorization: `Bearer ${token}` } })).json()) as { slug: string };
  const listings = (await (await request.get(`${API}/products/by-account-slug/${shop}?size=24`)).json()) as Listing[];
  const listing = listings.find((candidate) => candidate.currency === 'CFA' && candidate.quantity > 5);
  if (!listing) throw new Error('the demo seller has no CFA listing in stock');
  return listing;
}

/** A guest's order of one unit, placed through the API with `paymentMethod`; its number, approval page and cart. */
async function placeGuestOrder(request: APIRequestContext, listing: Listing, fullname: string, paymentMethod: 'CASH_ON_DELIVERY' | 'PAYPAL') {
  const cart = (await (await request.post(`${API}/products/cart`, { data: { cart: { items: [{ productSlug: listing.slug, quantity: 1 }], currency: 'CFA' } } })).json()) as { cart: { slug: string } };
  const reservation = (await (await request.post(`${API}/products/checkout`, { data: { cartSlug: cart.cart.slug, currency: 'CFA' } })).json()) as { id: string };
  const address = { fullname, phoneNumber: { indicator: '+225', telephone: '07 44 55 66 77' }, city: 'Abidjan', addressLine: 'Plateau' };
  const order = await request.post(`${API}/products/order`, { data: { reservationId: reservation.id, address, shippingOptionId: 2, paymentMethod } });
  expect(order.status()).toBe(201);
  return { ...((await order.json()) as { number: string; payment: { approvalUrl: string | null } }), cartSlug: cart.cart.slug };
}

/** A guest's order of one unit, paid on delivery; its number. */
const guestOrder = async (request: APIRequestContext, listing: Listing, fullname: string) => (await placeGuestOrder(request, listing, fullname, 'CASH_ON_DELIVERY')).number;

/** A guest's order of one unit paid with PayPal (the store's sandbox: approved, then confirmed); its number. */
async function paidGuestOrder(request: APIRequestContext, listing: Listing, fullname: string): Promise<string> {
  const order = await placeGuestOrder(request, listing, fullname, 'PAYPAL');
  const token = new URL(order.payment.approvalUrl ?? '', 'http://x').searchParams.get('token') ?? '';
  const approved = await request.post('/sandbox/paypal/checkout', { form: { token, decision: 'approve', locale: 'fr' }, maxRedirects: 0 });
  const back = new URL(approved.headers().location ?? '', 'http://x');
  const confirmed = await request.post(`${API}/products/order/paypal/confirm`, { data: { payerID: back.searchParams.get('PayerID'), paymentId: back.searchParams.get('paymentId'), cartSlug: order.cartSlug } });
  expect(confirmed.status()).toBe(200);
  return order.number;
}

/** The administrator, signed in on a phone in `language`. */
async function adminOnPhone(browser: Browser, language: 'fr' | 'en', address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, locale: language === 'en' ? 'en-GB' : 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': address } });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  const page = await context.newPage();
  await page.goto(`/account/login?lang=${language}`);
  await page.getByLabel(language === 'en' ? 'Email, phone or login' : 'E-mail, téléphone ou identifiant').fill('admin');
  await page.getByLabel(language === 'en' ? 'Password' : 'Mot de passe').fill('Admin2026!');
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  return page;
}

/** The text as a pattern where any kind of space (the formats' narrow no-break ones) matches any other. */
const loosely = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]'));

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

const words = {
  en: {
    orders: 'Orders',
    query: 'Order number, buyer login, name, phone or email',
    search: 'Search',
    reason: 'Reason (3 to 500 characters, shown to the buyer and the sellers)',
    cancel: 'Cancel the order',
    cancelled: 'Order cancelled.',
    badge: 'Cancelled',
    payment: 'Payment: Payment cancelled',
    currency: 'Currency',
    rate: 'CFA per US dollar',
    note: 'Note (optional)',
    save: 'Save the rate',
    saved: 'Rate saved: new conversions use it now.',
    by: 'by admin',
  },
  fr: {
    orders: 'Commandes',
    query: 'N° de commande, identifiant, nom, téléphone ou e-mail de l’acheteur',
    search: 'Rechercher',
    reason: 'Motif (3 à 500 caractères, montré à l’acheteur et aux vendeurs)',
    cancel: 'Annuler la commande',
    cancelled: 'Commande annulée.',
    badge: 'Annulée',
    payment: 'Paiement: Paiement annulé',
    currency: 'Devises',
    rate: 'CFA par dollar américain',
    note: 'Note (facultative)',
    save: 'Enregistrer le taux',
    saved: 'Taux enregistré : les nouvelles conversions l’utilisent.',
    by: 'par admin',
  },
} as const;

for (const [language, typedRate, rate, address] of [
  ['en', '650', '650', '198.19.251.1'],
  ['fr', '655,5', '655.5', '198.19.251.2'],
] as const) {
  test(`an administrator cancels an order and changes the USD rate on a phone (${language})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const say = words[language];
    const listing = await cfaListing(request);
    const buyer = language === 'en' ? 'Kwame Mensah' : 'Fatou Diallo';
    const number = await guestOrder(request, listing, buyer);
    const page = await adminOnPhone(browser, language, address);

    // Find the order by its number, open it, cancel it with a reason.
    await page.goto(`/admin?lang=${language}`);
    await page.getByRole('navigation', { name: language === 'en' ? 'Administration sections' : "Rubriques de l'administration" }).getByRole('link', { name: say.orders }).click();
    await page.getByRole('searchbox', { name: say.query }).fill(number);
    await page.getByRole('main').getByRole('button', { name: say.search }).click();
    await page.getByRole('link', { name: new RegExp(number) }).click();
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
    await expect(page.getByText(buyer).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByLabel(say.reason).fill(language === 'en' ? 'The buyer asked by phone' : 'L’acheteuse a appelé pour annuler');
    await page.getByRole('button', { name: say.cancel }).click();
    await expect(page.getByText(say.cancelled)).toBeVisible();
    const state = page.getByRole('status').filter({ hasText: say.payment });
    await expect(state).toContainText(say.badge);
    await expect(page.getByRole('button', { name: say.cancel })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The USD rate: saved, first in its history, and used by the storefront's next USD price.
    await page.goto(`/admin/currency?lang=${language}`);
    await expect(page.getByText('655,957 CFA').or(page.getByText('655.957 CFA'))).toBeVisible();
    await page.getByLabel(say.rate).fill(typedRate);
    await page.getByLabel(say.note).fill(`e2e ${language}`);
    await page.getByRole('button', { name: say.save }).click();
    await expect(page.getByText(say.saved)).toBeVisible();
    const newest = page.getByRole('listitem').filter({ hasText: `e2e ${language}` });
    await expect(newest).toContainText(say.by);
    await expect(page.getByTestId('usd-rate')).toHaveText(`${Number(rate).toLocaleString(language, { maximumFractionDigits: 6 })} CFA`);
    await expectNoSidewaysScroll(page);

    const visitor = await browser.newContext({ viewport: phone, extraHTTPHeaders: { 'x-forwarded-for': address.replace(/\d+$/, '200') } });
    await visitor.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
    const shopper = await visitor.newPage();
    await shopper.goto(`/product/${listing.slug}?lang=${language}&currency=USD`);
    const usd = formatMoney(convertMoney({ amount: listing.price, currency: 'CFA' }, 'USD', { xofPerUsd: rate }), language);
    await expect(shopper.getByRole('main').getByText(loosely(usd)).first()).toBeVisible();
    await visitor.close();
    await page.context().close();
  });
}

const refundWords = {
  en: { reason: words.en.reason, cancel: words.en.cancel, due: 'Refund due', reference: /^Reference \(3 to 200 characters/, mark: 'Mark refunded', done: 'Refund recorded; the buyer is told.', refunded: 'Refunded', by: /Refunded .* by admin/ },
  fr: { reason: words.fr.reason, cancel: words.fr.cancel, due: 'À rembourser', reference: /^Référence \(3 à 200 caractères/, mark: 'Marquer remboursée', done: 'Remboursement enregistré ; l’acheteur est prévenu.', refunded: 'Remboursée', by: /Remboursée le .* par admin/ },
} as const;

for (const [language, address] of [
  ['en', '198.19.251.3'],
  ['fr', '198.19.251.4'],
] as const) {
  test(`an administrator cancels a paid order and records its refund on a phone (${language})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const say = refundWords[language];
    const number = await paidGuestOrder(request, await cfaListing(request), language === 'en' ? 'Ama Owusu' : 'Aïcha Traoré');
    const page = await adminOnPhone(browser, language, address);
    await page.goto(`/admin/orders?lang=${language}&query=${number}`);
    await page.getByRole('link', { name: new RegExp(number) }).click();
    await page.getByLabel(say.reason).fill(language === 'en' ? 'Sold out at the shop' : 'Épuisé en boutique');
    await page.getByRole('button', { name: say.cancel }).click();
    await expect(page.getByRole('status').getByText(say.due)).toBeVisible();

    // An empty reference is refused beside its field; a real one records the refund.
    const reference = page.getByLabel(say.reference);
    await reference.fill('ab');
    await page.getByRole('button', { name: say.mark }).click();
    await expect(page.getByRole('button', { name: say.mark })).toBeVisible();
    await reference.fill('PayPal 5TY0987');
    await page.getByRole('button', { name: say.mark }).click();
    await expect(page.getByText(say.done)).toBeVisible();
    await expect(page.getByRole('status').getByText(say.refunded, { exact: true })).toBeVisible();
    await expect(page.getByText(say.by)).toBeVisible();
    await expect(page.getByText('PayPal 5TY0987', { exact: true })).toBeVisible();
    // ...and the history has it, with who did it.
    await expect(page.getByText(/"reference": "PayPal 5TY0987"/)).toBeVisible();
    await expect(page.getByRole('button', { name: say.mark })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/orders?lang=${language}&query=${number}`);
    await expect(page.getByRole('listitem').filter({ hasText: number }).getByText(say.refunded, { exact: true })).toBeVisible();
    await page.context().close();
  });
}
