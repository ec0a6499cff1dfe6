import type { Currency, Language } from '@store/contracts/locale';
import type { SubscriptionPlan } from '@store/contracts/plans';

export type AccountType = 'PERSONAL' | 'PROFESSIONAL';

export interface ShopSeed {
  shopName: string;
  descriptionFr: string;
  descriptionEn: string;
  /** Where the shop is; its products are located there. */
  city: string;
  /** Category slugs the shop sells, or every category. */
  categories: readonly string[] | 'all';
  /** The currency the shop prices in (Paris shops price in euros). */
  priceCurrency: Currency;
  /** The plan the shop pays for (a year, from the seed); free shops may be over the free limit, as after a downgrade. */
  plan: SubscriptionPlan;
}

export interface AccountSeed {
  login: string;
  slug: string;
  email: string;
  /** E.164. */
  phoneNumber: string | null;
  firstname: string;
  lastname: string;
  accountType: AccountType;
  authorities: readonly string[];
  langKey: Language;
  currency: Currency;
  shop: ShopSeed | null;
}

export const sellerAuthorities = ['ROLE_USER', 'ROLE_SELLER'] as const;

const shopAccount = (
  shop: ShopSeed & { login: string; firstname: string; lastname: string; phoneNumber: string; langKey?: Language },
): AccountSeed => ({
  login: shop.login,
  slug: shop.login,
  email: `contact@${shop.login}.demo`,
  phoneNumber: shop.phoneNumber,
  firstname: shop.firstname,
  lastname: shop.lastname,
  accountType: 'PROFESSIONAL',
  authorities: sellerAuthorities,
  langKey: shop.langKey ?? 'fr',
  currency: shop.priceCurrency,
  shop: {
    shopName: shop.shopName,
    descriptionFr: shop.descriptionFr,
    descriptionEn: shop.descriptionEn,
    city: shop.city,
    categories: shop.categories,
    priceCurrency: shop.priceCurrency,
    plan: shop.plan,
  },
});

/**
 * The demo shops besides the `seller` demo account: professional sellers across
 * West and Central Africa and the diaspora. Login and slug are the kebab-case shop name.
 */
