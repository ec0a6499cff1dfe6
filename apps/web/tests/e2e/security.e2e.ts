import { expect, test } from './fixtures.ts';

test('pages run only scripts of their own origin or carrying the request nonce, and still work', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto('/');
  const second = await page.request.get('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scripts).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
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
