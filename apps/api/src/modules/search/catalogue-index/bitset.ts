/** A fixed-size set of small integers (document slots), one bit each. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  add(slot: number) {
    if (slot < this.size) this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  has(slot: number): boolean {
    return slot < this.size && (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  /** In place: keeps what both hold. */
  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= other.words[i] ?? 0;
    return this;
  }

  /** In place: adds what the other holds. */
  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! |= other.words[i] ?? 0;
    return this;
  }

  isEmpty(): boolean {
    return this.words.every((word) => word === 0);
  }

  /** Calls `visit` with each slot held, in increasing order. */
  forEach(visit: (slot: number) => void) {
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        visit(i * 32 + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }
}
