import type { Keypoints } from './keypoints.ts';

/**
 * Visual words (decision 88): each ORB keypoint's 256-bit descriptor is cut down to a few of its
 * bits, in WORD_TABLES tables of WORD_BITS bits each, and the bits read as a number. Two views of
 * one point differ in a few dozen of 256 bits, so most of them keep at least one table's word:
 * a photo and its picture share many words, unrelated pictures few. Nothing is learned, so
 * nothing is trained or shipped; changing these numbers or the bits read changes every stored
 * word, and needs a migration that makes the backfill recompute them.
 */
export const WORD_TABLES = 2;
export const WORD_BITS = 14;
/** Distinct words: table t's words are t * 2^WORD_BITS onwards. */
export const WORD_COUNT = WORD_TABLES << WORD_BITS;
const DESCRIPTOR_BITS = 256;

/** The bits each table reads: distinct positions drawn once by a fixed generator, never changed. */
const TABLE_BITS: readonly (readonly number[])[] = (() => {
  let state = 7;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: WORD_TABLES }, () => {
    const bits = new Set<number>();
    while (bits.size < WORD_BITS) bits.add(Math.floor(next() * DESCRIPTOR_BITS));
    return [...bits];
  });
})();

/** A picture's words, one per keypoint and table, in ascending order (a word may repeat). */
export function visualWords(keypoints: Keypoints): Uint16Array {
  const words = new Uint16Array(keypoints.count * WORD_TABLES);
  const bytes = DESCRIPTOR_BITS / 8;
  for (let point = 0; point < keypoints.count; point++) {
    const offset = point * bytes;
    for (let table = 0; table < WORD_TABLES; table++) {
      let word = 0;
      for (const bit of TABLE_BITS[table]!) word = (word << 1) | ((keypoints.descriptors[offset + (bit >> 3)]! >> (bit & 7)) & 1);
      words[point * WORD_TABLES + table] = (table << WORD_BITS) | word;
    }
  }
  return words.sort();
}

/**
 * The share of the shorter of two pictures' words (sorted, as visualWords gives them) that the
 * other holds too: near-twins of one drawing share most, other pictures few (decision 102).
 */
export function sharedWords(a: Uint16Array, b: Uint16Array): number {
  let [i, j, shared] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / Math.max(1, Math.min(a.length, b.length));
}

/** Stored form: the words as 16-bit numbers. */
export function encodeWords(words: Uint16Array): Buffer {
  const bytes = Buffer.alloc(words.length * 2);
  words.forEach((word, at) => bytes.writeUInt16LE(word, at * 2));
  return bytes;
}

export function decodeWords(bytes: Uint8Array): Uint16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Uint16Array.from({ length: Math.floor(bytes.byteLength / 2) }, (_, at) => view.getUint16(at * 2, true));
}
