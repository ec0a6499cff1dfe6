import type { Language } from '@store/contracts/locale';
import { currencyFromIso } from '@store/contracts/money';
import { compareAnswers, requestState, type RequestStatus, requestStatuses } from '@store/contracts/product-request-rules';
import type { OwnProductRequest, RequestAnswerView, SellerProductRequest } from '@store/contracts/product-requests';
import type { Database } from '@store/db/client';
import { accounts, categories, images, productRequestAnswers, type productRequests, products, specifications, subCategories } from '@store/db/schema/index';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { localized } from '../../lib/localize.ts';
import { imageUrl, requestPictureUrl } from '../media/media.service.ts';
import { thumbnailId } from '../products/products.repo.ts';

/*
 * How a request reads: the same summary for its requester and for sellers (never the
 * requester's name or phone number), the answers side by side for the requester, and a
 * seller's own answer (with the contact once accepted) for that seller.
 */

export type RequestRow = typeof productRequests.$inferSelect;

const statusOf = (status: string): RequestStatus => requestStatuses.find((known) => known === status) ?? 'CLOSED';

/** Category, sub-category and specification names of requests, in the page's language. */
async function catalogueNames(db: Database, rows: readonly RequestRow[], language: Language) {
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const subIds = [...new Set(rows.flatMap((row) => (row.subCategoryId === null ? [] : [row.subCategoryId])))];
  const [cats, subs, specs] = await Promise.all([
    categoryIds.length > 0 ? db.select({ id: categories.id, nameFr: categories.nameFr, nameEn: categories.nameEn }).from(categories).where(inArray(categories.id, categoryIds)) : [],
    subIds.length > 0 ? db.select({ id: subCategories.id, nameFr: subCategories.nameFr, nameEn: subCategories.nameEn }).from(subCategories).where(inArray(subCategories.id, subIds)) : [],
    subIds.length > 0
      ? db.select({ subCategoryId: specifications.subCategoryId, code: specifications.code, nameFr: specifications.nameFr, nameEn: specifications.nameEn, position: specifications.position }).from(specifications).where(inArray(specifications.subCategoryId, subIds)).orderBy(specifications.position)
      : [],
  ]);
  return {
    category: (id: number) => {
      const row = cats.find((cat) => cat.id === id);
      return row ? localized(row, 'name', language) : '';
    },
    subCategory: (id: number | null) => {
      const row = subs.find((sub) => sub.id === id);
      return row ? localized(row, 'name', language) : null;
    },
    specifications: (row: RequestRow) =>
      specs
        .filter((spec) => spec.subCategoryId === row.subCategoryId && (row.specifications[spec.code] ?? '') !== '')
        .map((spec) => ({ code: spec.code, name: localized(spec, 'name', language), value: row.specifications[spec.code] ?? '' })),
  };
}

/** The keyed addresses of the requests' photos, by picture id. */
async function requestPhotos(db: Database, rows: readonly RequestRow[]): Promise<Map<number, string>> {
  const ids = rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId]));
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(inArray(images.id, ids));
  return new Map(found.map((photo) => [photo.id, requestPictureUrl(photo.id, photo.storageKey)]));
}

/** The summaries of requests, in the page's language; `now` decides which are expired. */
export async function requestSummaries(db: Database, rows: readonly RequestRow[], language: Language, now = new Date()) {
  const [names, photos] = await Promise.all([catalogueNames(db, rows, language), requestPhotos(db, rows)]);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: names.category(row.categoryId),
    subCategoryName: names.subCategory(row.subCategoryId),
    specifications: names.specifications(row),
    budget: row.budget,
    currency: currencyFromIso(row.currency) ?? 'CFA',
    location: row.location,
    picture: (row.imageId === null ? undefined : photos.get(row.imageId)) ?? null,
    status: statusOf(row.status),
    state: requestState(row, now),
    createdDate: row.createdAt.toISOString(),
    expiresDate: row.expiresAt.toISOString(),
  }));
}

const answerProduct = {
  productSlug: products.slug,
  productNameFr: products.nameFr,
  productNameEn: products.nameEn,
  productPublished: sql<boolean>`(${products.published} and ${products.deletedAt} is null)`,
  productThumbnail: thumbnailId,
};

