import { z } from 'zod';
import { CONTENT_LINE_MAX, CONTENT_LIST_MAX, CONTENT_TITLE_MAX, contentStatuses } from './content-admin-rules.ts';
import { contentLinkSchema, cssColorSchema } from './content.ts';
import { linkTargets } from './content-rules.ts';
import { languageSchema } from './locale-schemas.ts';

/*
 * The structured items of the content store (issue #15 item 5, decision 80): home slides, the
 * category bar's search keys, socials, the featured product and the mega-menu's showcase
 * choices. Each language is a version of its own, saved, published and restored like a page
 * (admin-content.ts); these are the bodies an operator saves, checked before anything is stored.
 */

const line = (code: string, max = CONTENT_LINE_MAX) => z.string(code).trim().max(max, code);
const required = (code: string, max = CONTENT_LINE_MAX) => line(code, max).min(1, code);
const list = <T extends z.ZodType>(item: T) => z.array(item, 'content/list-invalid').max(CONTENT_LIST_MAX, 'content/list-invalid');
const slug = (code: string) => z.string(code).trim().regex(/^[a-z0-9-]{1,200}$/, code);

/** A home slide: its picture (one of the slide pictures) is required, then its words and link. */
export const slideBodySchema = z.object({
  imageId: z.number('content/slide-picture-required').int('content/slide-picture-required').positive('content/slide-picture-required'),
  title: required('content/title-invalid', CONTENT_TITLE_MAX),
  subtitle: line('content/subtitle-invalid'),
  url: contentLinkSchema,
});
export const slidesBodySchema = z.object({ slides: list(slideBodySchema) });
export type SlidesBody = z.infer<typeof slidesBodySchema>;

export const searchKeysBodySchema = z.object({
  keys: list(z.object({ keyword: required('content/keyword-invalid', 40), query: required('content/query-invalid'), btnColor: cssColorSchema, textColor: cssColorSchema })),
});
export type SearchKeysBody = z.infer<typeof searchKeysBodySchema>;

export const socialsBodySchema = z.object({
  socials: list(
    z.object({
      name: required('content/name-invalid', 40),
      url: z.url({ protocol: /^https?$/, normalize: true, error: 'content/link-invalid' }),
      icon: z.string().regex(/^[a-z0-9-]{1,40}$/, 'content/icon-invalid'),
      linkTarget: z.enum(linkTargets),
    }),
  ),
});
export type SocialsBody = z.infer<typeof socialsBodySchema>;

/** The featured product: a product of the catalogue (by slug), its price and picture read from it; the words are the operator's. */
export const featuredProductBodySchema = z.object({
  productSlug: slug('content/product-unknown'),
  title: required('content/title-invalid', CONTENT_TITLE_MAX),
  subtitle: line('content/subtitle-invalid'),
});
export type FeaturedProductBody = z.infer<typeof featuredProductBodySchema>;

/** The mega-menu's showcase: a chosen product per category (by slugs); a category without a choice shows its newest product in stock. */
export const categoryShowcaseBodySchema = z.object({
  choices: list(z.object({ categorySlug: slug('content/category-unknown'), productSlug: slug('content/product-unknown') })).refine(
    (choices) => new Set(choices.map((choice) => choice.categorySlug)).size === choices.length,
    'content/category-repeated',
  ),
});
export type CategoryShowcaseBody = z.infer<typeof categoryShowcaseBodySchema>;

export const blockBodySchemas = {
  slides: slidesBodySchema,
  'search-keys': searchKeysBodySchema,
  socials: socialsBodySchema,
  'featured-product': featuredProductBodySchema,
  'category-showcase': categoryShowcaseBodySchema,
} as const;

export type BlockBodies = { [Key in keyof typeof blockBodySchemas]: z.infer<(typeof blockBodySchemas)[Key]> };

const blockVersionSchema = <T extends z.ZodType>(body: T) =>
  z.object({ id: z.number().int(), locale: languageSchema, body, restoredFrom: z.number().int().nullable(), authorLogin: z.string().nullable(), createdDate: z.string() });

const blockLanguageSchema = <T extends z.ZodType>(body: T) =>
  z.object({
    locale: languageSchema,
    status: z.enum(contentStatuses),
    draft: blockVersionSchema(body).nullable(),
    published: blockVersionSchema(body).nullable(),
    publishedDate: z.string().nullable(),
    publishedByLogin: z.string().nullable(),
  });

/** `GET admin/content-blocks/{key}`: both languages and the last versions, like a page's. */
export const adminBlockItemSchema = <T extends z.ZodType>(key: string, body: T) =>
  z.object({ key: z.literal(key), fr: blockLanguageSchema(body), en: blockLanguageSchema(body), history: z.array(blockVersionSchema(body)) });

/** The slide pictures an operator picks from. */
export const slidePictureSchema = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type SlidePicture = z.infer<typeof slidePictureSchema>;
