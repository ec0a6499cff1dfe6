import { and, asc, eq, isNull } from 'drizzle-orm';
import { accounts, categories, productRequestAnswers, productRequests, products, subCategories } from '../schema/index.ts';
import type { SeedTransaction } from './batch.ts';

interface RequestSeed {
  slug: string;
  title: string;
  description: string;
  category: string;
  city: string;
  /** CFA francs, or none. */
  budget: number | null;
  days: number;
  /** A shop that already answered with one of its products. */
  answeredBy?: string;
}

/** What the demo buyer is looking for, so that sellers' "My requests" and the buyer's list are not empty on a new store. */
const requestSeeds: readonly RequestSeed[] = [
  {
    slug: 'iphone-13-128-go-demo01',
    title: 'iPhone 13 128 Go, bon état',
    description: 'Reconditionné accepté, avec facture. Couleur indifférente.',
    category: 'smartphones-tablets',
    city: 'Abidjan',
    budget: 300_000,
    days: 14,
    answeredBy: 'seller',
  },
  { slug: 'ecran-pc-27-pouces-demo02', title: 'Écran PC 27 pouces pour bureau', description: 'Entrée HDMI, pied réglable si possible.', category: 'computers-accessories', city: 'Abidjan', budget: 120_000, days: 7 },
  { slug: 'power-bank-20000-mah-demo03', title: 'Power bank 20 000 mAh charge rapide', description: 'Pour les coupures : deux sorties USB au moins.', category: 'powerbanks', city: 'Dakar', budget: 25_000, days: 7 },
  { slug: 'casque-bluetooth-demo04', title: 'Casque Bluetooth à réduction de bruit', description: '', category: 'headphones', city: 'Abidjan', budget: null, days: 30 },
];

/** Demo product requests of the demo buyer, one already answered by a shop; none accepted, so every contact stays private. */
export async function insertProductRequests(tx: SeedTransaction, accountIds: ReadonlyMap<string, number>) {
  const buyerId = accountIds.get('buyer');
  if (buyerId === undefined) return;
  const [buyer] = await tx.select({ phoneNumber: accounts.phoneNumber, firstname: accounts.firstname, lastname: accounts.lastname }).from(accounts).where(eq(accounts.id, buyerId));
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const now = Date.now();
  for (const seed of requestSeeds) {
    const categoryId = categoryRows.find((row) => row.slug === seed.category)?.id;
    if (categoryId === undefined) throw new Error(`no category ${seed.category} for the demo request ${seed.slug}`);
    const [request] = await tx
      .insert(productRequests)
      .values({
        slug: seed.slug,
        accountId: buyerId,
        phoneNumber: buyer?.phoneNumber ?? null,
        fullname: `${buyer?.firstname ?? ''} ${buyer?.lastname ?? ''}`.trim(),
        langKey: 'fr',
        title: seed.title,
        description: seed.description,
        categoryId,
        budget: seed.budget,
        currency: 'XOF',
        budgetCfa: seed.budget,
        location: seed.city,
        expiresAt: new Date(now + seed.days * 86_400_000),
      })
      .returning({ id: productRequests.id });
    const sellerId = seed.answeredBy ? accountIds.get(seed.answeredBy) : undefined;
    if (!request || sellerId === undefined) continue;
    const [offer] = await tx
      .select({ id: products.id, price: products.price, currency: products.currency, defaultCurrencyPrice: products.defaultCurrencyPrice })
      .from(products)
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(and(eq(products.accountId, sellerId), eq(products.published, true), isNull(products.deletedAt), eq(subCategories.categoryId, categoryId)))
      .orderBy(asc(products.defaultCurrencyPrice))
      .limit(1);
    // One of the shop's products of the category, or (a small demo catalogue may have none) a price and a message.
    const price = offer ? { price: offer.price, currency: offer.currency, priceCfa: offer.defaultCurrencyPrice } : { price: seed.budget ?? 100_000, currency: 'XOF', priceCfa: seed.budget ?? 100_000 };
    await tx.insert(productRequestAnswers).values({
      requestId: request.id,
      sellerAccountId: sellerId,
      productId: offer?.id ?? null,
      message: 'Disponible en boutique à Treichville, garantie 6 mois. Livraison possible dans Abidjan.',
      ...price,
    });
  }
}