/** The product of an answer as a card shows it (or null for a message and a price). */
function productOf(row: { productSlug: string | null; productNameFr: string | null; productNameEn: string | null; productPublished: boolean | null; productThumbnail: number | null }, language: Language) {
  if (row.productSlug === null) return null;
  return {
    slug: row.productSlug,
    name: localized({ nameFr: row.productNameFr ?? '', nameEn: row.productNameEn ?? '' }, 'name', language),
    thumbnail: row.productThumbnail === null ? null : imageUrl(row.productThumbnail),
    published: row.productPublished ?? false,
  };
}

/** The requester's view of their requests: each with its answers, cheapest first. */
export async function ownRequestViews(db: Database, rows: readonly RequestRow[], language: Language): Promise<OwnProductRequest[]> {
  if (rows.length === 0) return [];
  const answers = await db
    .select({
      answer: productRequestAnswers,
      shopName: accounts.shopName,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      sellerSlug: accounts.slug,
      sellerCity: accounts.city,
      ...answerProduct,
    })
    .from(productRequestAnswers)
    .innerJoin(accounts, eq(accounts.id, productRequestAnswers.sellerAccountId))
    .leftJoin(products, eq(products.id, productRequestAnswers.productId))
    .where(inArray(productRequestAnswers.requestId, rows.map((row) => row.id)));
  const summaries = await requestSummaries(db, rows, language);
  return rows.map((row, index) => {
    const views: RequestAnswerView[] = answers
      .filter(({ answer }) => answer.requestId === row.id)
      .map((item) => ({
        id: item.answer.id,
        seller: { name: item.shopName || `${item.firstname} ${item.lastname}`.trim(), slug: item.sellerSlug, city: item.sellerCity },
        product: productOf(item, language),
        message: item.answer.message,
        price: item.answer.price,
        currency: currencyFromIso(item.answer.currency) ?? 'CFA',
        priceCfa: item.answer.priceCfa,
        createdDate: item.answer.createdAt.toISOString(),
        accepted: row.acceptedAnswerId === item.answer.id,
      }));
    const summary = summaries[index];
    if (!summary) throw new Error('a request lost its summary');
    return { ...summary, answers: compareAnswers(views), acceptedAnswerId: row.acceptedAnswerId };
  });
}

/**
 * Requests as a seller sees them: how many answers each has, the seller's own answer, and the
 * requester's contact only on a request whose accepted answer is this seller's.
 */
export async function sellerRequestViews(db: Database, rows: readonly RequestRow[], sellerId: number, language: Language): Promise<SellerProductRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [mine, counts, summaries] = await Promise.all([
    db
      .select({ answer: productRequestAnswers, ...answerProduct })
      .from(productRequestAnswers)
      .leftJoin(products, eq(products.id, productRequestAnswers.productId))
      .where(and(inArray(productRequestAnswers.requestId, ids), eq(productRequestAnswers.sellerAccountId, sellerId))),
    db.select({ requestId: productRequestAnswers.requestId, n: count() }).from(productRequestAnswers).where(inArray(productRequestAnswers.requestId, ids)).groupBy(productRequestAnswers.requestId),
    requestSummaries(db, rows, language),
  ]);
  const won = (row: RequestRow) => {
    const own = mine.find(({ answer }) => answer.requestId === row.id);
    return own !== undefined && row.status === 'ACCEPTED' && row.acceptedAnswerId === own.answer.id;
  };
  const requesterIds = rows.flatMap((row) => (won(row) && row.accountId !== null ? [row.accountId] : []));
  const emails = requesterIds.length > 0 ? await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.id, requesterIds)) : [];
  return rows.map((row, index) => {
    const own = mine.find(({ answer }) => answer.requestId === row.id);
    const accepted = won(row);
    const summary = summaries[index];
    if (!summary) throw new Error('a request lost its summary');
    return {
      ...summary,
      answers: counts.find((item) => item.requestId === row.id)?.n ?? 0,
      myAnswer: own
        ? {
            id: own.answer.id,
            product: productOf(own, language),
            message: own.answer.message,
            price: own.answer.price,
            currency: currencyFromIso(own.answer.currency) ?? 'CFA',
            accepted,
            updatedDate: own.answer.updatedAt.toISOString(),
          }
        : null,
      contact: accepted ? { fullname: row.fullname, phoneNumber: row.phoneNumber, email: emails.find((account) => account.id === row.accountId)?.email ?? null } : null,
    };
  });
}
