/*
 * Lines grouped by the shop that sells them, named the way shoppers read it: "Vendu par
 * Teranga High-Tech", with the shop's initials as its avatar; the slug is only for links.
 */

export interface SellerGroup<T> {
  slug: string;
  shopName: string;
  items: T[];
}

/** The lines per seller, sellers in the order their first line appears. */
export function groupBySeller<T extends { accountSlug: string; shopName: string }>(items: readonly T[]): SellerGroup<T>[] {
  const groups = new Map<string, SellerGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.accountSlug) ?? { slug: item.accountSlug, shopName: item.shopName, items: [] };
    group.items.push(item);
    groups.set(item.accountSlug, group);
  }
  return [...groups.values()];
}

/** "Teranga High-Tech" gives "TH", "abidjan" gives "A": the first letters of the first two words. */
export function shopInitials(name: string): string {
  const words = name.split(/[\s\-_.]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
