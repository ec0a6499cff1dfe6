import type { AdminCategory, CatalogueEntryBody, SpecificationBody, SpecificationPatch } from '@store/contracts/admin-catalogue';
import { type CatalogueMove, type SpecificationType, specificationType } from '@store/contracts/catalogue-rules';
import type { ProblemCode } from '@store/contracts/problems';
import type { Database } from '@store/db/client';
import { categories, products, productSpecificationValues, specifications, subCategories } from '@store/db/schema/index';
import { refreshSearchIndex } from '@store/db/search-index';
import { and, asc, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import { type AuditActor, audited, changedFields, recordAudit } from '../audit/audit.service.ts';
import { forgetCatalogueTree } from '../categories/categories.service.ts';
import { slugify } from '../registration/identifiers.ts';

/*
 * The catalogue's structure for operators (issue #15 item 4, decisions 76 and 77). Every change
 * goes through the audit layer in its own transaction; a change that would strand products
 * (deleting what they are filed under, removing a value they give) is refused with the count,
 * nothing stored, and the attempt written to the audit log. Slugs are set once: renaming keeps
 * the addresses. Renames rewrite the search words of the products concerned, which stamps them,
 * so search's in-memory index reads them again (decision 63).
 */

type EntityType = 'category' | 'sub-category' | 'specification';

/** The whole tree with both languages and the products using each part. */
export async function catalogueForOperators(db: Database): Promise<AdminCategory[]> {
  const [categoryRows, subRows, specRows, productCounts, valueCounts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
    db.select().from(specifications).orderBy(asc(specifications.position), asc(specifications.id)),
    db.select({ id: products.subCategoryId, count: count() }).from(products).groupBy(products.subCategoryId),
    db.select({ id: productSpecificationValues.specificationId, count: count() }).from(productSpecificationValues).groupBy(productSpecificationValues.specificationId),
  ]);
  const productsOf = new Map(productCounts.map((row) => [row.id, row.count]));
  const valuesOf = new Map(valueCounts.map((row) => [row.id, row.count]));
  const subTree = subRows.map((sub) => ({
    categoryId: sub.categoryId,
    entry: {
      id: sub.id,
      slug: sub.slug,
      nameFr: sub.nameFr,
      nameEn: sub.nameEn,
      keyword: sub.keyword,
      position: sub.position,
      productCount: productsOf.get(sub.id) ?? 0,
      specifications: specRows
        .filter((spec) => spec.subCategoryId === sub.id)
        .map((spec) => ({
          id: spec.id,
          code: spec.code,
          nameFr: spec.nameFr,
          nameEn: spec.nameEn,
          type: specificationType(spec),
          unit: spec.unit,
          allowedValues: spec.allowedValues,
          required: spec.required,
          filterable: spec.filterable,
          position: spec.position,
          productCount: valuesOf.get(spec.id) ?? 0,
        })),
    },
  }));
  return categoryRows.map((category) => {
    const subs = subTree.filter((sub) => sub.categoryId === category.id).map((sub) => sub.entry);
    return {
      id: category.id,
      slug: category.slug,
      nameFr: category.nameFr,
      nameEn: category.nameEn,
      keyword: category.keyword,
      position: category.position,
      productCount: subs.reduce((sum, sub) => sum + sub.productCount, 0),
      subCategories: subs,
    };
  });
}

/** Refuses a change with `code`, after writing the attempt to the audit log (outside the refused change). */
async function refuse(db: Database, actor: AuditActor, entity: { type: EntityType; id: number; action: string }, code: ProblemCode, productCount: number, detail: string): Promise<never> {
  await recordAudit(db, actor, { entityType: entity.type, entityId: entity.id, action: entity.action, outcome: 'DENIED', after: { code, productCount } });
  throw new HttpProblem(code, detail);
}

