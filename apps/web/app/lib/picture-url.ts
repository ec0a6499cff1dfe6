/** The widths the media routes render (`?w=`); any other width is refused. */
export type PictureWidth = 160 | 320 | 480 | 800;
/** The formats the media routes render (`?format=`); WebP when none is asked. */
export type PictureFormat = 'avif' | 'webp';

/**
 * A stored picture's address at a responsive width. A buyer's own picture already carries a
 * query (its `key`), so the width is added to it rather than starting a second query.
 */
export function pictureAtWidth(url: string, width: number, format?: PictureFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}${format ? `&format=${format}` : ''}`;
}

/** A `srcset` of one format at the given widths. */
export function pictureSrcSet(url: string, widths: readonly PictureWidth[], format: PictureFormat): string {
  return widths.map((width) => `${pictureAtWidth(url, width, format)} ${width}w`).join(', ');
}
