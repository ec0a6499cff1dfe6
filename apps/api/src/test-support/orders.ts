import type { Database } from '@store/db/client';
import { accounts, products } from '@store/db/schema/index';
import { and, eq, type SQL } from 'drizzle-orm';

/** A guest's delivery address for checkout tests: a phone number, an email, a city in Abidjan. */
export const deliveryAddress = {
  fullname: 'Awa Koné',
  phoneNumber: { indicator: '+225', telephone: '07 11 22 33 44' },
  email: 'awa@example.com',
  city: 'Abidjan',
  addressLine: 'Cocody, rue des Jardins',
};

/** The first published product priced in CFA that matches `where` (on products and their seller's account). */
export async function publishedCfaProduct(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, price: products.price, sellerId: products.accountId, sellerLogin: accounts.login })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(and(where, eq(products.published, true), eq(products.currency, 'XOF')))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no such product');
  return row;
}
