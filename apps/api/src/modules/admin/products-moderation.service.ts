import type { AdminProduct, AdminProductDetail, AdminProductFilter } from '@store/contracts/admin-products';
import type { Language } from '@store/contracts/locale';
import { afterOperatorAction, type ModerationAction, moderationStates, type ModerationState, onStorefront } from '@store/contracts/moderation-rules';
import type { Database } from '@store/db/client';
import { accounts, categories, products, subCategories } from '@store/db/schema/index';
import { and, type Column, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { localized } from '../../lib/localize.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { imageUrl } from '../media/media.service.ts';
import { findProductImages, thumbnailId } from '../products/products.repo.ts';
import { copiedPicturesOf } from '../vision/vision.service.ts';
import { tellSellerOfModeration, tellSellerOfRelease } from './moderation-notices.ts';
import { listingReviewMode } from './moderation-settings.ts';

/*
 * Products moderation (issue #15 item 3, decision 73): every listing for operators, and their
 * three actions. An action changes `moderation` and, in the same statement, `published` (what
 * every storefront reader checks), writes its audit row and the seller's notification in the
 * same transaction; the stamp trigger then tells search (decision 63), and the route empties
 * the page cache.
 */

const columns = {
  id: products.id,
  slug: products.slug,
  nameFr: products.nameFr,
  nameEn: products.nameEn,
  brand: products.brand,
  price: products.price,
  currency: products.currency,
  categoryNameFr: categories.nameFr,
  categoryNameEn: categories.nameEn,
  sellerId: accounts.id,
  sellerLogin: accounts.login,
  shopName: accounts.shopName,
  published: products.published,
  sellerPublished: products.sellerPublished,
  deletedAt: products.deletedAt,
  moderation: products.moderation,
  moderationReason: products.moderationReason,
  moderatedAt: products.moderatedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  thumbnailId,
};

const selectProducts = (db: Database) =>
  db
    .select(columns)
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(accounts, eq(accounts.id, products.accountId));
type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

const stateOf = (value: string): ModerationState => moderationStates.find((state) => state === value) ?? 'approved';

function toAdminProduct(row: ProductRow, language: Language): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row, 'name', language) || row.brand,
    brand: row.brand,
    thumbnail: row.thumbnailId === null ? null : imageUrl(row.thumbnailId),
    price: row.price,
    currency: row.currency,
    categoryName: language === 'en' ? row.categoryNameEn : row.categoryNameFr,
    sellerId: row.sellerId,
    sellerLogin: row.sellerLogin,
    shopName: row.shopName,
    sellerPublished: row.sellerPublished,
    live: row.published,
    withdrawn: row.deletedAt !== null,
    moderation: stateOf(row.moderation),
    moderationReason: row.moderationReason,
    moderatedDate: row.moderatedAt?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

const statusCondition = {
  published: and(isNull(products.deletedAt), eq(products.sellerPublished, true)),
  draft: and(isNull(products.deletedAt), eq(products.sellerPublished, false)),
  withdrawn: isNotNull(products.deletedAt),
} satisfies Record<NonNullable<AdminProductFilter['status']>, SQL | undefined>;

