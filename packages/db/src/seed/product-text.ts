import type { Language } from '@store/contracts/locale';
import type { CategorySeed, SubCategorySeed } from './categories.ts';
import type { ProductModelSeed } from './data/model.ts';
import type { Random } from './random.ts';

/**
 * French wording of language-neutral specification values, used in descriptions only:
 * the stored value stays one string for both languages.
 */
const frenchValues: Readonly<Record<string, string>> = {
  Black: 'noir',
  White: 'blanc',
  Silver: 'argent',
  Grey: 'gris',
  Blue: 'bleu',
  Green: 'vert',
  Gold: 'or',
  Red: 'rouge',
  Pink: 'rose',
  Purple: 'violet',
  Yes: 'oui',
  No: 'non',
  Adaptive: 'adaptative',
  None: 'aucun',
  Colour: 'couleur',
  Monochrome: 'monochrome',
  'Built-in': 'intégré',
  'Detachable boom': 'perche amovible',
  Print: 'impression',
  'Print, scan, copy': 'impression, numérisation, copie',
  'Print, scan, copy, fax': 'impression, numérisation, copie, fax',
  'Full frame': 'plein format',
  'Tri-colour': 'trois couleurs',
  '4-colour pack': 'pack 4 couleurs',
  Leather: 'cuir',
  'Tempered glass': 'verre trempé',
  'ABS plastic': 'plastique ABS',
  Universal: 'universel',
  'Multi-platform': 'multiplateforme',
  Football: 'football',
  Racing: 'course',
  Adventure: 'aventure',
  Fighting: 'combat',
  Party: 'party game',
};

const frenchUnits: Readonly<Record<string, string>> = { GB: 'Go', TB: 'To', 'MB/s': 'Mo/s', days: 'jours' };

function groupThousands(whole: string, language: Language): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? ' ' : ',');
}

function formatNumber(value: string, language: Language): string {
  const [whole = value, fraction] = value.split('.');
  const grouped = groupThousands(whole, language);
  if (fraction === undefined) return grouped;
  return `${grouped}${language === 'fr' ? ',' : '.'}${fraction}`;
}

/**
 * A specification value with its unit as a shopper reads it: "256 Go" / "256 GB",
 * "10 000 mAh" / "10,000 mAh", "6,78 pouces" / `6.78"`. `compact` drops the space
 * English product names leave out ("256GB").
 */
export function formatSpecValue(value: string, unit: string | null, language: Language, compact = false): string {
  const numeric = /^\d+(\.\d+)?$/.test(value);
  if (!numeric || unit === null) return language === 'fr' ? (frenchValues[value] ?? value) : value;
  let amount = value;
  let shownUnit = unit;
  if (unit === 'GB' && Number(value) >= 1000) {
    amount = String(Math.round(Number(value) / 1000));
    shownUnit = 'TB';
  }
  const number = formatNumber(amount, language);
  if (shownUnit === 'in') return language === 'fr' ? `${number} pouces` : `${number}"`;
  const localUnit = language === 'fr' ? (frenchUnits[shownUnit] ?? shownUnit) : shownUnit;
  const glue = compact && language === 'en' && ['GB', 'TB', 'mAh', 'W'].includes(shownUnit) ? '' : ' ';
  return `${number}${glue}${localUnit}`;
}

export interface ChosenSpec {
  code: string;
  nameFr: string;
  nameEn: string;
  unit: string | null;
  value: string;
}

/** "Tecno Camon 30 Pro 256 Go" / "Tecno Camon 30 Pro 256GB". */
export function productName(productModel: ProductModelSeed, subCategory: SubCategorySeed, specs: readonly ChosenSpec[], language: Language): string {
  const base = typeof productModel.name === 'string' ? productModel.name : productModel.name[language === 'fr' ? 0 : 1];
  const withBrand = base.includes('{brand}')
    ? base.replace('{brand}', productModel.brand)
    : productModel.prefixBrand === false
      ? base
      : `${productModel.brand} ${base}`;
  const suffix = subCategory.nameSpecs
    .map((code) => specs.find((spec) => spec.code === code))
    .filter((spec): spec is ChosenSpec => spec !== undefined)
    .map((spec) => formatSpecValue(spec.value, spec.unit, language, true))
    .join(' / ');
  return suffix ? `${withBrand} ${suffix}` : withBrand;
}

const lowerFirst = (text: string) => (/^[A-Z][a-zé]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function specSentence(specs: readonly ChosenSpec[], language: Language): string {
  const parts = specs.slice(0, 4).map((spec) => `${lowerFirst(language === 'fr' ? spec.nameFr : spec.nameEn)} ${formatSpecValue(spec.value, spec.unit, language)}`);
  if (parts.length === 0) return '';
  return language === 'fr' ? `Caractéristiques principales : ${parts.join(', ')}.` : `Key specifications: ${parts.join(', ')}.`;
}

const shopSentences: readonly { fr: string; en: string }[] = [
  { fr: 'Vendu par {shop} à {city}, neuf et garanti {months} mois.', en: 'Sold by {shop} in {city}, brand new with a {months}-month warranty.' },
  {
    fr: 'Disponible chez {shop} ({city}) : retrait en boutique ou livraison en ville, paiement à la réception.',
    en: 'Available from {shop} ({city}): collect in store or get it delivered in town, pay on receipt.',
  },
  { fr: 'Produit neuf vendu par {shop}, livraison possible partout à {city}.', en: 'New product sold by {shop}, with delivery available anywhere in {city}.' },
];

export interface ProductDescription {
  fr: string;
  en: string;
}

/** Three or four sentences: the sub-category pitch, maybe a category line, the specs, the shop. */
export function describeProduct(
  names: { fr: string; en: string },
  category: CategorySeed,
  subCategory: SubCategorySeed,
  specs: readonly ChosenSpec[],
  shop: { shopName: string; city: string },
  random: Random,
): ProductDescription {
  const blurb = random.chance(0.7) ? random.pick(category.blurbs) : null;
  const closing = random.pick(shopSentences);
  const months = String(random.pick([3, 6, 12]));
  const build = (language: Language) =>
    [
      subCategory.pitch[language].replace('{name}', names[language]),
      blurb?.[language],
      specSentence(specs, language),
      closing[language].replace('{shop}', shop.shopName).replace('{city}', shop.city).replace('{months}', months),
    ]
      .filter((sentence): sentence is string => Boolean(sentence))
      .join(' ');
  return { fr: build('fr'), en: build('en') };
}
