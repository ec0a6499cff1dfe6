import type { SearchSort } from '@store/contracts/search-rules';
import { searchTokens } from '@store/contracts/search-rules';
import type { Database } from '@store/db/client';
import { catalogueTree } from '../categories/categories.service.ts';
import * as repo from './search.repo.ts';
import type { TextMatch, TextSearch } from './catalogue-index/catalogue-index.ts';
import { wordForms } from './catalogue-index/word-forms.ts';
import { namesKind, planQuery, STOP_WORDS, takeSortWish, type WordGroup } from './query-plan.ts';
import { synonymData } from './synonyms.ts';
import { closestWord } from './typo.ts';
import { vocabulary } from './vocabulary.ts';

/**
 * Replaces each word that is neither a catalogue word, the start of one, a number nor a real
 * word (shopping vocabulary, synonyms) by its nearest catalogue word. Undefined when nothing changes.
 */
export async function correctTokens(db: Database, tokens: readonly string[], realWords: ReadonlySet<string> = new Set()): Promise<string[] | undefined> {
  const known = await repo.knownWords(db, tokens);
  let changed = false;
  const corrected = await Promise.all(
    tokens.map(async (token) => {
      if (known.has(token) || vocabulary.has(token) || realWords.has(token) || STOP_WORDS.has(token) || /\d/.test(token)) return token;
      if ((await repo.completions(db, token, 1)).length > 0) return token;
      const replacement = closestWord(token, await repo.nearestWords(db, token));
      if (replacement && replacement !== token) changed = true;
      return replacement ?? token;
    }),
  );
  return changed ? corrected : undefined;
}

/** The index's reading of planned groups: each word in all its forms, the last one also as a prefix. */
async function textMatch(db: Database, groups: readonly WordGroup[]): Promise<TextMatch> {
  const forms = await wordForms(db, groups.flatMap((group) => group.alternatives.flat()));
  return groups.map((group) =>
    group.alternatives.map((words, index) => words.map((word, at) => ({ forms: forms.get(word) ?? [], prefix: group.prefix && index === 0 && at === words.length - 1 }))),
  );
}

/**
 * What a search's texts ask for, shared by the results page and the popup so they agree: the
 * words (a wish such as `pas cher` taken out as a sort) and how to search any of them.
 */
export async function readSearch(db: Database, texts: readonly string[]) {
  const [{ synonyms, wishes, words: realWords }, tree] = await Promise.all([synonymData(db), catalogueTree(db)]);
  const wish: { words: string[]; sort?: SearchSort } = takeSortWish(searchTokens(texts), wishes);
  const textOf = async (searched: readonly string[]): Promise<TextSearch> => {
    const groups = planQuery(searched, synonyms);
    const kinds = [...tree.subCategories.values()].filter((sub) => namesKind(sub.nameFr, groups) || namesKind(sub.nameEn, groups)).map((sub) => sub.id);
    return { match: await textMatch(db, groups), kinds: new Set(kinds) };
  };
  return { words: wish.words, sort: wish.sort, realWords, textOf };
}

export interface Staged<T> {
  answer: T;
  /** The words actually searched when a typo was corrected. */
  correctedQuery: string | null;
  /** The words kept when all the words together found nothing. */
  relaxedQuery: string | null;
}

/**
 * A search in stages: all the words; when they find nothing, misspelt words corrected once;
 * when that finds nothing either, words dropped from the end until something matches.
 */
export async function inStages<T>(
  db: Database,
  words: readonly string[],
  realWords: ReadonlySet<string>,
  search: { answer(words: readonly string[]): Promise<T>; found(answer: T): boolean; matches(words: readonly string[]): Promise<boolean> },
): Promise<Staged<T>> {
  const first = await search.answer(words);
  const plain = { correctedQuery: null, relaxedQuery: null };
  if (search.found(first) || words.length === 0) return { answer: first, ...plain };
  const corrected = await correctTokens(db, words, realWords);
  if (corrected) {
    const retried = await search.answer(corrected);
    if (search.found(retried)) return { answer: retried, ...plain, correctedQuery: corrected.join(' ') };
  }
  const spelt = corrected ?? words;
  for (let keep = spelt.length - 1; keep >= 1; keep--) {
    const kept = spelt.slice(0, keep);
    if (!(await search.matches(kept))) continue;
    return { answer: await search.answer(kept), correctedQuery: corrected ? corrected.join(' ') : null, relaxedQuery: kept.join(' ') };
  }
  return { answer: first, ...plain };
}