/** A slug no row of `table` has yet: the name's, then with -2, -3... */
async function freeSlug(tx: Database, table: PgTable & { slug: PgColumn }, name: string, fallback: string) {
  const base = slugify(name) || fallback;
  const taken = new Set((await tx.select({ slug: table.slug }).from(table).where(sql`${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}`)).map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

async function nextPosition(tx: Database, column: PgColumn, where: SQL | undefined) {
  const [row] = await tx.select({ last: max(column) }).from(column.table).where(where);
  return (Number(row?.last ?? 0) || 0) + 1;
}

/** Brings the search words of the products filed under `subCategoryIds` in line with the new names. */
async function refreshProductsOf(tx: Database, where: SQL) {
  const ids = (await tx.select({ id: products.id }).from(products).where(where)).map((row) => row.id);
  if (ids.length > 0) await refreshSearchIndex(tx, ids);
}

const productsInCategory = (categoryId: number) => sql`${products.subCategoryId} in (select ${subCategories.id} from ${subCategories} where ${subCategories.categoryId} = ${categoryId})`;

async function categoryRow(db: Database, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(`No category ${id}`);
  return row;
}

async function subCategoryRow(db: Database, id: number) {
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id)).limit(1);
  if (!row) throw notFound(`No sub-category ${id}`);
  return row;
}

async function specificationRow(db: Database, id: number) {
  const [row] = await db.select().from(specifications).where(eq(specifications.id, id)).limit(1);
  if (!row) throw notFound(`No specification ${id}`);
  return row;
}

const entryFields = (row: { slug: string; nameFr: string; nameEn: string; keyword: string; position: number }) => ({ slug: row.slug, nameFr: row.nameFr, nameEn: row.nameEn, keyword: row.keyword, position: row.position });

/** Runs an audited change, then lets the next public read see the new tree. */
async function change<T>(db: Database, actor: AuditActor, record: { entityType: EntityType; entityId?: number; action: string }, run: Parameters<typeof audited<T>>[3]) {
  const result = await audited(db, actor, record, run);
  forgetCatalogueTree(db);
  return result;
}

export function createCategory(db: Database, actor: AuditActor, body: CatalogueEntryBody) {
  return change(db, actor, { entityType: 'category', action: 'category.create' }, async (tx) => {
    const values = {
      slug: await freeSlug(tx, categories, body.nameFr, 'categorie'),
      nameFr: body.nameFr,
      nameEn: body.nameEn,
      keyword: body.keyword ?? body.nameEn,
      icon: 'category',
      position: await nextPosition(tx, categories.position, undefined),
    };
    const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
    return { result: row!.id, entityId: row!.id, after: entryFields(values) };
  });
}

export async function updateCategory(db: Database, actor: AuditActor, id: number, body: CatalogueEntryBody) {
  await change(db, actor, { entityType: 'category', entityId: id, action: 'category.update' }, async (tx) => {
    const before = await categoryRow(tx, id);
    const [after] = await tx
      .update(categories)
      .set({ nameFr: body.nameFr, nameEn: body.nameEn, keyword: body.keyword ?? before.keyword })
      .where(eq(categories.id, id))
      .returning();
    await refreshProductsOf(tx, productsInCategory(id));
    return { result: null, ...changedFields(entryFields(before), entryFields(after!)) };
  });
}

export async function deleteCategory(db: Database, actor: AuditActor, id: number) {
  const entity = { type: 'category', id, action: 'category.delete' } as const;
  const before = await categoryRow(db, id);
  const [used] = await db.select({ count: count() }).from(products).where(productsInCategory(id));
  if (used && used.count > 0) await refuse(db, actor, entity, 'catalogue/category-in-use', used.count, `${used.count} products are filed under this category.`);
  await change(db, actor, { entityType: 'category', entityId: id, action: entity.action }, async (tx) => {
    await tx.delete(categories).where(eq(categories.id, id));
    return { result: null, before: entryFields(before) };
  });
}

