import { randomBytes } from 'node:crypto';
import type { Language } from '@store/contracts/locale';
import { currencyFromIso, type ExchangeRates, isoCurrency, toDefaultCurrencyAmount } from '@store/contracts/money';
import { type ListingDraft, listingDraft, LOW_STOCK_THRESHOLD_DEFAULT, priceWithinLimits, PRODUCT_PICTURE_MAX_SIDE, PRODUCT_PICTURES_MAX, publishingBlockers } from '@store/contracts/product-rules';
import type { ProductBody, ProductUpdateBody, SellerProduct, SellerProductRow } from '@store/contracts/seller-products';
import { noCounts } from '@store/contracts/shop-stats-rules';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { images, products, productSpecificationValues, specifications, subCategories } from '@store/db/schema/index';
import { refreshSearchIndex } from '@store/db/search-index';
import { and, count, desc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import { type FieldIssue, HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import { localized } from '../../lib/localize.ts';
import { reencodeImage } from '../../lib/uploads.ts';
import { imageUrl } from '../media/media.service.ts';
import sharp from 'sharp';
import { deleteImages } from '../profile/pictures.service.ts';
import { pictureFeatures } from '../vision/features.ts';
import { copiedPicture, copiedPicturesOf, insertPictureFeatures } from '../vision/vision.service.ts';
import { visualIndex } from '../vision/visual-index.ts';
import { findProductImages, thumbnailId } from './products.repo.ts';
import { last30DaysOf } from './shop-stats.service.ts';
import { isUniqueViolation } from '../profile/profile.service.ts';
import { slugify } from '../registration/identifiers.ts';
import { assertCanPublishOneMore } from '../subscriptions/plans.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit.service.ts';
import { afterSellerSave, moderationStates, type ModerationState, onStorefront } from '@store/contracts/moderation-rules';
import { sellerNeedsReview } from '../admin/moderation-settings.ts';

/*
 * A seller's own products: publish, edit, withdraw, pictures. Prices are stored in the seller's
 * currency with their CFA value beside them (search sorts by it). Stock is stored as what is
 * still for sale: a seller types the units on hand, and the units held in buyers' checkouts
 * (active reservations) are taken off, so an edit never gives away held stock nor breaks a
 * checkout under way; a reservation keeps the price it was made at.
 */

export interface SellerProductsContext {
  db: Database;
  media: MediaStore;
  rates: ExchangeRates;
  /** Who makes the change, for the audit log. */
  actor: AuditActor;
}

/** What the audit log keeps of a product: the fields a seller edits. */
function auditedFields(row: Pick<typeof products.$inferSelect, 'slug' | 'subCategoryId' | 'brand' | 'nameFr' | 'nameEn' | 'descriptionFr' | 'descriptionEn' | 'price' | 'currency' | 'quantity' | 'location' | 'lowStockThreshold' | 'published' | 'sellerPublished' | 'moderation'>) {
  return {
    slug: row.slug,
    subCategoryId: row.subCategoryId,
    brand: row.brand,
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    price: row.price,
    currency: row.currency,
    quantity: row.quantity,
    location: row.location,
    lowStockThreshold: row.lowStockThreshold,
    published: row.sellerPublished,
    live: row.published,
    moderation: row.moderation,
  };
}

const stateOf = (value: string): ModerationState => moderationStates.find((state) => state === value) ?? 'approved';

/**
 * Where a seller's save leaves the listing (decision 73): its moderation state, and whether it is
 * on the storefront. Only publishing asks the trust setting (decision 74).
 */
async function listingAfterSave(db: Database, accountId: number, existing: { sellerPublished: boolean; moderation: string } | null, publish: boolean) {
  const reviewRequired = publish ? await sellerNeedsReview(db, accountId) : false;
  const moderation = afterSellerSave(stateOf(existing?.moderation ?? 'approved'), { wasPublished: existing?.sellerPublished ?? false, publish, reviewRequired });
  return { sellerPublished: publish, moderation, published: onStorefront(publish, moderation) };
}

/** The operator's reason, while it still holds: an approved listing shows none. */
const reasonShown = (row: { moderation: string; moderationReason: string | null }) => (row.moderation === 'approved' ? null : row.moderationReason);

/** `product.update`, or `product.publish` / `product.unpublish` when the edit changes that. */
const updateAction = (wasPublished: boolean, published: boolean) => (wasPublished === published ? 'product.update' : published ? 'product.publish' : 'product.unpublish');

const notYours = () => new HttpProblem('product/not-yours', 'This product belongs to another seller.');

/** Units of a product (the `products` row of the query) held in buyers' checkouts right now. */
const heldUnits = sql<number>`coalesce((select sum(ri.quantity) from stock_reservation_items ri join stock_reservations r on r.id = ri.reservation_id where ri.product_id = products.id and r.status = 'ACTIVE'), 0)::int`;

/** A product of the seller's, not withdrawn; 404 when unknown, 403 when another seller's. */
export async function ownProductRow(db: Database, accountId: number, slug: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(`No product ${slug}`);
  if (row.accountId !== accountId) throw notYours();
  return row;
}

/** The issues of a body against the catalogue: its sub-category, specifications and price. */
async function checkBody(db: Database, body: ProductBody, rates: ExchangeRates) {
  const issues: FieldIssue[] = [];
  const [subCategory] = await db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, body.subCategoryId)).limit(1);
  if (!subCategory) issues.push({ path: 'body.subCategoryId', message: 'product/sub-category-unknown' });
  const specs = subCategory ? await db.select().from(specifications).where(eq(specifications.subCategoryId, subCategory.id)) : [];
  const byCode = new Map(specs.map((spec) => [spec.code, spec]));
  const values = new Map<number, string>();
  for (const [code, value] of Object.entries(body.specificationValues ?? {})) {
    if (value === '') continue;
    const spec = byCode.get(code);
    const path = `body.specificationValues.${code}`;
    if (!spec) issues.push({ path, message: 'product/specification-unknown' });
    else if (spec.allowedValues.length > 0 && !spec.allowedValues.includes(value)) issues.push({ path, message: 'product/specification-value-invalid' });
    else if (spec.unit !== null && spec.allowedValues.length === 0 && !/^\d{1,9}(?:[.,]\d{1,3})?$/.test(value)) issues.push({ path, message: 'product/specification-value-invalid' });
    else values.set(spec.id, value.replace(',', '.'));
  }
  const defaultCurrencyPrice = toDefaultCurrencyAmount({ amount: body.price, currency: body.currency }, rates);
  if (!priceWithinLimits(defaultCurrencyPrice)) issues.push({ path: 'body.price', message: 'product/price-out-of-range' });
  const missingRequired = specs.filter((spec) => spec.required && !values.has(spec.id));
  const givenCodes = new Set(specs.filter((spec) => values.has(spec.id)).map((spec) => spec.code));
  const draft = (pictures: number) => listingDraft(body, defaultCurrencyPrice, pictures, specs, (code) => givenCodes.has(code));
  return { issues, subCategory, values, defaultCurrencyPrice, missingRequired, draft };
}

