import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/*
 * Issue #15 item 5, content (decision 79): an administrator edits the FAQ in both languages,
 * previews each draft in the real storefront, publishes French only, and a visitor's /faq
 * changes in French and not in English; every save and the publish are in the audit log; the
 * history then gives the installation's French FAQ back. Once
 * on a phone with the administration in French, once on a desktop in English; the two runs
 * edit the same FAQ, so they run one after the other.
 */

test.describe.configure({ mode: 'serial' });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A visitor who is not signed in, in a browser of their own. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.250.7' } });
  await context.addInitScript(() => window.sessionStorage.setItem('electromarche:attention-seen', '1'));
  return context.newPage();
}

const words = {
  fr: {
    faq: 'FAQ (aide)',
    title: { fr: 'Titre en français', en: 'Titre en anglais' },
    text: { fr: 'Texte en français (markdown)', en: 'Texte en anglais (markdown)' },
    save: { fr: 'Enregistrer le brouillon en français', en: 'Enregistrer le brouillon en anglais' },
    preview: { fr: 'Prévisualiser en français dans la boutique', en: 'Prévisualiser en anglais dans la boutique' },
    publish: { fr: 'Publier en français', en: 'Publier en anglais' },
    section: { fr: 'Français', en: 'Anglais' },
    saved: 'Brouillon enregistré : la boutique ne change qu’à sa publication.',
    published: 'Publié : la boutique l’affiche maintenant dans cette langue.',
    draft: 'Brouillon non publié',
    live: 'Publié',
    installation: 'l’installation',
    restore: /^Faire de la version \d+ le brouillon$/,
    restored: 'Cette version est de nouveau le brouillon : publiez-la pour l’afficher.',
  },
  en: {
    faq: 'FAQ (help)',
    title: { fr: 'Title in French', en: 'Title in English' },
    text: { fr: 'Text in French (markdown)', en: 'Text in English (markdown)' },
    save: { fr: 'Save the draft in French', en: 'Save the draft in English' },
    preview: { fr: 'Preview in French in the store', en: 'Preview in English in the store' },
    publish: { fr: 'Publish in French', en: 'Publish in English' },
    section: { fr: 'French', en: 'English' },
    saved: 'Draft saved: the store changes only when you publish it.',
    published: 'Published: the store shows it now in this language.',
    draft: 'Unpublished draft',
    live: 'Published',
    installation: 'the installation',
    restore: /^Make version \d+ the draft$/,
    restored: 'This version is the draft again: publish it to show it.',
  },
} as const;

const banner = { fr: 'Aperçu du brouillon : les visiteurs ne voient pas ce texte avant sa publication.', en: 'Draft preview: visitors do not see this text until it is published.' };

for (const run of [
  { device: 'phone', viewport: { width: 360, height: 740 }, ui: 'fr' },
  { device: 'desktop', viewport: { width: 1280, height: 900 }, ui: 'en' },
] as const) {
  test(`an administrator edits the FAQ in both languages, previews, publishes French only (${run.device}, administration in ${run.ui})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const w = words[run.ui];
    const stamp = `${run.device}-${Date.now().toString(36)}`;
    const texts = {
      fr: { title: `Aide ${stamp}`, heading: `Livraison ${stamp}`, markdown: `## Livraison ${stamp}\n\nNous livrons en **48 h**, voir [les conditions](/cgu).` },
      en: { title: `Help ${stamp}`, heading: `Delivery ${stamp}`, markdown: `## Delivery ${stamp}\n\nWe deliver within **48 h**, see [the terms](/cgu).` },
    };
    await page.setViewportSize(run.viewport);
    await signIn(page, 'admin', 'Admin2026!');
    const editor = `/admin/content/faq?lang=${run.ui}`;

    // From the administration's menu to the FAQ, French and English side by side (stacked on a phone).
    await page.goto(`/admin?lang=${run.ui}`);
    await page.getByRole('link', { name: run.ui === 'fr' ? 'Contenu' : 'Content', exact: true }).click();
    await page.getByRole('link', { name: w.faq }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faq/);

    for (const locale of ['fr', 'en'] as const) {
      // A new question above the others (other tests read the FAQ's headings meanwhile).
      const questions = await page.getByLabel(w.text[locale]).inputValue();
      await page.getByLabel(w.title[locale]).fill(texts[locale].title);
      await page.getByLabel(w.text[locale]).fill(`${texts[locale].markdown}\n\n${questions}`);
      await page.getByRole('button', { name: w.save[locale] }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await expect(page.getByRole('region', { name: new RegExp(`^${w.section[locale]}`) }).getByText(w.draft, { exact: true })).toBeVisible();
    }
    expect(await noSidewaysScroll(page)).toBe(true);

    // Each draft in the real page, in its language, bannered; visitors still see the published FAQ.
    for (const locale of ['fr', 'en'] as const) {
      await page.goto(editor);
      await page.getByRole('link', { name: w.preview[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`/faq\\?lang=${locale}&preview=draft`));
      await expect(page.getByRole('status').filter({ hasText: banner[locale] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: texts[locale].title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: texts[locale].heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await noSidewaysScroll(page)).toBe(true);
    }
    const shopper = await visitor(browser);
    await shopper.goto('/faq?lang=fr&preview=draft');
    await expect(shopper.getByRole('heading', { level: 1 })).not.toHaveText(texts.fr.title);
    await expect(shopper.getByText(banner.fr)).toHaveCount(0);

    // Publishing French alone.
    await page.goto(editor);
    await page.getByRole('button', { name: w.publish.fr }).click();
    await expect(page.getByText(w.published)).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^${w.section.fr}`) }).getByText(w.live, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^${w.section.en}`) }).getByText(w.draft, { exact: true })).toBeVisible();

    await shopper.goto('/faq?lang=fr');
    await expect(shopper.getByRole('heading', { level: 1, name: texts.fr.title })).toBeVisible();
    await expect(shopper.getByRole('heading', { level: 2, name: texts.fr.heading })).toBeVisible();
    await shopper.goto('/faq?lang=en');
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(shopper.getByText(stamp)).toHaveCount(0);
    await shopper.context().close();

    // Every step in the audit log: both saves and the French publish, by the administrator.
    await page.goto(`/admin/audit?lang=${run.ui}&entityType=content&entityId=faq`);
    const rows = page.locator('ol > li').filter({ hasText: 'admin' });
    await expect(rows.filter({ hasText: 'content.publish' }).filter({ hasText: '"locale": "fr"' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'content.save' }).filter({ hasText: texts.fr.title })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'content.save' }).filter({ hasText: texts.en.title })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'content.publish' }).filter({ hasText: '"locale": "en"' })).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The history gives the installation's French FAQ back: restored as the draft, then published.
    await page.goto(editor);
    const frenchHistory = page.getByRole('region', { name: w.section.fr, exact: true });
    await frenchHistory.getByRole('listitem').filter({ hasText: w.installation }).getByRole('button', { name: w.restore }).click();
    await expect(page.getByText(w.restored)).toBeVisible();
    await page.getByRole('button', { name: w.publish.fr }).click();
    await expect(page.getByText(w.published)).toBeVisible();
    const again = await visitor(browser);
    await again.goto('/faq?lang=fr');
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
    await expect(again.getByText(stamp)).toHaveCount(0);
    await again.context().close();
  });
}