export async function createSubCategory(db: Database, actor: AuditActor, categoryId: number, body: CatalogueEntryBody) {
  await categoryRow(db, categoryId);
  return change(db, actor, { entityType: 'sub-category', action: 'sub-category.create' }, async (tx) => {
    const values = {
      categoryId,
      slug: await freeSlug(tx, subCategories, body.nameFr, 'sous-categorie'),
      nameFr: body.nameFr,
      nameEn: body.nameEn,
      keyword: body.keyword ?? body.nameEn,
      position: await nextPosition(tx, subCategories.position, eq(subCategories.categoryId, categoryId)),
    };
    const [row] = await tx.insert(subCategories).values(values).returning({ id: subCategories.id });
    return { result: row!.id, entityId: row!.id, after: { categoryId, ...entryFields(values) } };
  });
}

export async function updateSubCategory(db: Database, actor: AuditActor, id: number, body: CatalogueEntryBody) {
  await change(db, actor, { entityType: 'sub-category', entityId: id, action: 'sub-category.update' }, async (tx) => {
    const before = await subCategoryRow(tx, id);
    const [after] = await tx
      .update(subCategories)
      .set({ nameFr: body.nameFr, nameEn: body.nameEn, keyword: body.keyword ?? before.keyword })
      .where(eq(subCategories.id, id))
      .returning();
    await refreshProductsOf(tx, eq(products.subCategoryId, id));
    return { result: null, ...changedFields(entryFields(before), entryFields(after!)) };
  });
}

export async function deleteSubCategory(db: Database, actor: AuditActor, id: number) {
  const entity = { type: 'sub-category', id, action: 'sub-category.delete' } as const;
  const before = await subCategoryRow(db, id);
  const [used] = await db.select({ count: count() }).from(products).where(eq(products.subCategoryId, id));
  if (used && used.count > 0) await refuse(db, actor, entity, 'catalogue/sub-category-in-use', used.count, `${used.count} products are filed under this sub-category.`);
  await change(db, actor, { entityType: 'sub-category', entityId: id, action: entity.action }, async (tx) => {
    await tx.delete(subCategories).where(eq(subCategories.id, id));
    return { result: null, before: { categoryId: before.categoryId, ...entryFields(before) } };
  });
}

/** Swaps a category's or sub-category's place with its neighbour's; at an end of the list, nothing moves. */
export async function moveEntry(db: Database, actor: AuditActor, entityType: 'category' | 'sub-category', id: number, direction: CatalogueMove) {
  await change(db, actor, { entityType, entityId: id, action: `${entityType}.move` }, async (tx) => {
    const siblings =
      entityType === 'category'
        ? await tx.select({ id: categories.id, position: categories.position }).from(categories).orderBy(asc(categories.position), asc(categories.id))
        : await tx
            .select({ id: subCategories.id, position: subCategories.position })
            .from(subCategories)
            .where(eq(subCategories.categoryId, (await subCategoryRow(tx, id)).categoryId))
            .orderBy(asc(subCategories.position), asc(subCategories.id));
    const at = siblings.findIndex((row) => row.id === id);
    if (at < 0) throw notFound(`No ${entityType} ${id}`);
    const other = siblings[direction === 'up' ? at - 1 : at + 1];
    if (!other) return { result: null, before: { position: at + 1 }, after: { position: at + 1 } };
    // Positions are renumbered 1..n in the new order, so equal or missing positions sort out too.
    const order = siblings.map((row) => row.id);
    order[at] = other.id;
    order[siblings.indexOf(other)] = id;
    const table = entityType === 'category' ? categories : subCategories;
    for (const [index, rowId] of order.entries()) await tx.update(table).set({ position: index + 1 }).where(eq(table.id, rowId));
    return { result: null, before: { position: at + 1 }, after: { position: order.indexOf(id) + 1 } };
  });
}

/** Unit and values must fit the type: a choice has values and no unit, a number a unit and no values, text neither. */
function checkType(type: SpecificationType, body: SpecificationPatch) {
  const wantsValues = type === 'choice';
  const wantsUnit = type === 'number';
  const issues = [
    ...(wantsValues !== body.allowedValues.length > 0 ? [{ path: 'body.allowedValues', message: 'catalogue/allowed-values-invalid' }] : []),
    ...(wantsUnit !== (body.unit !== null) ? [{ path: 'body.unit', message: 'catalogue/unit-invalid' }] : []),
  ];
  if (issues.length > 0) throw invalidFields(issues);
}

