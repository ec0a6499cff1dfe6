/** How much the descriptor's cosine counts beside the words' score (both 0 to 1). */
const DESCRIPTOR_WEIGHT = 0.5;
/** Document norms are recomputed with the current rarities when the count has grown by this factor. */
const RENORM_GROWTH = 1.5;

export interface NearPicture<Key> {
  key: Key;
  /** The descriptors' cosine (1: the same colours and edges). */
  similarity: number;
  /** What the shortlist ranks by: the words' tf-idf cosine plus half the descriptors' cosine. */
  score: number;
}

/**
 * The pictures nearest a query (decision 88): every picture's visual words in an inverted file
 * (word -> pictures holding it), scored by tf-idf cosine, plus half the cosine of the colour and
 * edge descriptors scanned over all of them (decision 70). The words find the drawing whatever
 * the crop, turn and light; the colours bring its colourway forward. A picture without words yet
 * (described before them, waiting for the backfill) is found by its colours alone. A pgvector or
 * HNSW index would sit behind the same calls when the catalogue outgrows a scan.
 */
export class NearestPictures<Key> {
  private keys: Key[] = [];
  private vectors = new Float32Array(0);
  private count = 0;
  /** Per word, its pictures and how often it occurs in each, as row * 256 + occurrences. */
  private readonly postings: Uint32Array[] = [];
  private readonly postingCounts: Uint32Array;
  /** Pictures holding each word. */
  private readonly holders: Uint32Array;
  /** 1 / the length of each picture's tf-idf vector, as of the last renorm; 0 for a picture without words. */
  private inverseNorms = new Float32Array(0);
  private normedAt = 0;
  private described = 0;

  constructor(
    private readonly length: number,
    private readonly wordCount = 0,
  ) {
    this.postingCounts = new Uint32Array(wordCount);
    this.holders = new Uint32Array(wordCount);
  }

  get size() {
    return this.count;
  }

  /** Adds a picture; returns its row, for `setWords` when its words come later. */
  add(key: Key, descriptor: Float32Array, words?: Uint16Array): number {
    if ((this.count + 1) * this.length > this.vectors.length) {
      const grown = new Float32Array(Math.max(1024 * this.length, this.vectors.length * 2));
      grown.set(this.vectors);
      this.vectors = grown;
      const norms = new Float32Array(grown.length / this.length);
      norms.set(this.inverseNorms);
      this.inverseNorms = norms;
    }
    const row = this.count++;
    this.vectors.set(descriptor, row * this.length);
    this.keys[row] = key;
    if (words) this.setWords(row, words);
    return row;
  }

  /** Gives a picture its words (once: a row that has words keeps them). */
  setWords(row: number, words: Uint16Array) {
    if (this.inverseNorms[row]! > 0 || words.length === 0) return;
    this.described++;
    for (const [word, occurrences] of runs(words)) {
      if (word >= this.wordCount) continue;
      let list = this.postings[word];
      const at = this.postingCounts[word]!;
      if (!list || at === list.length) {
        const grown = new Uint32Array(Math.max(8, at * 2));
        if (list) grown.set(list);
        this.postings[word] = list = grown;
      }
      list[at] = row * 256 + Math.min(255, occurrences);
      this.postingCounts[word] = at + 1;
      this.holders[word]!++;
    }
    if (this.described >= this.normedAt * RENORM_GROWTH) this.renorm();
    else this.inverseNorms[row] = 1 / Math.sqrt(this.squaredNorm(words));
  }

  /** The `k` best keys `accept` takes, best first. */
  nearest(descriptor: Float32Array, k: number, accept?: (key: Key) => boolean, words?: Uint16Array): NearPicture<Key>[] {
    const wordScores = words && this.described > 0 ? this.wordScores(words) : undefined;
    const best: NearPicture<Key>[] = [];
    const { length, vectors } = this;
    for (let row = 0; row < this.count; row++) {
      let dot = 0;
      const offset = row * length;
      for (let i = 0; i < length; i++) dot += vectors[offset + i]! * descriptor[i]!;
      const score = (wordScores ? wordScores[row]! : 0) + DESCRIPTOR_WEIGHT * dot;
      if (best.length === k && score <= best[k - 1]!.score) continue;
      if (accept && !accept(this.keys[row]!)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.score < score) at--;
      best.splice(at, 0, { key: this.keys[row]!, similarity: dot, score });
      if (best.length > k) best.pop();
    }
    return best;
  }

  /** Each picture's tf-idf cosine with the query's words, through the postings of those words only. */
  private wordScores(words: Uint16Array): Float32Array {
    const scores = new Float32Array(this.count);
    const query = [...runs(words)].filter(([word]) => word < this.wordCount && this.holders[word]! > 0);
    let squared = 0;
    for (const [word, occurrences] of query) squared += (occurrences * this.rarity(word)) ** 2;
    if (squared === 0) return scores;
    const inverseLength = 1 / Math.sqrt(squared);
    for (const [word, occurrences] of query) {
      const rarity = this.rarity(word);
      const weight = occurrences * rarity * rarity * inverseLength;
      const list = this.postings[word]!;
      const end = this.postingCounts[word]!;
      for (let at = 0; at < end; at++) {
        const row = Math.floor(list[at]! / 256);
        scores[row]! += weight * (list[at]! % 256) * this.inverseNorms[row]!;
      }
    }
    return scores;
  }

  /** Inverse document frequency: a word most pictures hold says little. */
  private rarity(word: number) {
    return Math.log((this.described + 1) / (this.holders[word]! + 1));
  }

  private squaredNorm(words: Uint16Array) {
    let squared = 0;
    for (const [word, occurrences] of runs(words)) if (word < this.wordCount) squared += (occurrences * this.rarity(word)) ** 2;
    return squared || 1;
  }

  /** Rarities drift as pictures come; the norms are refreshed now and then, not on every add. */
  private renorm() {
    const squared = new Float64Array(this.count);
    for (let word = 0; word < this.wordCount; word++) {
      const list = this.postings[word];
      if (!list) continue;
      const rarity = this.rarity(word);
      for (let at = 0; at < this.postingCounts[word]!; at++) squared[Math.floor(list[at]! / 256)]! += ((list[at]! % 256) * rarity) ** 2;
    }
    for (let row = 0; row < this.count; row++) if (squared[row]! > 0) this.inverseNorms[row] = 1 / Math.sqrt(squared[row]!);
    this.normedAt = this.described;
  }
}

/** Each distinct word of a sorted list with how often it occurs. */
function* runs(words: Uint16Array): Generator<[number, number]> {
  for (let at = 0; at < words.length; ) {
    let end = at + 1;
    while (end < words.length && words[end] === words[at]) end++;
    yield [words[at]!, end - at];
    at = end;
  }
}
