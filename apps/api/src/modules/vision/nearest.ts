/**
 * The nearest pictures to a descriptor by cosine (descriptors have length 1 per part, so the
 * dot product ranks them), over every stored descriptor: 10,000 of 472 numbers is 4.7 million
 * multiplications, a few milliseconds (decision 70). A pgvector or HNSW index would sit behind
 * the same two calls when the catalogue outgrows a scan.
 */
export class NearestPictures<Key> {
  private keys: Key[] = [];
  private vectors = new Float32Array(0);
  private count = 0;

  constructor(private readonly length: number) {}

  get size() {
    return this.count;
  }

  add(key: Key, descriptor: Float32Array) {
    if ((this.count + 1) * this.length > this.vectors.length) {
      const grown = new Float32Array(Math.max(1024 * this.length, this.vectors.length * 2));
      grown.set(this.vectors);
      this.vectors = grown;
    }
    this.vectors.set(descriptor, this.count * this.length);
    this.keys[this.count++] = key;
  }

  /** The `k` nearest keys `accept` takes, with their similarity (1: the same descriptor), best first. */
  nearest(descriptor: Float32Array, k: number, accept?: (key: Key) => boolean): { key: Key; similarity: number }[] {
    const best: { key: Key; similarity: number }[] = [];
    const { length, vectors } = this;
    for (let row = 0; row < this.count; row++) {
      let dot = 0;
      const offset = row * length;
      for (let i = 0; i < length; i++) dot += vectors[offset + i]! * descriptor[i]!;
      if (best.length === k && dot <= best[k - 1]!.similarity) continue;
      if (accept && !accept(this.keys[row]!)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.similarity < dot) at--;
      best.splice(at, 0, { key: this.keys[row]!, similarity: dot });
      if (best.length > k) best.pop();
    }
    return best;
  }
}
