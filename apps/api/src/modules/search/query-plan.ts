/**
 * How a search's words become what the index is asked (pure: no SQL). Each typed word (or
 * phrase, once synonyms know it) is a group matched when any of its alternatives matches; an
 * alternative is words that must all match. The last word of the search is still being typed,
 * so it also matches as a prefix (`iph` finds iPhone), unless it is a number (`55` must not
 * find 550).
 */
export interface WordGroup {
  /** The words as the shopper typed them. */
  typed: string[];
  alternatives: string[][];
  prefix: boolean;
}

/** Words that say nothing about the product, in French and English; dropped unless alone. */
const STOP_WORDS = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'un', 'une', 'et', 'en', 'pour', 'avec', 'au', 'aux', 'the', 'for', 'with', 'and', 'of', 'an', 'to', 'in']);

/** The searched words: tokens without stop words (kept when nothing else is left). */
export function meaningfulWords(tokens: readonly string[]): string[] {
  const kept = tokens.filter((token) => !STOP_WORDS.has(token));
  return kept.length > 0 ? kept : [...tokens];
}

/**
 * Other spellings of one word: a quantity typed joined (`1to`, `10000mah`, `256go`) is also
 * its number and unit apart, as product names write it (`1 To`).
 */
export function wordSpellings(word: string): string[][] {
  const joined = /^(\d+)([a-z]{1,4})$/.exec(word);
  return joined?.[1] && joined[2] ? [[word], [joined[1], joined[2]]] : [[word]];
}

/** Synonyms by phrase (words joined by a space): each phrase lists the phrases it also means. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** The longest phrase known to the synonyms starting at `start`, at most 3 words. */
function longestPhrase(words: readonly string[], start: number, synonyms: SynonymMap): number {
  for (let length = Math.min(3, words.length - start); length > 1; length--) {
    if (synonyms.has(words.slice(start, start + length).join(' '))) return length;
  }
  return 1;
}

export function planQuery(words: readonly string[], synonyms: SynonymMap = new Map()): WordGroup[] {
  const groups: WordGroup[] = [];
  for (let start = 0; start < words.length; ) {
    const length = longestPhrase(words, start, synonyms);
    const typed = words.slice(start, start + length);
    const phrase = typed.join(' ');
    const alternatives = length === 1 ? wordSpellings(phrase) : [typed];
    for (const synonym of synonyms.get(phrase) ?? []) alternatives.push(synonym.split(' '));
    start += length;
    const last = start >= words.length;
    groups.push({ typed, alternatives, prefix: last && length === 1 && !/^\d+$/.test(phrase) });
  }
  return groups;
}