/**
 * What publishing needs beyond a valid body (the checklist of product-rules.ts, the publishing
 * form's too): each required specification, and a picture. Name and price are body issues already.
 */
function publishingIssues(draft: ListingDraft, missingRequired: readonly { code: string }[]): FieldIssue[] {
  const blockers = publishingBlockers(draft);
  return [
    ...(blockers.includes('requiredSpecifications') ? missingRequired.map((spec) => ({ path: `body.specificationValues.${spec.code}`, message: 'product/specification-required' })) : []),
    ...(blockers.includes('picture') ? [{ path: 'body.published', message: 'product/picture-required' }] : []),
  ];
}

const newSlug = (body: ProductBody) => `${slugify(body.nameFr || body.nameEn || body.brand) || 'produit'}-${randomBytes(3).toString('hex')}`;

/** The columns a body sets (the stock aside), with where the save leaves the listing. */
function productColumns(body: ProductBody, defaultCurrencyPrice: number, listing: Awaited<ReturnType<typeof listingAfterSave>>) {
  return {
    subCategoryId: body.subCategoryId,
    brand: body.brand,
    nameFr: body.nameFr ?? '',
    nameEn: body.nameEn ?? '',
    descriptionFr: body.descriptionFr ?? '',
    descriptionEn: body.descriptionEn ?? '',
    price: body.price,
    currency: isoCurrency[body.currency],
    defaultCurrencyPrice,
    location: body.location,
    lowStockThreshold: body.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
    ...listing,
    updatedAt: new Date(),
  };
}

