/**
 * A stored picture's address at a responsive width. A buyer's own picture already carries a
 * query (its `key`), so the width is added to it rather than starting a second query.
 */
export function pictureAtWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
