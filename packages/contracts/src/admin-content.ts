import { z } from 'zod';
import { blockContentKeys, CONTENT_MARKDOWN_MAX, CONTENT_TITLE_MAX, contentStatuses, markdownContentKeys } from './content-admin-rules.ts';
import { languageSchema } from './locale-schemas.ts';

/*
 * The content store for operators (issue #15 item 5, decision 79): each item in each language
 * has a draft and, once published, a published version; every save is a new version. Read by
 * administrators and managers, changed by administrators.
 */

export const markdownContentKeySchema = z.enum(markdownContentKeys);
export const blockContentKeySchema = z.enum(blockContentKeys);
export const contentKeySchema = z.enum([...markdownContentKeys, ...blockContentKeys]);

/**
 * A markdown item's body as saved: a title and its markdown. Whether the markdown is safe (no
 * raw HTML, no `javascript:` link) is the API's check (`content/markdown-unsafe`), so that a
 * refusal is written to the audit log whatever sent it.
 */
export const markdownContentBodySchema = z.object({
  title: z.string('content/title-invalid').trim().min(1, 'content/title-invalid').max(CONTENT_TITLE_MAX, 'content/title-invalid'),
  markdown: z.string('content/markdown-invalid').trim().min(1, 'content/markdown-invalid').max(CONTENT_MARKDOWN_MAX, 'content/markdown-invalid'),
});
export type MarkdownContentBody = z.infer<typeof markdownContentBodySchema>;

/** `POST .../publish` and `.../restore`: the version meant (publish: the draft the operator saw, so a newer save is not published unseen). */
export const contentVersionBodySchema = z.object({ versionId: z.number().int().positive().max(2_147_483_647) });
export type ContentVersionBody = z.infer<typeof contentVersionBodySchema>;

export const contentVersionSchema = z.object({
  id: z.number().int(),
  locale: languageSchema,
  title: z.string(),
  markdown: z.string(),
  /** The version this one copies, when a restore made it. */
  restoredFrom: z.number().int().nullable(),
  authorLogin: z.string().nullable(),
  createdDate: z.string(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentLanguageStateSchema = z.object({
  locale: languageSchema,
  status: z.enum(contentStatuses),
  /** What the editor shows; null when nothing was ever saved in this language. */
  draft: contentVersionSchema.nullable(),
  /** What the storefront shows; null while the language was never published. */
  published: contentVersionSchema.nullable(),
  publishedDate: z.string().nullable(),
  publishedByLogin: z.string().nullable(),
});
export type ContentLanguageState = z.infer<typeof contentLanguageStateSchema>;

/** `GET admin/content/{key}`: both languages and their last versions, newest first. */
export const adminContentItemSchema = z.object({
  key: markdownContentKeySchema,
  fr: contentLanguageStateSchema,
  en: contentLanguageStateSchema,
  history: z.array(contentVersionSchema),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

/** `GET admin/content`: every item with each language's status. */
export const adminContentSummarySchema = z.object({ key: contentKeySchema, fr: z.enum(contentStatuses), en: z.enum(contentStatuses) });
export type AdminContentSummary = z.infer<typeof adminContentSummarySchema>;
