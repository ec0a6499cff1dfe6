import { type SearchSort, searchTokens } from '@store/contracts/search-rules';

/**
 * How a search's words become what the index is asked (pure: no SQL). Each typed word (or
 * phrase the synonyms know) is a group matched when any of its alternatives matches; an
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
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'de', 'des', 'du', 'la', 'le', 'les', 'un', 'une', 'et', 'en', 'pour', 'avec', 'au', 'aux', 'sans', 'the', 'for', 'with', 'and', 'of', 'an', 'to', 'in',
]);

const withoutStopWords = (words: readonly string[]) => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
};

/** Units quantities are written with, and how the other language writes them. */
const UNITS: Readonly<Record<string, readonly string[]>> = {
  to: ['tb'],
  tb: ['to'],
  go: ['gb'],
  gb: ['go'],
  mo: ['mb'],
  mb: ['mo'],
  pouces: ['in', 'inch'],
  pouce: ['in', 'inch'],
  inch: ['in', 'pouces'],
  mah: [],
  wh: [],
  mm: [],
  hz: [],
  mp: [],
  w: [],
};

/**
 * Other spellings of one word: a quantity is searched joined and apart, in both languages'
 * units (`1to`: `1 To`, `1TB`, `1 TB`); a model typed without its dash is also searched as the
 * index splits it (`wh1000xm5`: `WH-1000XM5`).
 */
export function wordSpellings(word: string): string[][] {
  const quantity = /^(\d+)([a-z]{1,6})$/.exec(word);
  const [number, unit] = [quantity?.[1], quantity?.[2]];
  if (number && unit && UNITS[unit]) {
    return [unit, ...UNITS[unit]].flatMap((spelling) => [[`${number}${spelling}`], [number, spelling]]);
  }
  const model = /^([a-z]{2,})(\d+[a-z0-9]*)$/.exec(word);
  return model?.[1] && model[2] ? [[word], [model[1], model[2]]] : [[word]];
}

/** Synonyms by phrase (words joined by a space): each phrase lists the phrases it also means. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** The longest phrase of `known` starting at `start`, at most 3 words (1 when none). */
function longestPhrase(words: readonly string[], start: number, known: (phrase: string) => boolean): number {
  for (let length = Math.min(3, words.length - start); length > 1; length--) {
    if (known(words.slice(start, start + length).join(' '))) return length;
  }
  return 1;
}

/**
 * Takes a phrase that asks for an order rather than a product out of the words (`telephone
 * pas cher` -> `telephone`, sorted by price).
 */
export function takeSortWish(words: readonly string[], wishes: ReadonlyMap<string, SearchSort>): { words: string[]; sort?: SearchSort } {
  for (let start = 0; start < words.length; start++) {
    const length = longestPhrase(words, start, (phrase) => wishes.has(phrase));
    const sort = wishes.get(words.slice(start, start + length).join(' '));
    if (sort) return { words: [...words.slice(0, start), ...words.slice(start + length)], sort };
  }
  return { words: [...words] };
}

export function planQuery(words: readonly string[], synonyms: SynonymMap = new Map()): WordGroup[] {
  const groups: WordGroup[] = [];
  for (let start = 0; start < words.length; ) {
    const [word = '', next = ''] = words.slice(start, start + 2);
    if (/^\d+$/.test(word) && UNITS[next]) {
      // `1 To` is one quantity, not the number 1 and the stop word `to`.
      start += 2;
      groups.push({ typed: [word, next], alternatives: wordSpellings(`${word}${next}`), prefix: false });
      continue;
    }
    if (/^\p{L}$/u.test(word) && /^\d/.test(next)) {
      // `s 24` is the model S24 (also written apart): one letter alone says nothing.
      start += 2;
      groups.push({ typed: [word, next], alternatives: [[`${word}${next}`], [word, next]], prefix: false });
      continue;
    }
    const length = longestPhrase(words, start, (phrase) => synonyms.has(phrase));
    const typed = words.slice(start, start + length);
    const phrase = typed.join(' ');
    const alternatives = length === 1 ? wordSpellings(phrase) : [withoutStopWords(typed)];
    for (const synonym of synonyms.get(phrase) ?? []) alternatives.push(withoutStopWords(synonym.split(' ')));
    start += length;
    groups.push({ typed, alternatives, prefix: start >= words.length && length === 1 && !/^\d+$/.test(phrase) });
  }
  const meaningful = groups.filter((group) => !(group.typed.length === 1 && STOP_WORDS.has(group.typed[0] ?? '')));
  return meaningful.length > 0 ? meaningful : groups;
}

/** Plural and singular alike, roughly, for comparing names with queries (`laptops`, `tablettes`). */
const singular = (word: string) => (word.length > 3 ? word.replace(/[sx]$/, '') : word);

/**
 * Whether the search names this kind of product: every word of the sub-category's name is
 * among the searched words or their synonyms, or starts like the word being typed (`laptop`
 * and `lapt` name Laptops but not Laptop bags).
 */
export function namesKind(kindName: string, groups: readonly WordGroup[]): boolean {
  const searched = new Set(groups.flatMap((group) => group.alternatives.flat()).map(singular));
  const typing = groups.flatMap((group) => (group.prefix ? group.typed : []));
  const words = withoutStopWords(searchTokens([kindName])).map(singular);
  return words.length > 0 && words.every((word) => searched.has(word) || typing.some((prefix) => word.startsWith(prefix)));
}
