import { z } from 'zod';
import { pagingQuerySchema } from './admin.ts';
import { SYNONYMS_MAX, synonymIssues, synonymSorts } from './synonym-rules.ts';

/*
 * Search synonyms for operators (issue #13, decision 81): administrators and managers read
 * them, administrators add, change and delete them. The rules are synonym-rules.ts's; the
 * service stores phrases folded as search reads them.
 */

const { page, size } = pagingQuerySchema.shape;

export const synonymQuerySchema = z.object({
  /** A word or part of one, in the phrase or any of its synonyms (accents and case ignored). */
  query: z.string().trim().max(100).optional(),
  page,
  size,
});
export type SynonymQuery = z.infer<typeof synonymQuerySchema>;

/**
 * A phrase and what it means. Each problem is reported once, on the field it is about, with a
 * code of problems.ts (`synonyms/...`); a list far too long is cut short before the rules run.
 */
export const synonymBodySchema = z
  .object({
    phrase: z.string('synonyms/phrase-required'),
    synonyms: z.array(z.string('synonyms/empty'), 'synonyms/empty').max(SYNONYMS_MAX * 5, 'synonyms/too-many').default([]),
    sort: z.enum(synonymSorts, 'synonyms/sort-invalid').nullable().default(null),
  })
  .superRefine((body, context) => {
    for (const issue of synonymIssues(body)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.code });
  });
export type SynonymBody = z.infer<typeof synonymBodySchema>;

export const searchSynonymSchema = z.object({
  id: z.number().int(),
  /** Lower-case, without accents, 1 to 3 words. */
  phrase: z.string(),
  /** What searching the phrase also finds (one way); empty when it asks for an order. */
  synonyms: z.array(z.string()),
  sort: z.enum(synonymSorts).nullable(),
  updatedDate: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/**
 * The page's form (read by its action, then sent as a body): the synonyms in one box, one a
 * line or separated by commas; the order chosen in a list, left out for none.
 */
export const synonymFormSchema = z.object({ phrase: z.string(), synonyms: z.string().optional(), sort: z.enum(synonymSorts, 'synonyms/sort-invalid').optional() });
