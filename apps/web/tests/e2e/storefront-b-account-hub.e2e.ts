import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #14 rule 4: /account is a hub. Each part of the account is a card with its latest
 * state, on a 360 px phone and on a desktop, in both languages; a seller also has the shop's.
 */

const words = {
  fr: { nav: 'Mon compte', orders: /^Mes commandes(Aucune commande pour l’instant|Dernière commande EM-[A-Z0-9]+ : .+)$/, requests: /^Mes demandes de produits4 demandes ouvertes, [1-9]\d* réponses?$/, unread: /^Notifications\d+ non lues?$/, settings: /^ParamètresProfil complet à \d+ %$/, shop: /^Ma boutiqueFormule .+ · \d+ publications sur \d+$/ },
  en: { nav: 'My account', orders: /^My orders(No order yet|Last order EM-[A-Z0-9]+: .+)$/, requests: /^My product requests4 open requests, [1-9]\d* answers?$/, unread: /^Notifications\d+ unread$/, settings: /^SettingsProfile \d+% complete$/, shop: /^My shop.+ plan · \d+ of \d+ publications$/ },
} as const;

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const lang of ['fr', 'en'] as const) {
      test(`${lang}: the buyer's hub shows the last order, open requests, unread notifications and profile completeness`, async ({ page }) => {
        const w = words[lang];
        await signIn(page, 'buyer', 'Buyer2026!');
        await page.goto(`/account?lang=${lang}`);
        const cards = page.getByRole('main').getByRole('navigation', { name: w.nav }).getByRole('link');
        await expect(cards).toHaveCount(4);
        await expect(cards.nth(0)).toHaveText(w.orders);
        await expect(cards.nth(1)).toHaveText(w.requests);
        await expect(cards.nth(2)).toHaveText(w.unread);
        await expect(cards.nth(3)).toHaveText(w.settings);
        for (const card of await cards.all()) {
          const box = await card.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
        await cards.nth(1).click();
        await expect(page).toHaveURL(/\/request-product/);
      });
    }

    test("en: a seller's hub adds the shop's plan and publications", async ({ page }) => {
      await signIn(page, 'teranga-high-tech', 'Shop2026!');
      await page.goto('/account?lang=en');
      const cards = page.getByRole('main').getByRole('navigation', { name: 'My account' }).getByRole('link');
      await expect(cards).toHaveCount(5);
      await expect(cards.nth(4)).toHaveText(/^My shopPlus plan · \d+ of \d+ publications$/);
      await expect(cards.nth(0)).toHaveText(words.en.orders);
    });
  });
}