const specificationFields = (row: { code: string; nameFr: string; nameEn: string; unit: string | null; allowedValues: string[]; required: boolean; filterable: boolean; position: number }) => ({
  code: row.code,
  nameFr: row.nameFr,
  nameEn: row.nameEn,
  type: specificationType(row),
  unit: row.unit,
  allowedValues: row.allowedValues,
  required: row.required,
  filterable: row.filterable,
  position: row.position,
});

/** A code no other specification of the sub-category has, from the English name. */
async function freeCode(tx: Database, subCategoryId: number, name: string) {
  const base = (slugify(name) || 'spec').replaceAll('-', '_');
  const taken = new Set((await tx.select({ code: specifications.code }).from(specifications).where(eq(specifications.subCategoryId, subCategoryId))).map((row) => row.code));
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}_${suffix}`;
  return code;
}

export async function createSpecification(db: Database, actor: AuditActor, subCategoryId: number, body: SpecificationBody) {
  checkType(body.type, body);
  await subCategoryRow(db, subCategoryId);
  return change(db, actor, { entityType: 'specification', action: 'specification.create' }, async (tx) => {
    const values = {
      subCategoryId,
      code: await freeCode(tx, subCategoryId, body.nameEn),
      nameFr: body.nameFr,
      nameEn: body.nameEn,
      unit: body.unit,
      allowedValues: body.allowedValues,
      required: body.required,
      filterable: body.filterable,
      position: await nextPosition(tx, specifications.position, eq(specifications.subCategoryId, subCategoryId)),
    };
    const [row] = await tx.insert(specifications).values(values).returning({ id: specifications.id });
    return { result: row!.id, entityId: row!.id, after: { subCategoryId, ...specificationFields(values) } };
  });
}

/**
 * Names, unit, values, required and filterable; the type stays. Removing a value products give
 * is refused. Making it required takes no listing off sale: the rule applies at a listing's next save (decision 77).
 */
export async function updateSpecification(db: Database, actor: AuditActor, id: number, body: SpecificationPatch) {
  const before = await specificationRow(db, id);
  checkType(specificationType(before), body);
  const removed = before.allowedValues.filter((value) => !body.allowedValues.includes(value));
  if (removed.length > 0) {
    const [used] = await db
      .select({ count: count() })
      .from(productSpecificationValues)
      .where(and(eq(productSpecificationValues.specificationId, id), inArray(productSpecificationValues.value, removed)));
    if (used && used.count > 0) await refuse(db, actor, { type: 'specification', id, action: 'specification.update' }, 'catalogue/value-in-use', used.count, `${used.count} products give a value this change removes.`);
  }
  await change(db, actor, { entityType: 'specification', entityId: id, action: 'specification.update' }, async (tx) => {
    const [after] = await tx
      .update(specifications)
      .set({ nameFr: body.nameFr, nameEn: body.nameEn, unit: body.unit, allowedValues: body.allowedValues, required: body.required, filterable: body.filterable })
      .where(eq(specifications.id, id))
      .returning();
    await refreshProductsOf(tx, sql`${products.id} in (select ${productSpecificationValues.productId} from ${productSpecificationValues} where ${productSpecificationValues.specificationId} = ${id})`);
    return { result: null, ...changedFields(specificationFields(before), specificationFields(after!)) };
  });
}

export async function deleteSpecification(db: Database, actor: AuditActor, id: number) {
  const entity = { type: 'specification', id, action: 'specification.delete' } as const;
  const before = await specificationRow(db, id);
  const [used] = await db.select({ count: count() }).from(productSpecificationValues).where(eq(productSpecificationValues.specificationId, id));
  if (used && used.count > 0) await refuse(db, actor, entity, 'catalogue/specification-in-use', used.count, `${used.count} products give a value for this specification.`);
  await change(db, actor, { entityType: 'specification', entityId: id, action: entity.action }, async (tx) => {
    await tx.delete(specifications).where(eq(specifications.id, id));
    return { result: null, before: { subCategoryId: before.subCategoryId, ...specificationFields(before) } };
  });
}
