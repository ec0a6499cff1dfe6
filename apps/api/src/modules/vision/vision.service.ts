import type { Language } from '@store/contracts/locale';
import type { VisualMatch } from '@store/contracts/vision-schemas';
import type { Database } from '@store/db/client';
import { categories, images, pictureFeatures, products, subCategories } from '@store/db/schema/index';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/http-problem.ts';
import { joinCatalog, productSummaryColumns } from '../products/products.repo.ts';
import { toProductSummary } from '../products/products.service.ts';
import { decodeThumbnail, encodeThumbnail } from './aligned.ts';
import { decodeGreyThumbnail, encodeGreyThumbnail } from './edges.ts';
import type { PictureFeatures } from './features.ts';
import { decodeKeypoints, encodeKeypoints } from './keypoints.ts';
import { openCv } from './opencv.ts';
import { CANDIDATES, confirmByKeypoints, MIN_INLIERS, type RankedPicture, TWIN_POOL } from './ranking.ts';
import { type IndexedPicture, toFloats, visualIndex } from './visual-index.ts';
import { decodeWords, encodeWords, visualWords } from './words.ts';

/**
 * Pictures that look like `query`: the best TWIN_POOL of the index by words and colours; the
 * keypoints of the first CANDIDATES, and the words and thumbnails of all of them, read from the
 * database and compared with the query's (decisions 88, 98, 102 and 103). A picture whose row is gone
 * (deleted since the index read it) drops out here.
 */
export async function rankPictures(db: Database, query: PictureFeatures, accept?: (picture: IndexedPicture) => boolean): Promise<RankedPicture[]> {
  const nearest = (await visualIndex(db).fresh()).nearest(query, TWIN_POOL, accept);
  if (nearest.length === 0) return [];
  const checked = nearest.slice(0, CANDIDATES).map((hit) => hit.key.imageId);
  const rows = await db
    .select({
      imageId: pictureFeatures.imageId,
      // Keypoints only for the pictures the keypoint check reads: the rest of the pool needs words and thumbnails.
      keypoints: sql<Uint8Array | null>`case when ${inArray(pictureFeatures.imageId, checked)} then ${pictureFeatures.keypoints} end`,
      words: pictureFeatures.words,
      thumbnail: pictureFeatures.thumbnail,
      greyThumbnail: pictureFeatures.greyThumbnail,
    })
    .from(pictureFeatures)
    .where(
      inArray(
        pictureFeatures.imageId,
        nearest.map((hit) => hit.key.imageId),
      ),
    );
  const featuresOf = new Map(
    rows.map((row) => [
      row.imageId,
      {
        keypoints: row.keypoints ? decodeKeypoints(row.keypoints) : undefined,
        words: row.words ? decodeWords(row.words) : undefined,
        thumbnail: decodeThumbnail(row.thumbnail),
        greyThumbnail: decodeGreyThumbnail(row.greyThumbnail),
      },
    ]),
  );
  const { cv } = await openCv();
  return confirmByKeypoints(cv, query, nearest, (imageId) => featuresOf.get(imageId));
}