test('without JavaScript, markdown with a script or a javascript: link is refused with a translated message, the text kept, nothing stored', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, extraHTTPHeaders: { 'x-forwarded-for': '198.19.250.9' } });
  const page = await context.newPage();
  await signIn(page, 'admin', 'Admin2026!');
  await page.goto('/admin/content/privacy?lang=fr');
  const unsafe = `Cliquez [ici](javascript:alert(1)) <script>alert(1)</script> ${testInfo.testId}`;
  await page.getByLabel('Texte en anglais (markdown)').fill(unsafe);
  await page.getByRole('button', { name: 'Enregistrer le brouillon en anglais' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce texte contient du HTML ou un lien interdit');
  await expect(page.getByLabel('Texte en anglais (markdown)')).toHaveValue(unsafe);
  await page.goto('/admin/content/privacy?lang=fr');
  await expect(page.getByLabel('Texte en anglais (markdown)')).not.toHaveValue(unsafe);
  await expect(page.getByRole('region', { name: /^Anglais/ }).getByText('Publié', { exact: true })).toBeVisible();
  await page.goto('/admin/audit?lang=fr&entityType=content&entityId=privacy&outcome=FAILED');
  await expect(page.locator('ol > li').filter({ hasText: 'content.save' }).filter({ hasText: 'content/markdown-unsafe' }).first()).toBeVisible();
  await context.close();
});

test('an administrator adds a French search keyword button that the French header shows and the English one does not; a slide without its picture is refused', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin', 'Admin2026!');
  const keyword = `#Promo${Date.now().toString(36)}`;

  await page.goto('/admin/content?lang=fr');
  await page.getByRole('link', { name: 'Boutons de recherche (mots-clés)' }).click();
  const french = page.getByRole('region', { name: /^Français/ });
  const blank = french.getByRole('group').filter({ has: page.getByLabel('Texte du bouton en français') }).last();
  await blank.getByLabel('Texte du bouton en français').fill(keyword);
  await blank.getByLabel('Recherche lancée').fill('promo');
  await blank.getByLabel('Couleur du bouton (#1a5fd0, white…)').fill('#b91c1c');
  await blank.getByLabel('Couleur du texte').fill('white');
  await french.getByRole('button', { name: 'Enregistrer le brouillon en français' }).click();
  await expect(page.getByText('Brouillon enregistré : la boutique ne change qu’à sa publication.')).toBeVisible();
  await page.getByRole('button', { name: 'Publier en français' }).click();
  await expect(page.getByText('Publié : la boutique l’affiche maintenant dans cette langue.')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);

  const shopper = await visitor(browser);
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.goto('/?lang=fr');
  await expect(shopper.getByRole('link', { name: keyword }).first()).toBeAttached();
  await shopper.goto('/?lang=en');
  await expect(shopper.getByRole('link', { name: '#Smartphones' }).first()).toBeAttached();
  await expect(shopper.getByRole('link', { name: keyword })).toHaveCount(0);
  await shopper.context().close();

  // A slide typed without its picture: refused, said next to the form, the words kept.
  await page.goto('/admin/content/slides?lang=fr');
  const slides = page.getByRole('region', { name: /^Français/ });
  const emptySlide = slides.getByRole('group').last();
  await emptySlide.getByLabel('Titre en français', { exact: true }).fill('Soldes sans image');
  await emptySlide.getByLabel('Lien (/search-product?q=… ou https://…)').fill('/search-product?q=tv');
  await slides.getByRole('button', { name: 'Enregistrer le brouillon en français' }).click();
  await expect(slides.getByRole('alert')).toContainText('Une diapositive a besoin de son image : choisissez-en une.');
  await expect(page.getByRole('region', { name: /^Français/ }).getByRole('group').last().getByLabel('Titre en français', { exact: true })).toHaveValue('Soldes sans image');
  await expect(page.getByRole('region', { name: /^Français/ }).getByText('Publié', { exact: true })).toBeVisible();
});
