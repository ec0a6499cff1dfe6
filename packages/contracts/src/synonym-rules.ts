import { searchTokens } from './search-rules.ts';

/*
 * Search synonyms as an operator edits them (issue #13, decisions 60 and 81): a phrase the
 * shoppers type, and either the phrases it also means (one way) or an order it asks for (`pas
 * cher` sorts by price). Pure and browser-safe: the schemas that use these rules are in
 * admin-synonyms.ts.
 */

/** Search reads a phrase of at most 3 words (the longest the query reader looks for). */
export const SYNONYM_PHRASE_WORDS_MAX = 3;
/** Longer than any real word of the market's vocabulary; a longer one is a paste gone wrong. */
export const SYNONYM_WORD_MAX = 40;
/** Characters typed for one phrase, before it is folded. */
export const SYNONYM_TEXT_MAX = 120;
/** Phrases one phrase may also mean: more makes every search of it slow and vague. */
export const SYNONYMS_MAX = 20;

/** The orders a phrase may ask for (the table's check constraint lists the same). */
export const synonymSorts = ['price,asc', 'price,desc', 'createdDate,desc'] as const;
export type SynonymSort = (typeof synonymSorts)[number];

/**
 * A phrase as search reads it: lower-case, without accents, words of 2 characters or more
 * separated by one space (`Télé  4K` -> `tele 4k`). Empty when nothing searchable is left.
 */
export function synonymPhrase(text: string): string {
  return searchTokens([text]).join(' ');
}

/** The synonyms typed in one box, one per line or separated by commas or semicolons. */
export function synonymsFromText(text: string): string[] {
  return text
    .split(/[\n\r,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Why a phrase typed cannot be one (a problem code), or null when it can. */
function phraseProblem(text: string): string | null {
  if (text.length > SYNONYM_TEXT_MAX || text.split(/[^\p{L}\p{N}]+/u).some((word) => word.length > SYNONYM_WORD_MAX)) return 'synonyms/too-long';
  const phrase = synonymPhrase(text);
  if (!phrase) return 'synonyms/phrase-required';
  return phrase.split(' ').length > SYNONYM_PHRASE_WORDS_MAX ? 'synonyms/too-many-words' : null;
}

export interface SynonymIssue {
  path: 'phrase' | 'synonyms' | 'sort';
  code: string;
}

/**
 * What is wrong with a phrase and what it means, as problem codes by field: the phrase must
 * leave a searchable phrase of 1 to 3 words; it either means other phrases (1 to 20, distinct,
 * none the phrase itself: a group of one word means nothing) or asks for an order, not both.
 */
export function synonymIssues(body: { phrase: string; synonyms: readonly string[]; sort: SynonymSort | null }): SynonymIssue[] {
  const issues: SynonymIssue[] = [];
  const phraseCode = phraseProblem(body.phrase);
  if (phraseCode) issues.push({ path: 'phrase', code: phraseCode });
  const synonymCode = body.synonyms.map(phraseProblem).find((code) => code !== null);
  const folded = body.synonyms.map(synonymPhrase);
  const phrase = synonymPhrase(body.phrase);
  if (synonymCode) issues.push({ path: 'synonyms', code: synonymCode });
  else if (body.synonyms.length > SYNONYMS_MAX) issues.push({ path: 'synonyms', code: 'synonyms/too-many' });
  else if (new Set(folded).size !== folded.length) issues.push({ path: 'synonyms', code: 'synonyms/duplicate' });
  else if (phrase && folded.includes(phrase)) issues.push({ path: 'synonyms', code: 'synonyms/group-of-one' });
  if (body.sort !== null && body.synonyms.length > 0) issues.push({ path: 'sort', code: 'synonyms/sort-with-synonyms' });
  if (body.sort === null && body.synonyms.length === 0) issues.push({ path: 'synonyms', code: 'synonyms/empty' });
  return issues;
}