/** The best picture of each product, best first, as product cards of products on sale. */
async function matchingProducts(db: Database, ranked: readonly RankedPicture[], size: number, language: Language): Promise<VisualMatch[]> {
  const best = new Map<number, number>();
  for (const picture of ranked) if (!best.has(picture.productId)) best.set(picture.productId, picture.similarity);
  if (best.size === 0) return [];
  const rows = await joinCatalog(db.select(productSummaryColumns).from(products).$dynamic()).where(
    and(inArray(products.id, [...best.keys()]), eq(products.published, true), isNull(products.deletedAt)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...best]
    .flatMap(([productId, similarity]) => {
      const row = byId.get(productId);
      return row ? [{ ...toProductSummary(row, language), similarity: Math.round(similarity * 1000) / 1000 }] : [];
    })
    .slice(0, size);
}

/** Ids of the products under a category or sub-category slug; undefined for no filter, 404 for an unknown slug. */
async function productsUnder(db: Database, slug: string | undefined): Promise<Set<number> | undefined> {
  if (!slug) return undefined;
  const [category] = await db
    .select({ categoryId: categories.id, subCategoryId: subCategories.id })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(or(eq(subCategories.slug, slug), eq(categories.slug, slug)))
    .limit(1);
  if (!category) throw notFound(`No category ${slug}`);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(or(eq(subCategories.slug, slug), eq(categories.slug, slug)), eq(products.published, true), isNull(products.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

export interface PhotoSearch {
  category?: string | undefined;
  size: number;
  language: Language;
}

/** `POST vision/api/v1/search`: products whose pictures look like the photo. The photo is not kept. */
export async function searchByPhoto(db: Database, query: PictureFeatures, search: PhotoSearch): Promise<VisualMatch[]> {
  const under = await productsUnder(db, search.category);
  const ranked = await rankPictures(db, query, under ? (picture) => under.has(picture.productId) : undefined);
  return matchingProducts(db, ranked, search.size, search.language);
}

/** `GET vision/api/v1/similar/{slug}`: products whose pictures look like this product's cover. */
export async function similarProducts(db: Database, slug: string, size: number, language: Language): Promise<VisualMatch[]> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.published, true), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw notFound(`No product ${slug}`);
  const [cover] = await db
    .select({
      descriptor: pictureFeatures.descriptor,
      keypoints: pictureFeatures.keypoints,
      words: pictureFeatures.words,
      thumbnail: pictureFeatures.thumbnail,
      greyThumbnail: pictureFeatures.greyThumbnail,
      hash: pictureFeatures.hash,
    })
    .from(pictureFeatures)
    .innerJoin(images, eq(images.id, pictureFeatures.imageId))
    .where(eq(pictureFeatures.productId, product.id))
    .orderBy(asc(images.position), asc(images.id))
    .limit(1);
  const thumbnail = cover && decodeThumbnail(cover.thumbnail);
  // A cover from before decision 88 waits for the backfill: without its thumbnail it cannot be compared.
  if (!cover || !thumbnail) return [];
  const keypoints = decodeKeypoints(cover.keypoints);
  // A cover from before decision 98 (no grey thumbnail) tells twins apart by colours alone until the backfill reaches it.
  const greyThumbnail = decodeGreyThumbnail(cover.greyThumbnail);
  const query = { descriptor: toFloats(cover.descriptor), keypoints, words: cover.words ? decodeWords(cover.words) : visualWords(keypoints), thumbnail, greyThumbnail, hash: cover.hash };
  const ranked = await rankPictures(db, query, (picture) => picture.productId !== product.id);
  return matchingProducts(db, ranked, size, language);
}

/** Product pictures described for search by photo, and those still waiting for the backfill. */
export async function describedPictures(db: Database): Promise<{ described: number; waiting: number }> {
  const [row] = await db
    .select({ described: count(pictureFeatures.greyThumbnail), all: count() })
    .from(images)
    .leftJoin(pictureFeatures, eq(pictureFeatures.imageId, images.id))
    .where(and(eq(images.kind, 'PRODUCT'), isNotNull(images.productId)));
  return { described: row?.described ?? 0, waiting: (row?.all ?? 0) - (row?.described ?? 0) };
}

/** Keypoints and colours that make a new picture a copy of another shop's (decision 78). */
const COPY_INLIERS = 50;
const COPY_COSINE = 0.9;

/**
 * Another shop's picture that `features` copies (the same photo, recropped or recompressed): a
 * stolen photo is flagged to the seller and the operators, not refused, since a brand's own
 * pictures may lawfully be used by every shop that sells it.
 */
export async function copiedPicture(db: Database, features: PictureFeatures, accountId: number): Promise<IndexedPicture | undefined> {
  const own = new Set((await db.select({ id: products.id }).from(products).where(eq(products.accountId, accountId))).map((row) => row.id));
  // The best picture the keypoints confirmed: a twin found by its words alone is no copy.
  const best = (await rankPictures(db, features, (picture) => !own.has(picture.productId))).find((picture) => picture.inliers >= MIN_INLIERS);
  return best && best.inliers >= COPY_INLIERS && best.cosine >= COPY_COSINE ? { imageId: best.imageId, productId: best.productId } : undefined;
}

/** The pictures of a product that copy another shop's listing, with that listing's slug. */
export async function copiedPicturesOf(db: Database, productId: number): Promise<Map<number, { slug: string }>> {
  const copied = alias(images, 'copied');
  const original = alias(products, 'original');
  const rows = await db
    .select({ imageId: pictureFeatures.imageId, slug: original.slug })
    .from(pictureFeatures)
    .innerJoin(copied, eq(copied.id, pictureFeatures.copyOfImageId))
    .innerJoin(original, eq(original.id, copied.productId))
    .where(eq(pictureFeatures.productId, productId));
  return new Map(rows.map((row) => [row.imageId, { slug: row.slug }]));
}

/**
 * Writes a stored picture's features (in the caller's transaction when given one). A row from
 * before decision 88 or 98 (no words or no grey thumbnail) is rewritten, keeping its copy flag;
 * any other row is left as it is.
 */
export async function insertPictureFeatures(db: Database, picture: IndexedPicture, features: PictureFeatures, copyOfImageId: number | null = null) {
  const described = {
    descriptor: Buffer.from(features.descriptor.buffer, features.descriptor.byteOffset, features.descriptor.byteLength),
    keypoints: encodeKeypoints(features.keypoints),
    words: encodeWords(features.words),
    thumbnail: encodeThumbnail(features.thumbnail),
    greyThumbnail: features.greyThumbnail ? encodeGreyThumbnail(features.greyThumbnail) : null,
    hash: features.hash,
  };
  await db
    .insert(pictureFeatures)
    .values({ imageId: picture.imageId, productId: picture.productId, ...described, copyOfImageId })
    // Rewritten now, so every process's index reads the words with the rows written since its last read.
    .onConflictDoUpdate({ target: pictureFeatures.imageId, set: { ...described, createdAt: sql`now()` }, setWhere: or(isNull(pictureFeatures.words), isNull(pictureFeatures.greyThumbnail)) });
}

/** Writes a stored picture's features and adds them to this process's index at once. */
export async function storePictureFeatures(db: Database, picture: IndexedPicture, features: PictureFeatures) {
  await insertPictureFeatures(db, picture, features);
  visualIndex(db).add(picture, features.descriptor, features.words);
}
