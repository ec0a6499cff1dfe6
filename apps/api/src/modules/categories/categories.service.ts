import type { Category, Specification, SubCategory } from '@store/contracts/catalog';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { notFound } from '../../lib/http-problem.ts';
import { localized } from '../../lib/localize.ts';
import * as repo from './categories.repo.ts';

function toSubCategory(row: repo.SubCategoryRow, language: Language): SubCategory {
  return { id: row.id, categoryId: row.categoryId, slug: row.slug, name: localized(row, 'name', language), keyword: row.keyword, position: row.position };
}

/** The 12 top categories with their sub-entries, in menu order. */
export async function listCategories(db: Database, language: Language): Promise<Category[]> {
  const tree = await catalogueTree(db);
  const subRows = [...tree.subCategories.values()].sort((a, b) => a.position - b.position);
  return tree.categories.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    keyword: row.keyword,
    icon: row.icon,
    position: row.position,
    subCategories: subRows.filter((sub) => sub.categoryId === row.id).map((sub) => toSubCategory(sub, language)),
  }));
}

export async function listSubCategories(db: Database, categoryId: number, language: Language): Promise<SubCategory[]> {
  if (!(await repo.categoryExists(db, categoryId))) throw notFound(`No category ${categoryId}`);
  const rows = await repo.findSubCategoriesByCategory(db, categoryId);
  return rows.map((row) => toSubCategory(row, language));
}

export async function listSpecifications(db: Database, subCategoryId: number, language: Language): Promise<Specification[]> {
  if (!(await repo.subCategoryExists(db, subCategoryId))) throw notFound(`No sub-category ${subCategoryId}`);
  const rows = await repo.findSpecificationsBySubCategory(db, subCategoryId);
  return rows.map((row) => ({
    id: row.id,
    subCategoryId: row.subCategoryId,
    code: row.code,
    name: localized(row, 'name', language),
    unit: row.unit,
    position: row.position,
    allowedValues: row.allowedValues,
    required: row.required,
  }));
}

const TREE_TTL_MS = 60_000;
const trees = new WeakMap<Database, { at: number; tree: Promise<CatalogueTree> }>();

export interface CatalogueTree {
  categories: Awaited<ReturnType<typeof repo.findCategories>>;
  subCategories: Map<number, repo.SubCategoryRow>;
}

/** After an operator changes the catalogue's structure: the next read sees it at once. */
export function forgetCatalogueTree(db: Database) {
  trees.delete(db);
}

/**
 * Both languages of the category tree, kept a minute in memory: search facets name their
 * counts from it on every request, and categories change a few times a year.
 */
export function catalogueTree(db: Database): Promise<CatalogueTree> {
  const cached = trees.get(db);
  if (cached && Date.now() - cached.at < TREE_TTL_MS) return cached.tree;
  const tree = Promise.all([repo.findCategories(db), repo.findAllSubCategories(db)]).then(([categories, subs]) => ({
    categories,
    subCategories: new Map(subs.map((sub) => [sub.id, sub])),
  }));
  trees.set(db, { at: Date.now(), tree });
  tree.catch(() => trees.delete(db));
  return tree;
}