async function replaceSpecificationValues(tx: Database, productId: number, values: ReadonlyMap<number, string>) {
  await tx.delete(productSpecificationValues).where(eq(productSpecificationValues.productId, productId));
  if (values.size > 0) await tx.insert(productSpecificationValues).values([...values].map(([specificationId, value]) => ({ productId, specificationId, value })));
}

/** `POST products`: a new listing, a draft unless it can be published at once (it needs a picture, so rarely). */
export async function createProduct(context: SellerProductsContext, accountId: number, body: ProductBody): Promise<SellerProduct> {
  const { issues, values, defaultCurrencyPrice, missingRequired, draft } = await checkBody(context.db, body, context.rates);
  if (body.published) issues.push(...publishingIssues(draft(0), missingRequired));
  if (issues.length > 0) throw invalidFields(issues);
  const listing = await listingAfterSave(context.db, accountId, null, body.published ?? false);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await context.db.transaction(async (tx) => {
        if (body.published) await assertCanPublishOneMore(tx, accountId);
        const [row] = await tx
          .insert(products)
          .values({ ...productColumns(body, defaultCurrencyPrice, listing), slug: newSlug(body), accountId, quantity: body.quantity })
          .returning();
        if (!row) throw new Error('the product was not inserted');
        await replaceSpecificationValues(tx, row.id, values);
        await recordAudit(tx, context.actor, { entityType: 'product', entityId: row.id, action: row.sellerPublished ? 'product.publish' : 'product.create', after: { ...auditedFields(row), specificationValues: body.specificationValues ?? {} } });
        return row.id;
      });
      await refreshSearchIndex(context.db, [id]);
      return await sellerProductById(context.db, id);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * `PUT products`: the seller's new values. The stock typed is the units on hand: what buyers
 * hold in their checkouts is taken off what goes on sale.
 */
export async function updateProduct(context: SellerProductsContext, accountId: number, body: ProductUpdateBody): Promise<SellerProduct> {
  const existing = await ownProductRow(context.db, accountId, body.slug);
  const { issues, values, defaultCurrencyPrice, missingRequired, draft } = await checkBody(context.db, body, context.rates);
  if (body.published) {
    const [pictures] = await context.db.select({ n: count() }).from(images).where(eq(images.productId, existing.id));
    issues.push(...publishingIssues(draft(pictures?.n ?? 0), missingRequired));
  }
  if (issues.length > 0) throw invalidFields(issues);
  const listing = await listingAfterSave(context.db, accountId, existing, body.published ?? false);
  await context.db.transaction(async (tx) => {
    if (body.published && !existing.sellerPublished) await assertCanPublishOneMore(tx, accountId);
    // The row lock orders this edit with checkouts taking or giving back stock.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, existing.id)).for('update');
    const [held] = await tx.select({ held: heldUnits }).from(products).where(eq(products.id, existing.id));
    const forSale = Math.max(0, body.quantity - (held?.held ?? 0));
    const [updated] = await tx
      .update(products)
      .set({ ...productColumns(body, defaultCurrencyPrice, listing), quantity: forSale })
      .where(eq(products.id, existing.id))
      .returning();
    await replaceSpecificationValues(tx, existing.id, values);
    if (updated) {
      const change = changedFields(auditedFields(existing), auditedFields(updated));
      await recordAudit(tx, context.actor, { entityType: 'product', entityId: existing.id, action: updateAction(existing.sellerPublished, updated.sellerPublished), ...change });
    }
  });
  await refreshSearchIndex(context.db, [existing.id]);
  return sellerProductById(context.db, existing.id);
}

/**
 * `DELETE products/by-slug/{slug}`: the listing is withdrawn, shown nowhere and no longer
 * sold, but kept (pictures too) for the orders that name it.
 */
export async function withdrawProduct(context: SellerProductsContext, accountId: number, slug: string) {
  const row = await ownProductRow(context.db, accountId, slug);
  await context.db.transaction(async (tx) => {
    const deletedAt = new Date();
    await tx.update(products).set({ deletedAt, published: false, sellerPublished: false, updatedAt: deletedAt }).where(eq(products.id, row.id));
    await recordAudit(tx, context.actor, { entityType: 'product', entityId: row.id, action: 'product.delete', before: auditedFields(row), after: { published: false, deletedDate: deletedAt.toISOString() } });
  });
}

async function sellerProductById(db: Database, id: number): Promise<SellerProduct> {
  const [row] = await db
    .select({ product: products, categoryId: subCategories.categoryId, held: heldUnits })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw notFound(`No product ${id}`);
  const [pictures, copies, values] = await Promise.all([
    findProductImages(db, id),
    copiedPicturesOf(db, id),
    db
      .select({ code: specifications.code, value: productSpecificationValues.value })
      .from(productSpecificationValues)
      .innerJoin(specifications, eq(specifications.id, productSpecificationValues.specificationId))
      .where(eq(productSpecificationValues.productId, id)),
  ]);
  const { product, held: heldNow } = row;
  return {
    id: product.id,
    slug: product.slug,
    subCategoryId: product.subCategoryId,
    categoryId: row.categoryId,
    brand: product.brand,
    nameFr: product.nameFr,
    nameEn: product.nameEn,
    descriptionFr: product.descriptionFr,
    descriptionEn: product.descriptionEn,
    price: product.price,
    currency: currencyFromIso(product.currency) ?? 'CFA',
    defaultCurrencyPrice: product.defaultCurrencyPrice,
    quantity: product.quantity + heldNow,
    held: heldNow,
    lowStockThreshold: product.lowStockThreshold,
    location: product.location,
    specificationValues: Object.fromEntries(values.map((value) => [value.code, value.value])),
    images: pictures.map((picture) => ({ id: picture.id, url: imageUrl(picture.id), copyOf: copies.get(picture.id) ?? null })),
    published: product.sellerPublished,
    live: product.published,
    moderation: stateOf(product.moderation),
    moderationReason: reasonShown(product),
    promoted: product.promotedAt !== null,
    createdDate: product.createdAt.toISOString(),
    updatedDate: product.updatedAt.toISOString(),
  };
}

/** `GET products/of-user/by-slug/{slug}`: one of the seller's products, as they edit it. */
export async function ownProduct(db: Database, accountId: number, slug: string): Promise<SellerProduct> {
  return sellerProductById(db, (await ownProductRow(db, accountId, slug)).id);
}

/** `GET products/of-user`: the seller's products, drafts included, newest first, with their last 30 days' figures. */
export async function ownProducts(db: Database, accountId: number, query: { page: number; size: number; status: 'all' | 'published' | 'draft' }, language: Language) {
  const filters: SQL[] = [eq(products.accountId, accountId), isNull(products.deletedAt)];
  if (query.status !== 'all') filters.push(eq(products.sellerPublished, query.status === 'published'));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, held: heldUnits, cover: thumbnailId })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const stats = await last30DaysOf(db, rows.map((row) => row.product.id));
  const items: SellerProductRow[] = rows.map(({ product, held: heldNow, cover: coverId }) => ({
    id: product.id,
    slug: product.slug,
    name: localized(product, 'name', language),
    thumbnail: coverId === null ? null : imageUrl(coverId),
    price: product.price,
    currency: currencyFromIso(product.currency) ?? 'CFA',
    quantity: product.quantity + heldNow,
    held: heldNow,
    published: product.sellerPublished,
    live: product.published,
    moderation: stateOf(product.moderation),
    moderationReason: reasonShown(product),
    createdDate: product.createdAt.toISOString(),
    updatedDate: product.updatedAt.toISOString(),
    last30Days: stats.get(product.id) ?? noCounts(),
  }));
  return { items, total: total?.n ?? 0 };
}

