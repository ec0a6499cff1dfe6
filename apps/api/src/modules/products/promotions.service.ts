import { PROMOTED_PRODUCTS_MAX } from '@store/contracts/plans';
import type { SellerProduct } from '@store/contracts/seller-products';
import type { Database } from '@store/db/client';
import { accounts, products } from '@store/db/schema/index';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { HttpProblem } from '../../lib/http-problem.ts';
import { currentPlanOf } from '../subscriptions/plans.ts';
import { ownProduct, ownProductRow } from './seller-products.service.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';

/**
 * `POST products/by-slug/{slug}/promotion`: a pro seller puts a published product forward,
 * first in matching searches and on the home page, labelled sponsored. The plan is checked
 * here and again wherever sponsored products are read, so a promotion ends with the plan.
 */
export async function promoteProduct(db: Database, actor: AuditActor, accountId: number, slug: string): Promise<SellerProduct> {
  const product = await ownProductRow(db, accountId, slug);
  if (!product.published) throw new HttpProblem('product/not-published', 'Only a published product can be promoted.');
  if (product.promotedAt !== null) return ownProduct(db, accountId, slug);
  await db.transaction(async (tx) => {
    // One promotion at a time per shop, so the limit holds when two arrive together.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const { plan } = await currentPlanOf(tx, accountId);
    if (plan !== 'pro') throw new HttpProblem('plan/feature-not-included', 'Promoting products comes with the pro plan.');
    const [promoted] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.accountId, accountId), isNotNull(products.promotedAt), isNull(products.deletedAt), eq(products.published, true)));
    if ((promoted?.n ?? 0) >= PROMOTED_PRODUCTS_MAX) throw new HttpProblem('product/too-many-promotions', `A shop promotes ${PROMOTED_PRODUCTS_MAX} products at most; stop promoting one first.`);
    await tx.update(products).set({ promotedAt: new Date() }).where(eq(products.id, product.id));
    await recordAudit(tx, actor, { entityType: 'product', entityId: product.id, action: 'product.promote', before: { promoted: false }, after: { promoted: true } });
  });
  return ownProduct(db, accountId, slug);
}

/** `DELETE products/by-slug/{slug}/promotion`: the product is no longer sponsored (on any plan). */
export async function stopPromotion(db: Database, actor: AuditActor, accountId: number, slug: string): Promise<SellerProduct> {
  const product = await ownProductRow(db, accountId, slug);
  if (product.promotedAt === null) return ownProduct(db, accountId, slug);
  await db.transaction(async (tx) => {
    await tx.update(products).set({ promotedAt: null }).where(eq(products.id, product.id));
    await recordAudit(tx, actor, { entityType: 'product', entityId: product.id, action: 'product.unpromote', before: { promoted: true }, after: { promoted: false } });
  });
  return ownProduct(db, accountId, slug);
}
