import { z } from 'zod';
import { ALLOWED_VALUE_MAX, ALLOWED_VALUES_MAX, CATALOGUE_NAME_MAX, catalogueMoves, SPECIFICATION_UNIT_MAX, specificationTypes } from './catalogue-rules.ts';

/*
 * The catalogue's structure for operators (issue #15 item 4, decisions 76 and 77): categories,
 * sub-categories and their specifications with both languages' names, and how many products
 * use each. Administrators change it; managers read it.
 */

const name = z.string('catalogue/name-invalid').trim().min(1, 'catalogue/name-invalid').max(CATALOGUE_NAME_MAX, 'catalogue/name-invalid');

/** Both languages' names: each is required, 1 to 80 characters once trimmed. */
export const catalogueNamesSchema = z.object({ nameFr: name, nameEn: name });

const keyword = z.string('catalogue/keyword-invalid').trim().min(1, 'catalogue/keyword-invalid').max(CATALOGUE_NAME_MAX, 'catalogue/keyword-invalid');

/** A new category or sub-category: its names, and the words its menu entry searches (the English name when left out). */
export const catalogueEntryBodySchema = z.object({ ...catalogueNamesSchema.shape, keyword: keyword.optional() });
export type CatalogueEntryBody = z.infer<typeof catalogueEntryBodySchema>;

/** Renaming keeps the slug, and so the addresses (decision 76). */
export const catalogueEntryPatchSchema = catalogueEntryBodySchema;

export const catalogueMoveBodySchema = z.object({ direction: z.enum(catalogueMoves) });

const allowedValues = z
  .array(z.string('catalogue/allowed-values-invalid').trim().min(1, 'catalogue/allowed-values-invalid').max(ALLOWED_VALUE_MAX, 'catalogue/allowed-values-invalid'), 'catalogue/allowed-values-invalid')
  .max(ALLOWED_VALUES_MAX, 'catalogue/allowed-values-invalid')
  .refine((values) => new Set(values).size === values.length, 'catalogue/allowed-values-invalid');

const unit = z.string('catalogue/unit-invalid').trim().min(1, 'catalogue/unit-invalid').max(SPECIFICATION_UNIT_MAX, 'catalogue/unit-invalid');

/** What an operator may change of a specification: not its type, which products' values follow. */
export const specificationPatchSchema = z.object({
  ...catalogueNamesSchema.shape,
  /** A number's unit; null for other types. */
  unit: unit.nullable().default(null),
  /** A choice's values (at least one); empty for other types. */
  allowedValues: allowedValues.default([]),
  required: z.boolean().default(false),
  filterable: z.boolean().default(true),
});
export type SpecificationPatch = z.infer<typeof specificationPatchSchema>;

export const specificationBodySchema = z.object({ ...specificationPatchSchema.shape, type: z.enum(specificationTypes) });
export type SpecificationBody = z.infer<typeof specificationBodySchema>;

export const adminSpecificationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  type: z.enum(specificationTypes),
  unit: z.string().nullable(),
  allowedValues: z.array(z.string()),
  required: z.boolean(),
  filterable: z.boolean(),
  position: z.number().int(),
  /** Products (withdrawn ones too) that give a value. */
  productCount: z.number().int(),
});
export type AdminSpecification = z.infer<typeof adminSpecificationSchema>;

/** What a category and a sub-category both show. */
const adminEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  keyword: z.string(),
  position: z.number().int(),
  /** Products filed under it, withdrawn ones too (orders name them): while any, it cannot be deleted. */
  productCount: z.number().int(),
});

export const adminSubCategorySchema = adminEntrySchema.extend({ specifications: z.array(adminSpecificationSchema) });
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;

export const adminCategorySchema = adminEntrySchema.extend({ subCategories: z.array(adminSubCategorySchema) });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
