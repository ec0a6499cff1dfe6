import type { Database } from '@store/db/client';
import { categories, specifications, subCategories } from '@store/db/schema/index';
import { asc, eq } from 'drizzle-orm';

const subCategoryColumns = {
  id: subCategories.id,
  categoryId: subCategories.categoryId,
  slug: subCategories.slug,
  nameFr: subCategories.nameFr,
  nameEn: subCategories.nameEn,
  keyword: subCategories.keyword,
  position: subCategories.position,
};

export type SubCategoryRow = Awaited<ReturnType<typeof findSubCategoriesByCategory>>[number];

export function findCategories(db: Database) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameFr: categories.nameFr,
      nameEn: categories.nameEn,
      descriptionFr: categories.descriptionFr,
      descriptionEn: categories.descriptionEn,
      keyword: categories.keyword,
      icon: categories.icon,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position));
}

export function findAllSubCategories(db: Database) {
  return db.select(subCategoryColumns).from(subCategories).orderBy(asc(subCategories.categoryId), asc(subCategories.position));
}

export function findSubCategoriesByCategory(db: Database, categoryId: number) {
  return db.select(subCategoryColumns).from(subCategories).where(eq(subCategories.categoryId, categoryId)).orderBy(asc(subCategories.position));
}

export async function categoryExists(db: Database, id: number) {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}

export async function subCategoryExists(db: Database, id: number) {
  const rows = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.id, id)).limit(1);
  return rows.length > 0;
}

export function findSpecificationsBySubCategory(db: Database, subCategoryId: number) {
  return db
    .select({
      id: specifications.id,
      subCategoryId: specifications.subCategoryId,
      code: specifications.code,
      nameFr: specifications.nameFr,
      nameEn: specifications.nameEn,
      unit: specifications.unit,
      position: specifications.position,
      allowedValues: specifications.allowedValues,
      required: specifications.required,
    })
    .from(specifications)
    .where(eq(specifications.subCategoryId, subCategoryId))
    .orderBy(asc(specifications.position));
}