/** `POST products/file/by-slug/{slug}`: a picture added at the end (the first one is the cover). */
export async function addProductPicture(context: SellerProductsContext, accountId: number, slug: string, upload: Buffer): Promise<SellerProduct> {
  const product = await ownProductRow(context.db, accountId, slug);
  const [{ n = 0, last = null } = {}] = await context.db.select({ n: count(), last: max(images.position) }).from(images).where(eq(images.productId, product.id));
  if (n >= PRODUCT_PICTURES_MAX) throw new HttpProblem('product/too-many-pictures', `A product has at most ${PRODUCT_PICTURES_MAX} pictures.`);
  const encoded = await reencodeImage(upload, PRODUCT_PICTURE_MAX_SIDE);
  // Described before the write, so the picture is searchable by photo the moment it exists.
  const features = await pictureFeatures(sharp(encoded.bytes));
  const copyOf = await copiedPicture(context.db, features, accountId);
  const storageKey = `products/${product.id}/${randomBytes(8).toString('hex')}.webp`;
  await context.media.put(storageKey, encoded.bytes);
  const imageId = await context.db.transaction(async (tx) => {
    const [picture] = await tx
      .insert(images)
      .values({
        kind: 'PRODUCT',
        productId: product.id,
        position: (last ?? -1) + 1,
        storageKey,
        contentType: encoded.contentType,
        width: encoded.width,
        height: encoded.height,
      })
      .returning({ id: images.id });
    if (!picture) throw new Error('the picture row was not written');
    await insertPictureFeatures(tx, { imageId: picture.id, productId: product.id }, features, copyOf?.imageId ?? null);
    await recordAudit(tx, context.actor, { entityType: 'product', entityId: product.id, action: 'product.picture-add', after: { imageId: picture.id, copyOfImageId: copyOf?.imageId ?? null, copyOfProductId: copyOf?.productId ?? null } });
    return picture.id;
  });
  visualIndex(context.db).add({ imageId, productId: product.id }, features.descriptor, features.words);
  return sellerProductById(context.db, product.id);
}

