import type { BlockBodies, SlidePicture } from '@store/contracts/content-blocks';
import type { BlockContentKey } from '@store/contracts/content-admin-rules';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { randomBytes } from 'node:crypto';
import { categories, images } from '@store/db/schema/index';
import { and, eq, inArray } from 'drizzle-orm';
import { type FieldIssue, HttpProblem, invalidFields } from '../../lib/http-problem.ts';
import { reencodeImage } from '../../lib/uploads.ts';
import { imageUrl } from '../media/media.service.ts';
import { type AuditActor, audited, recordAudit } from '../audit/audit.service.ts';
import { saveDraft } from './content-store.service.ts';
import { findProductsBySlugs } from './showcase.repo.ts';

/*
 * Structured content (decision 80): what a body's schema cannot know is checked here against
 * the database before the draft is saved: a slide's picture is one of the slide pictures, a
 * featured or showcase product is on sale, and a showcase product belongs to its category. A
 * refusal names each field, stores nothing and is written to the audit log (FAILED).
 */

/** A structured item's key with its body, so that checking the key tells the body's type. */
export type BlockEntry = { [Key in BlockContentKey]: { key: Key; body: BlockBodies[Key] } }[BlockContentKey];

async function issuesOf(db: Database, entry: BlockEntry): Promise<FieldIssue[]> {
  if (entry.key === 'slides') {
    const { slides } = entry.body;
    const ids = [...new Set(slides.map((slide) => slide.imageId))];
    const known = new Set(ids.length ? (await db.select({ id: images.id }).from(images).where(and(inArray(images.id, ids), eq(images.kind, 'SLIDE')))).map((row) => row.id) : []);
    return slides.flatMap((slide, index) => (known.has(slide.imageId) ? [] : [{ path: `body.slides.${index}.imageId`, message: 'content/picture-unknown' }]));
  }
  if (entry.key === 'featured-product') {
    const { productSlug } = entry.body;
    return (await findProductsBySlugs(db, [productSlug])).length ? [] : [{ path: 'body.productSlug', message: 'content/product-unknown' }];
  }
  if (entry.key === 'category-showcase') {
    const { choices } = entry.body;
    const [found, categoryRows] = await Promise.all([findProductsBySlugs(db, choices.map((choice) => choice.productSlug)), db.select({ slug: categories.slug }).from(categories)]);
    const categorySlugs = new Set(categoryRows.map((row) => row.slug));
    return choices.flatMap((choice, index) => {
      if (!categorySlugs.has(choice.categorySlug)) return [{ path: `body.choices.${index}.categorySlug`, message: 'content/category-unknown' }];
      const product = found.find((row) => row.slug === choice.productSlug);
      return product?.categorySlug === choice.categorySlug ? [] : [{ path: `body.choices.${index}.productSlug`, message: 'content/product-unknown' }];
    });
  }
  return [];
}

/** What the audit row shows of a saved body: how many rows, or the product chosen. */
function summaryOf(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? `${value.length} rows` : value]));
}

/** Saves a structured item's draft in `locale` once the database agrees with it. */
export async function saveBlockDraft(db: Database, actor: AuditActor, entry: BlockEntry, locale: Language) {
  const { key, body } = entry;
  const issues = await issuesOf(db, entry);
  if (issues.length > 0) {
    await recordAudit(db, actor, { entityType: 'content', entityId: key, action: 'content.save', outcome: 'FAILED', after: { locale, issues: issues.map((issue) => ({ path: issue.path, code: issue.message })) } });
    throw invalidFields(issues);
  }
  return saveDraft(db, actor, key, locale, body, summaryOf(body));
}

/** Slides show 1600 x 600 on the widest screens: a larger upload is scaled down to this side. */
export const SLIDE_PICTURE_MAX_SIDE = 1600;

/**
 * `POST admin/content-blocks/slide-pictures`: an operator's picture joins the slide pictures,
 * re-encoded (WebP, at most SLIDE_PICTURE_MAX_SIDE, metadata dropped) before anything is stored.
 * A body or picture that cannot be read stores nothing and is in the audit log.
 */
export async function addSlidePicture(db: Database, media: MediaStore, actor: AuditActor, upload: () => Promise<Buffer>): Promise<SlidePicture> {
  const record = { entityType: 'content', entityId: 'slides', action: 'content.slide-picture' };
  let encoded: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    encoded = await reencodeImage(await upload(), SLIDE_PICTURE_MAX_SIDE);
  } catch (error) {
    if (error instanceof HttpProblem) await recordAudit(db, actor, { ...record, outcome: 'FAILED', after: { code: error.code } });
    throw error;
  }
  const storageKey = `slides/${randomBytes(8).toString('hex')}.webp`;
  await media.put(storageKey, encoded.bytes);
  return audited(db, actor, record, async (tx) => {
    const [image] = await tx.insert(images).values({ kind: 'SLIDE', storageKey, contentType: encoded.contentType, width: encoded.width, height: encoded.height }).returning({ id: images.id });
    if (!image) throw new Error('the slide picture was not inserted');
    const picture = { id: image.id, url: imageUrl(image.id), width: encoded.width, height: encoded.height };
    return { result: picture, after: { imageId: image.id, width: encoded.width, height: encoded.height } };
  });
}
