import { expect, signIn, test } from './fixtures.ts';

/**
 * Issue #10 "Trust": absolute links come from the store's configured address (PUBLIC_URL, here
 * the address the browser uses), never from Host or X-Forwarded-Host. The page server trusts
 * X-Forwarded-* from loopback, as behind a load balancer, so these tests can forge them.
 */
const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

// These tests sign in from an address of their own (as accounts.e2e.ts does): the sign-ins of
// the rest of the suite, all from 127.0.0.1, may have spent that address's 10 a minute.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.252' } });

test('a reset asked through the page with a forged X-Forwarded-Host mails a link on the store address', async ({ page, request, baseURL }) => {
  test.slow(); // The administrator signs in (argon2id).
  const recipient = 'manager@electromarche.demo';
  const asked = await request.post('/account/reset-password', {
    form: { notifyBy: 'EMAIL', mail: recipient },
    headers: { ...forged, 'x-forwarded-for': '198.51.100.251' },
  });
  expect(asked.status()).toBe(200);

  await signIn(page, 'admin', 'Admin2026!');
  await page.goto(`/admin/outbox?recipient=${encodeURIComponent(recipient)}&lang=en`);
  const message = page.getByRole('article').first();
  await expect(message.getByRole('heading', { name: recipient })).toBeVisible();
  const href = (await message.getByRole('link', { name: /reset-password\/finish/ }).first().getAttribute('href')) ?? '';
  const link = new URL(href);
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(link.pathname).toBe('/account/reset-password/finish');
  await expect(message).not.toContainText('evil.example');
});

test('a product page forged through X-Forwarded-Host keeps its canonical and share links on the store address', async ({ page, request, baseURL }) => {
  const [product] = (await (await request.get('/store/api/v1/products?size=1')).json()) as { slug: string }[];
  await page.setExtraHTTPHeaders(forged);
  await page.goto(`/product/${product?.slug ?? ''}?lang=en`);
  const origin = new URL(baseURL ?? '').origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/product/${product?.slug ?? ''}`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/product/${product?.slug ?? ''}`);
  const whatsApp = (await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
  expect(decodeURIComponent(whatsApp)).toContain(`${origin}/product/`);
  expect(await page.content()).not.toContain('evil.example');
});
