import { addressOf, expect, signIn, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('a buyer asks for a product, a seller of the city answers, the buyer accepts and the seller gets the contact', async ({ page: buyer, browser }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Smartphone 128 Go test ${Date.now()}`;

  // The buyer (signed in) posts a request for a smartphone in Abidjan, on a phone-sized screen.
  await signIn(buyer, 'buyer', 'Buyer2026!');
  await buyer.goto('/request-product?lang=en');
  const buyerMain = buyer.getByRole('main');
  await buyerMain.getByLabel('What kind of product are you looking for?').selectOption({ label: 'Smartphones' });
  await buyerMain.getByRole('button', { name: 'Continue' }).click();
  const form = buyerMain.getByRole('form', { name: 'Your request' });
  await form.getByLabel('What are you looking for?').fill(title);
  await form.getByLabel('Your budget (optional)').fill('499');
  await form.getByLabel('Your city').fill('Abidjan');
  await form.getByRole('button', { name: 'Post my request' }).click();
  // Out of the price limits: a translated error next to the budget, nothing posted.
  await expect(form.getByText('500 and 500,000,000 CFA', { exact: false })).toBeVisible();
  await form.getByLabel('Your budget (optional)').fill('150 000');
  await form.getByRole('button', { name: 'Post my request' }).click();
  await buyer.waitForURL(/\/request-product\/[^/?]+\?posted=1/);
  await expect(buyer.getByText('Your request is online')).toBeVisible();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByRole('heading', { level: 2, name: '0 answers' })).toBeVisible();
  const requestUrl = new URL(buyer.url());

  // The demo seller, Abidjan Digital, sells every category in Abidjan: the request is theirs to
  // answer, without the buyer's contact. The seller's phone runs no JavaScript: forms still work.
  const sellerContext = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'x-forwarded-for': addressOf(testInfo).replace(/\.\d+$/, '.250') } });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller', 'Seller2026!');
  await seller.goto('/requested-products?lang=en');
  const card = seller.getByRole('main').getByRole('listitem').filter({ has: seller.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Mariam');
  await expect(card).not.toContainText('00 00 02');
  const answer = card.getByRole('form', { name: `Answer to: ${title}` });
  await answer.getByLabel('Message').fill('New, one year warranty, delivered today.');
  await answer.getByLabel('My price').fill('139 000');
  await answer.getByLabel('Currency').selectOption('CFA');
  await answer.getByRole('button', { name: 'Send my answer' }).click();
  await expect(seller.getByText('Your answer was sent to the buyer.')).toBeVisible();

  // The buyer sees the answer, side by side with any other, and accepts it.
  await buyer.goto(`${requestUrl.pathname}?lang=en`);
  await expect(buyer.getByRole('heading', { level: 2, name: '1 answer' })).toBeVisible();
  const offer = buyer.getByRole('main').getByRole('listitem').filter({ hasText: 'Abidjan Digital' });
  await expect(offer).toContainText('New, one year warranty, delivered today.');
  await expect(offer).toContainText(/139[\s\u202f,.]?000/);
  await offer.getByRole('button', { name: 'Accept this answer' }).click();
  await expect(buyer.getByText('Answer accepted: the seller now has your phone number')).toBeVisible();
  await expect(offer.getByText('Accepted: the seller will call you.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Accept this answer' })).toHaveCount(0);

  // The seller now has the buyer's name and phone number, on the request they won.
  await seller.goto('/requested-products?lang=en');
  await expect(seller.getByRole('heading', { name: title })).toHaveCount(0);
  const won = seller.getByRole('region', { name: 'My answers' }).getByRole('listitem').filter({ hasText: title });
  await expect(won).toContainText('Mariam Diallo');
  await expect(won.getByRole('link', { name: /^\+225 07/ })).toHaveAttribute('href', 'tel:+2250700000002');
  await sellerContext.close();
});

test('a guest without JavaScript posts a request with a phone number, and manages it through the link with its key', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'x-forwarded-for': addressOf(testInfo) } });
  const page = await context.newPage();
  await page.goto('/request-product');
  const main = page.getByRole('main');
  await main.getByLabel('Quel genre de produit cherchez-vous ?').selectOption({ label: 'Smartphones' });
  await main.getByRole('button', { name: 'Continuer' }).click();
  const form = main.getByRole('form', { name: 'Votre demande' });
  await form.getByLabel('Que cherchez-vous ?').fill('Téléphone double SIM');
  await form.getByLabel('Votre ville').fill('Abidjan');
  await form.getByLabel('Votre nom').fill('Awa Koné');
  await form.getByLabel('Votre numéro de téléphone').fill('0707070707');
  // A file that is no picture: refused next to the field, nothing posted, what was typed kept.
  await form.getByLabel('Une photo (facultatif)').setInputFiles({ name: 'devis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') });
  await form.getByRole('button', { name: 'Publier ma demande' }).click();
  await expect(form.getByText("Ce fichier n'est pas une image JPEG, PNG ou BMP.")).toBeVisible();
  await expect(form.getByLabel('Que cherchez-vous ?')).toHaveValue('Téléphone double SIM');
  await form.getByLabel('Votre nom').fill('Awa Koné');
  await form.getByLabel('Votre numéro de téléphone').fill('0707070707');
  await form.getByRole('button', { name: 'Publier ma demande' }).click();

  await page.waitForURL(/\/request-product\/[^/?]+\?posted=1&key=[\w-]{32}$/);
  await expect(page.getByText('Gardez l’adresse de cette page')).toBeVisible();
  const link = new URL(page.url());
  // Without the key, the request is nobody's business.
  const stranger = await context.newPage();
  await stranger.goto(link.pathname);
  await expect(stranger).toHaveURL(/\/account\/login/);

  await page.getByText('Retirer cette demande').click();
  await page.getByRole('button', { name: 'Retirer la demande' }).click();
  await expect(page.getByText('Votre demande a été retirée.')).toBeVisible();
  await expect(page.getByText('Retirée', { exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('key')).toBe(link.searchParams.get('key'));
  await context.close();
});
