/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1, so `iphnoe` is one step from `iphone`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How many edits a word of this length may carry and still be recognised. */
export const allowedEdits = (word: string) => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * The known word closest to a typed one, among candidates (ordered by trigram closeness,
 * with how often each occurs), or undefined when none is near enough.
 */
export function closestWord(typed: string, candidates: readonly { word: string; frequency: number }[]): string | undefined {
  const limit = allowedEdits(typed);
  let best: { word: string; distance: number; frequency: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate.word);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.frequency > best.frequency)) {
      best = { ...candidate, distance };
    }
  }
  return best?.word;
}
