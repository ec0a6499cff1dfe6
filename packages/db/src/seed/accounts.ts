import { type AccountSeed, sellerAuthorities } from './sellers.ts';

export type DemoRole = 'admin' | 'manager' | 'seller' | 'buyer';

/** The accounts a visitor of the demo store signs in with (shown in the README). */
export interface DemoAccount {
  login: string;
  email: string;
  phoneNumber: string | null;
  password: string;
  role: DemoRole;
}

export const demoAccounts: readonly DemoAccount[] = [
  { login: 'admin', email: 'admin@electromarche.demo', phoneNumber: null, password: 'Admin2026!', role: 'admin' },
  { login: 'manager', email: 'manager@electromarche.demo', phoneNumber: null, password: 'Manager2026!', role: 'manager' },
  { login: 'seller', email: 'seller@electromarche.demo', phoneNumber: '+2250700000001', password: 'Seller2026!', role: 'seller' },
  { login: 'buyer', email: 'buyer@electromarche.demo', phoneNumber: '+2250700000002', password: 'Buyer2026!', role: 'buyer' },
];

/** Everything else a demo account needs, by role. */
const profiles: Record<DemoRole, Omit<AccountSeed, 'login' | 'slug' | 'email' | 'phoneNumber'>> = {
  admin: {
    firstname: 'Aïcha',
    lastname: 'Traoré',
    accountType: 'PERSONAL',
    authorities: ['ROLE_ADMIN', 'ROLE_USER'],
    langKey: 'fr',
    currency: 'CFA',
    shop: null,
  },
  manager: {
    firstname: 'David',
    lastname: 'Mbarga',
    accountType: 'PERSONAL',
    authorities: ['ROLE_MANAGER', 'ROLE_USER'],
    langKey: 'en',
    currency: 'CFA',
    shop: null,
  },
  seller: {
    firstname: 'Koffi',
    lastname: 'Yao',
    accountType: 'PROFESSIONAL',
    authorities: sellerAuthorities,
    langKey: 'fr',
    currency: 'CFA',
    shop: {
      shopName: 'Abidjan Digital',
      city: 'Abidjan',
      priceCurrency: 'CFA',
      plan: 'pro',
      categories: 'all',
      descriptionFr: 'Votre boutique high-tech à Treichville, Abidjan : smartphones, ordinateurs, TV et accessoires neufs avec garantie. Livraison dans tout le district.',
      descriptionEn: 'Your tech shop in Treichville, Abidjan: new smartphones, computers, TVs and accessories with warranty. Delivery across the whole district.',
    },
  },
  buyer: {
    firstname: 'Mariam',
    lastname: 'Diallo',
    accountType: 'PERSONAL',
    authorities: ['ROLE_USER'],
    langKey: 'fr',
    currency: 'CFA',
    shop: null,
  },
};

/** The demo accounts as rows to insert; the seller's slug is its shop's. */
export function demoAccountSeeds(): (AccountSeed & { password: string })[] {
  return demoAccounts.map((account) => {
    const profile = profiles[account.role];
    return {
      ...profile,
      login: account.login,
      slug: account.role === 'seller' ? 'abidjan-digital' : account.login,
      email: account.email,
      phoneNumber: account.phoneNumber,
      password: account.password,
    };
  });
}

/** Shop accounts share one demo password, hashed once, so seeding stays fast with argon2id. */
export const shopPassword = 'Shop2026!';