export const sellerAccounts: readonly AccountSeed[] = [
  shopAccount({
    login: 'teranga-high-tech',
    firstname: 'Moussa',
    lastname: 'Diop',
    phoneNumber: '+221771234567',
    shopName: 'Teranga High-Tech',
    city: 'Dakar',
    priceCurrency: 'CFA',
    plan: 'plus',
    categories: ['smartphones-tablets', 'computers-accessories', 'headphones', 'powerbanks', 'charging-stations'],
    descriptionFr: 'Boutique de téléphones et d’informatique au cœur du Plateau, à Dakar. Produits neufs, garantie et service après-vente sur place.',
    descriptionEn: 'Phone and computer shop in the heart of Plateau, Dakar. New products, warranty and after-sales service on site.',
  }),
  shopAccount({
    login: 'douala-smart-shop',
    firstname: 'Éric',
    lastname: 'Ekwalla',
    phoneNumber: '+237677123456',
    shopName: 'Douala Smart Shop',
    city: 'Douala',
    priceCurrency: 'CFA',
    plan: 'plus',
    categories: ['smartphones-tablets', 'wearable-electronics', 'headphones', 'powerbanks', 'charging-stations'],
    descriptionFr: 'Smartphones, montres connectées et accessoires à Akwa, Douala. Livraison le jour même dans toute la ville.',
    descriptionEn: 'Smartphones, smartwatches and accessories in Akwa, Douala. Same-day delivery across the city.',
  }),
  shopAccount({
    login: 'mvog-ada-informatique',
    firstname: 'Sandrine',
    lastname: 'Atangana',
    phoneNumber: '+237699876543',
    shopName: 'Mvog-Ada Informatique',
    city: 'Yaoundé',
    priceCurrency: 'CFA',
    plan: 'free',
    categories: ['computers-accessories', 'printers-ink', 'hdd-ssd-storage'],
    descriptionFr: 'Matériel informatique, imprimantes et consommables pour les écoles, administrations et PME de Yaoundé.',
    descriptionEn: 'Computer hardware, printers and supplies for schools, public offices and small businesses in Yaoundé.',
  }),
  shopAccount({
    login: 'lome-connect',
    firstname: 'Komi',
    lastname: 'Agbeko',
    phoneNumber: '+22890123456',
    shopName: 'Lomé Connect',
    city: 'Lomé',
    priceCurrency: 'USD',
    plan: 'free',
    categories: ['tv-video-audio', 'speakers-home-music', 'cameras-photo-video', 'charging-stations'],
    descriptionFr: 'Importateur d’électronique grand public au port de Lomé : téléviseurs, audio, photo et énergie solaire. Prix affichés en dollars.',
    descriptionEn: 'Consumer electronics importer at the port of Lomé: televisions, audio, photo and solar power. Prices shown in US dollars.',
  }),
  shopAccount({
    login: 'cotonou-digital-center',
    firstname: 'Rodrigue',
    lastname: 'Houngbédji',
    phoneNumber: '+2290197123456',
    shopName: 'Cotonou Digital Center',
    city: 'Cotonou',
    priceCurrency: 'CFA',
    plan: 'free',
    categories: 'all',
    descriptionFr: 'Le grand magasin du numérique à Cotonou, près du marché Dantokpa : tout le high-tech au même endroit.',
    descriptionEn: 'The digital department store of Cotonou, near Dantokpa market: all things tech in one place.',
  }),
  shopAccount({
    login: 'paris-diaspora-tech',
    firstname: 'Awa',
    lastname: 'Coulibaly',
    phoneNumber: '+33612345678',
    shopName: 'Paris Diaspora Tech',
    city: 'Paris',
    priceCurrency: 'EUR',
    plan: 'plus',
    categories: ['smartphones-tablets', 'computers-accessories', 'cameras-photo-video', 'gaming', 'wearable-electronics'],
    descriptionFr: 'Électronique achetée en France pour vos proches au pays : commandez à Paris, nous expédions vers Abidjan, Dakar et Douala.',
    descriptionEn: 'Electronics bought in France for your family back home: order in Paris and we ship to Abidjan, Dakar and Douala.',
  }),
  shopAccount({
    login: 'bamako-phone-center',
    firstname: 'Ibrahim',
    lastname: 'Keïta',
    phoneNumber: '+22376123456',
    shopName: 'Bamako Phone Center',
    city: 'Bamako',
    priceCurrency: 'CFA',
    plan: 'free',
    categories: ['smartphones-tablets', 'powerbanks', 'charging-stations', 'headphones'],
    descriptionFr: 'Téléphones, batteries et chargeurs au Grand Marché de Bamako. Réparation et déblocage sur place.',
    descriptionEn: 'Phones, powerbanks and chargers at the Grand Marché in Bamako. Repairs and unlocking on site.',
  }),
  shopAccount({
    login: 'ouaga-electro',
    firstname: 'Salif',
    lastname: 'Ouédraogo',
    phoneNumber: '+22670123456',
    shopName: 'Ouaga Électro',
    city: 'Ouagadougou',
    priceCurrency: 'CFA',
    plan: 'pro',
    categories: ['tv-video-audio', 'speakers-home-music', 'printers-ink', 'hdd-ssd-storage', 'charging-stations'],
    descriptionFr: 'Téléviseurs, sonorisation, imprimantes et stations solaires à Ouagadougou. Installation à domicile sur demande.',
    descriptionEn: 'Televisions, sound systems, printers and solar stations in Ouagadougou. Home installation on request.',
  }),
  shopAccount({
    login: 'cocody-gaming-zone',
    firstname: 'Yannick',
    lastname: 'Kouassi',
    phoneNumber: '+2250505060708',
    shopName: 'Cocody Gaming Zone',
    city: 'Abidjan',
    priceCurrency: 'CFA',
    plan: 'pro',
    categories: ['gaming', 'headphones', 'computers-accessories', 'hdd-ssd-storage'],
    descriptionFr: 'Consoles, jeux, manettes et équipement gamer à Cocody, Abidjan. Tournois FIFA chaque samedi en boutique.',
    descriptionEn: 'Consoles, games, controllers and gaming gear in Cocody, Abidjan. FIFA tournaments in store every Saturday.',
  }),
];