const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(filter: AdminProductFilter): SQL | undefined {
  const like = (text: string | undefined, ...fields: Column[]) => (text ? or(...fields.map((field) => ilike(field, containsPattern(text)))) : undefined);
  return and(
    like(filter.query, products.nameFr, products.nameEn, products.brand, products.slug),
    like(filter.shop, accounts.shopName, accounts.login),
    filter.category ? eq(categories.slug, filter.category) : undefined,
    filter.moderation ? eq(products.moderation, filter.moderation) : undefined,
    filter.status ? statusCondition[filter.status] : undefined,
    filter.from ? gte(products.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(products.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** Every listing, drafts and withdrawn ones included, newest first. */
export async function listAdminProducts(db: Database, filter: AdminProductFilter, page: number, size: number, language: Language) {
  const where = conditions(filter);
  const [rows, [counted]] = await Promise.all([
    selectProducts(db).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(size).offset(page * size),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(accounts, eq(accounts.id, products.accountId))
      .where(where),
  ]);
  return { items: rows.map((row) => toAdminProduct(row, language)), total: counted?.total ?? 0 };
}

/** One listing as operators see it, whatever its state. */
export async function adminProductDetail(db: Database, id: number, language: Language): Promise<AdminProductDetail> {
  const [row] = await db
    .select({ ...columns, descriptionFr: products.descriptionFr, descriptionEn: products.descriptionEn, quantity: products.quantity, location: products.location, sellerSlug: accounts.slug, sellerVerified: accounts.identityVerified })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw notFound(`No product ${id}`);
  const [pictures, copies] = await Promise.all([findProductImages(db, id), copiedPicturesOf(db, id)]);
  return {
    ...toAdminProduct(row, language),
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    quantity: row.quantity,
    location: row.location,
    sellerSlug: row.sellerSlug,
    sellerVerified: row.sellerVerified,
    images: pictures.map((picture) => imageUrl(picture.id)),
    copiedPictures: [...copies].map(([imageId, original]) => ({ image: imageUrl(imageId), originalSlug: original.slug })),
  };
}

/** The audit action of each operator action. */
export const moderationAuditAction = (action: ModerationAction) => `product.moderation.${action}`;

/**
 * Unpublishes, sends back for changes, or republishes (approves) a listing, with the reason the
 * seller reads. 409 with a stable code when the action would change nothing (the row is locked,
 * so two operators acting at once cannot both pass), or when the seller withdrew it.
 */
export async function moderateProduct(db: Database, actor: AuditActor, id: number, action: ModerationAction, reason: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id, slug: products.slug, accountId: products.accountId, nameFr: products.nameFr, nameEn: products.nameEn, published: products.published, sellerPublished: products.sellerPublished, moderation: products.moderation, moderationReason: products.moderationReason, deletedAt: products.deletedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(`No product ${id}`);
    if (row.deletedAt) throw new HttpProblem('moderation/withdrawn', 'The seller withdrew this listing.');
    const next = afterOperatorAction(stateOf(row.moderation), action);
    if ('conflict' in next) throw new HttpProblem(next.conflict, 'This action changes nothing on this listing.');
    const published = onStorefront(row.sellerPublished, next.state);
    await tx.update(products).set({ moderation: next.state, published, moderationReason: reason, moderatedAt: now }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      entityType: 'product',
      entityId: id,
      action: moderationAuditAction(action),
      before: { moderation: row.moderation, published: row.published, moderationReason: row.moderationReason },
      after: { moderation: next.state, published, moderationReason: reason },
    });
    await tellSellerOfModeration(tx, { accountId: row.accountId, slug: row.slug, nameFr: row.nameFr, nameEn: row.nameEn }, next.state === 'approved' ? 'republish' : action, reason, published);
  });
}

/**
 * Under the `unverified` trust mode, a listing of a seller whose identity no operator had verified
 * waits for review only because of who published it. When an operator verifies that seller, in the
 * same transaction, those listings go live (decision 96): each is audited under the verifying
 * operator and the seller is told once. A listing an operator held (it carries their reason: sent
 * back, unpublished, then saved again) keeps waiting for an operator, and under `all` every
 * listing does. Returns how many went live.
 */
export async function releaseListingsHeldForTrust(tx: Database, actor: AuditActor, accountId: number, now = new Date()): Promise<number> {
  if ((await listingReviewMode(tx)) !== 'unverified') return 0;
  const released = await tx
    .update(products)
    .set({ moderation: 'approved', published: true, moderatedAt: now })
    .where(and(eq(products.accountId, accountId), eq(products.moderation, 'pending'), eq(products.sellerPublished, true), isNull(products.moderationReason), isNull(products.deletedAt)))
    .returning({ id: products.id });
  for (const listing of released) {
    await recordAudit(tx, actor, { entityType: 'product', entityId: listing.id, action: 'product.release', before: { moderation: 'pending', published: false }, after: { moderation: 'approved', published: true } });
  }
  if (released.length > 0) await tellSellerOfRelease(tx, accountId, released.length);
  return released.length;
}
