import { expect, gotoCached, test } from './fixtures.ts';

test('pages run only scripts of their own origin or carrying the request nonce, and still work', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A page the page cache never keeps, so each answer is rendered with a nonce of its own.
  const first = await page.goto('/contact-us');
  const second = await page.request.get('/contact-us');
  const policy = first?.headers()['content-security-policy'] ?? '';
  const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  // A nonce is base64 or base64url characters (CSP's nonce-source grammar); ours is a random UUID.
  expect(scripts).toMatch(/^'self' 'nonce-[A-Za-z0-9+/_=-]{20,}'$/);
  expect(second.headers()['content-security-policy']).not.toBe(policy);
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  expect(policy).toContain("frame-ancestors 'none'");

  // The streamed category rows and hydration both need inline scripts: the menu opening
  // on a click proves the page hydrated under the policy.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a page from the page cache allows exactly its own inline scripts, by hash, and still works', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const cached = await gotoCached(page, '/faq');
  const scripts = /script-src ([^;]+)/.exec(cached.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an injected inline script without the nonce does not run', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
