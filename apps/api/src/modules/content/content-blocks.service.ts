import type { BlockBodies } from '@store/contracts/content-blocks';
import type { BlockContentKey } from '@store/contracts/content-admin-rules';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { categories, images } from '@store/db/schema/index';
import { and, eq, inArray } from 'drizzle-orm';
import { type FieldIssue, invalidFields } from '../../lib/http-problem.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
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