/** The product a picture belongs to, the seller's own; 404 for no such product picture. */
async function ownPicture(db: Database, accountId: number, imageId: number) {
  const [row] = await db
    .select({ id: images.id, storageKey: images.storageKey, productId: products.id, accountId: products.accountId, published: products.sellerPublished })
    .from(images)
    .innerJoin(products, eq(products.id, images.productId))
    .where(and(eq(images.id, imageId), eq(images.kind, 'PRODUCT'), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(`No product picture ${imageId}`);
  if (row.accountId !== accountId) throw notYours();
  return row;
}

/** `DELETE products/file/{id}`: a published product keeps at least one picture. */
export async function deleteProductPicture(context: SellerProductsContext, accountId: number, imageId: number): Promise<SellerProduct> {
  const picture = await ownPicture(context.db, accountId, imageId);
  if (picture.published) {
    const [pictures] = await context.db.select({ n: count() }).from(images).where(eq(images.productId, picture.productId));
    if ((pictures?.n ?? 0) <= 1) throw invalidFields([{ path: 'params.id', message: 'product/picture-required' }]);
  }
  await deleteImages(context.db, context.media, [picture]);
  await recordAudit(context.db, context.actor, { entityType: 'product', entityId: picture.productId, action: 'product.picture-delete', before: { imageId: picture.id } });
  return sellerProductById(context.db, picture.productId);
}

/** `PUT products/file/order/by-slug/{slug}`: the pictures in a new order, the cover first; every picture named once. */
export async function orderProductPictures(context: SellerProductsContext, accountId: number, slug: string, imageIds: readonly number[]): Promise<SellerProduct> {
  const product = await ownProductRow(context.db, accountId, slug);
  const current = await context.db.select({ id: images.id }).from(images).where(eq(images.productId, product.id));
  const known = new Set(current.map((picture) => picture.id));
  if (imageIds.length !== known.size || new Set(imageIds).size !== imageIds.length || imageIds.some((id) => !known.has(id))) {
    throw invalidFields([{ path: 'body.imageIds', message: 'product/picture-order-invalid' }]);
  }
  await context.db.transaction(async (tx) => {
    for (const [position, id] of imageIds.entries()) await tx.update(images).set({ position }).where(eq(images.id, id));
    await recordAudit(tx, context.actor, { entityType: 'product', entityId: product.id, action: 'product.picture-order', after: { imageIds } });
  });
  return sellerProductById(context.db, product.id);
}
