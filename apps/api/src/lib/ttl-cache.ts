/**
 * A small in-process cache of computed answers that may be a little stale (suggestions,
 * showcases). Entries expire after `ttlMs`; the oldest goes when `maxEntries` is reached; a
 * failed computation is not kept. With several processes each keeps its own: fine for data
 * that is allowed to lag by the TTL. `clear()` drops every entry (this process's own change).
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  const get = (key: string, compute: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = compute();
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(get, { clear: () => entries.clear() });
}
