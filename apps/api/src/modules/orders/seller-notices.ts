import type { Currency } from '@store/contracts/locale';
import { formatMoney } from '@store/contracts/money';
import type { Database } from '@store/db/client';
import { products } from '@store/db/schema/index';
import { and, inArray, lte } from 'drizzle-orm';
import { notifyInbox } from '../inbox/inbox.service.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';

interface SoldBy {
  accountId: number;
  productIds: readonly number[];
  subTotal: number;
  items: number;
}


/**
 * In the order's transaction: each seller is told of their new order, and warned about their
 * products it left at their low-stock threshold or fewer units.
 */
export async function tellSellers(tx: Database, orderNumber: string, sellers: readonly SoldBy[], currency: Currency) {
  const low = await tx
    .select({ id: products.id, slug: products.slug, accountId: products.accountId, nameFr: products.nameFr, nameEn: products.nameEn, quantity: products.quantity })
    .from(products)
    .where(and(inArray(products.id, sellers.flatMap((seller) => [...seller.productIds])), lte(products.quantity, products.lowStockThreshold)));
  await notifyInbox(tx, [
    ...sellers.map((seller) => ({
      accountId: seller.accountId,
      level: 'INFO' as const,
      kind: 'new-order',
      bodyFr: `**Nouvelle commande ${orderNumber}** : ${seller.items} article${seller.items > 1 ? 's' : ''}, ${formatMoney({ amount: seller.subTotal, currency }, 'fr')}.`,
      bodyEn: `**New order ${orderNumber}**: ${seller.items} item${seller.items > 1 ? 's' : ''}, ${formatMoney({ amount: seller.subTotal, currency }, 'en')}.`,
      link: '/account/vendor',
    })),
    ...low.map((product) => {
      const nameFr = escapeMarkdown(product.nameFr || product.nameEn);
      const nameEn = escapeMarkdown(product.nameEn || product.nameFr);
      return {
        accountId: product.accountId,
        level: 'WARNING' as const,
        kind: 'low-stock',
        bodyFr: product.quantity === 0 ? `**${nameFr}** est épuisé : réapprovisionnez-le pour continuer à le vendre.` : `Plus que **${product.quantity}** en stock pour **${nameFr}**.`,
        bodyEn: product.quantity === 0 ? `**${nameEn}** is sold out: restock it to keep selling it.` : `Only **${product.quantity}** left in stock of **${nameEn}**.`,
        link: `/add-product?slug=${product.slug}`,
      };
    }),
  ]);
}
