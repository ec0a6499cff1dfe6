import type { Language } from '@store/contracts/locale';
import { DEFAULT_XOF_PER_USD } from '@store/contracts/money';
import { highlightedPlan, type PaidPlan, planFeatures, type SubscriptionPeriod, type SubscriptionPlan, subscriptionPlans } from '@store/contracts/plans';
import { type ContentPages, contentKeys } from './data/pages.ts';
import { pagesEn } from './data/pages-en.ts';
import { pagesFr } from './data/pages-fr.ts';
import type { PictureKind } from './pictures/kinds.ts';

/** Hashtag buttons of the category bar; queries are the category keywords, labels are translated. */
const searchKeyButtons: readonly { fr: string; en: string; query: string; btnColor: string; textColor: string }[] = [
  { fr: '#Smartphones', en: '#Smartphones', query: 'Smartphones', btnColor: '#1a5fd0', textColor: '#ffffff' },
  { fr: '#Ordinateurs', en: '#Laptops', query: 'Laptops', btnColor: '#0f766e', textColor: '#ffffff' },
  { fr: '#TV', en: '#TV', query: 'TV', btnColor: '#7c3aed', textColor: '#ffffff' },
  { fr: '#Écouteurs', en: '#Earbuds', query: 'Earbuds', btnColor: '#fde68a', textColor: '#78350f' },
  { fr: '#Gaming', en: '#Gaming', query: 'Gaming', btnColor: '#111827', textColor: '#a3e635' },
  { fr: '#Solaire', en: '#Solar', query: 'Solar', btnColor: '#fb923c', textColor: '#1f2937' },
];

/** The category bar's search keys, one version per language (decision 80). */
export const searchKeySeeds = (['fr', 'en'] as const satisfies readonly Language[]).map((locale) => ({
  key: 'search-keys',
  locale,
  body: { keys: searchKeyButtons.map((button) => ({ keyword: button[locale], query: button.query, btnColor: button.btnColor, textColor: button.textColor })) },
}));

const socialLinks = [
  { name: 'Facebook', url: 'https://www.facebook.com/electromarche', icon: 'facebook', linkTarget: '_blank' },
  { name: 'Instagram', url: 'https://www.instagram.com/electromarche', icon: 'instagram', linkTarget: '_blank' },
  { name: 'X', url: 'https://x.com/electromarche', icon: 'x', linkTarget: '_blank' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@electromarche', icon: 'tiktok', linkTarget: '_blank' },
  { name: 'WhatsApp', url: 'https://wa.me/2250700000000', icon: 'whatsapp', linkTarget: '_blank' },
];

/** The same social links in both languages, one version each. */
export const socialSeeds = (['fr', 'en'] as const).map((locale) => ({ key: 'socials', locale, body: { socials: socialLinks } }));

const pagesByLocale: Readonly<Record<Language, ContentPages>> = { fr: pagesFr, en: pagesEn };

export const contentEntrySeeds = (['fr', 'en'] as const).flatMap((locale) =>
  contentKeys.map((key) => ({ key, locale, title: pagesByLocale[locale][key].title, markdown: pagesByLocale[locale][key].markdown })),
);

/** Published products a shop may have: a few to try the store for free, room for a real shop on plus. */
const publicationLimits: Record<SubscriptionPlan, number> = { free: 5, plus: 50, pro: 500 };

/** CFA francs per period: longer periods cost less per month (M3 -7%, M6 -10%, Y1 -17%). */
export const planPriceSeeds: { plan: PaidPlan; period: SubscriptionPeriod; price: number }[] = [
  { plan: 'plus', period: 'W1', price: 1_500 },
  { plan: 'plus', period: 'M1', price: 5_000 },
  { plan: 'plus', period: 'M3', price: 14_000 },
  { plan: 'plus', period: 'M6', price: 27_000 },
  { plan: 'plus', period: 'Y1', price: 50_000 },
  { plan: 'pro', period: 'W1', price: 4_500 },
  { plan: 'pro', period: 'M1', price: 15_000 },
  { plan: 'pro', period: 'M3', price: 42_000 },
  { plan: 'pro', period: 'M6', price: 80_000 },
  { plan: 'pro', period: 'Y1', price: 150_000 },
];

/** Spec §1: publications on every plan, support from plus, email and ads on pro; plus is highlighted. */
export const planSeeds = subscriptionPlans.map((code, position) => ({
  code,
  position,
  highlighted: code === highlightedPlan,
  features: [...planFeatures[code]],
  monthlyPrice: planPriceSeeds.find((price) => price.plan === code && price.period === 'M1')?.price ?? 0,
  publicationLimit: publicationLimits[code],
}));

export const settingSeeds = [{ key: 'xof_per_usd', value: DEFAULT_XOF_PER_USD }];

export interface SlideSeed {
  titleFr: string;
  titleEn: string;
  subtitleFr: string;
  subtitleEn: string;
  url: string;
  colourSeed: string;
  devices: readonly { kind: PictureKind; brand: string; colour: string | null }[];
}

/** Home carousel; the banners carry no text so one picture serves both languages. */
export const slideSeeds: readonly SlideSeed[] = [
  {
    titleFr: 'Les nouveaux smartphones sont arrivés',
    titleEn: 'The new smartphones are here',
    subtitleFr: 'Tecno, Samsung, Infinix, iPhone… livrés près de chez vous',
    subtitleEn: 'Tecno, Samsung, Infinix, iPhone… delivered near you',
    url: '/search-product?q=Smartphones',
    colourSeed: 'Tecno',
    devices: [
      { kind: 'smartphone', brand: 'Tecno', colour: 'Green' },
      { kind: 'smartphone', brand: 'Samsung', colour: 'Blue' },
      { kind: 'smartphone', brand: 'Infinix', colour: 'Gold' },
    ],
  },
  {
    titleFr: 'Des ordinateurs portables pour étudier et travailler',
    titleEn: 'Laptops for study and work',
    subtitleFr: 'HP, Lenovo, Dell et MacBook, garantis par nos vendeurs',
    subtitleEn: 'HP, Lenovo, Dell and MacBook, with a seller warranty',
    url: '/search-product?q=Laptops',
    colourSeed: 'HP',
    devices: [
      { kind: 'laptop', brand: 'HP', colour: 'Silver' },
      { kind: 'headphones', brand: 'Sony', colour: 'Black' },
    ],
  },
  {
    titleFr: 'Plus jamais dans le noir',
    titleEn: 'Never in the dark again',
    subtitleFr: 'Stations électriques, panneaux solaires et batteries externes',
    subtitleEn: 'Power stations, solar panels and powerbanks',
    url: '/search-product?q=Power%20stations',
    colourSeed: 'Jackery',
    devices: [
      { kind: 'solar-panel', brand: 'Jackery', colour: null },
      { kind: 'power-station', brand: 'EcoFlow', colour: null },
      { kind: 'powerbank', brand: 'Anker', colour: 'Black' },
    ],
  },
];
