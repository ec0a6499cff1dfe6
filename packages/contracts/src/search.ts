import { z } from 'zod';
import { categorySchema, productSummarySchema, subCategorySchema } from './catalog.ts';
import { PRICE_MAX, SEARCH_PAGE_SIZES } from './constants.ts';
import { languageSchema } from './locale-schemas.ts';
import { SEARCH_PAGE_MAX, SEARCH_TEXT_MAX, searchSorts, snapPageSize } from './search-rules.ts';

/* Schemas of the search endpoints; the rules pages use in the browser are in search-rules.ts. */

const asArray = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const textList = z.preprocess(asArray, z.array(z.string().max(SEARCH_TEXT_MAX)).max(10));
const cfa = z.coerce.number().int().min(0).max(PRICE_MAX);

/** `GET products/search`: every filter of the search page, as query parameters. */
export const searchQuerySchema = z
  .object({
    q: textList,
    key: z.string().max(SEARCH_TEXT_MAX).optional(),
    category: z.string().trim().min(1).max(80).optional(),
    subCategory: z.string().trim().min(1).max(80).optional(),
    location: z.string().trim().min(1).max(80).optional(),
    /** A seller's slug: search inside one shop. */
    seller: z.string().trim().min(1).max(120).optional(),
    /** `code:value` pairs of the chosen sub-category's specifications. */
    spec: z.preprocess(asArray, z.array(z.string().regex(/^[a-z0-9_-]{1,40}:.{1,80}$/i)).max(10)),
    priceMin: cfa.optional(),
    priceMax: cfa.optional(),
    sort: z.enum(searchSorts).optional(),
    size: z.coerce.number().int().min(1).max(1000).default(SEARCH_PAGE_SIZES[0]).transform(snapPageSize),
    page: z.coerce.number().int().min(0).max(SEARCH_PAGE_MAX).default(0),
    lang: languageSchema.optional(),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    message: 'priceMin must not exceed priceMax',
    path: ['priceMin'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const searchResultSchema = z.object({
  items: z.array(productSummarySchema),
  /** Promoted products of pro shops matching the search, shown above the first page and labelled sponsored. */
  sponsored: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  sort: z.enum(searchSorts),
  /** The words actually searched when a typo was corrected (`iphnoe` -> `iphone`). */
  correctedQuery: z.string().nullable(),
  /** The words kept when all the words together found nothing (`casque zzz` -> `casque`). */
  relaxedQuery: z.string().nullable(),
  facets: z.object({
    categories: z.array(facetCount),
    subCategories: z.array(facetCount),
    locations: z.array(facetCount),
    prices: z.array(z.object({ min: z.number().int(), max: z.number().int(), count: z.number().int() })),
    /** Values of the chosen sub-category's specifications (empty until one is chosen). */
    specifications: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string().nullable(), values: z.array(facetCount) })),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionsQuerySchema = z.object({ q: z.string().max(SEARCH_TEXT_MAX), lang: languageSchema.optional() });

/** The header popup: matching categories (at most 10) and up to 3 products. */
export const suggestionsSchema = z.object({
  categories: z.array(z.union([categorySchema.omit({ subCategories: true }).extend({ kind: z.literal('category') }), subCategorySchema.extend({ kind: z.literal('subCategory') })])),
  products: z.array(productSummarySchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
