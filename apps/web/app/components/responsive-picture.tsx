import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { pictureAtWidth, pictureSrcSet, type PictureWidth } from '../lib/picture-url.ts';

/**
 * How a picture loads. `lcp`: the largest picture of the first screen (the home slide, the first
 * search results, a product's main picture): preloaded at high priority in <head>, ahead of the
 * scripts, and never lazy. `eager`: on the first screen but not the largest. `lazy`: below the
 * fold, fetched when the shopper scrolls near it.
 */
export type PictureLoading = 'lcp' | 'eager' | 'lazy';

export interface ResponsivePictureProps {
  /** A picture of the media routes (`.../file/{id}`, possibly with a `key`): they render `?w=&format=`. */
  src: string;
  alt: string;
  /** How wide the picture is shown (the `sizes` attribute), so the browser takes the smallest width that is sharp. */
  sizes: string;
  /** The shown ratio, as a width and height: the box is reserved before the bytes come (no layout shift). */
  width: number;
  height: number;
  widths?: readonly PictureWidth[];
  loading?: PictureLoading;
  className?: string;
  style?: CSSProperties;
}

const allWidths: readonly PictureWidth[] = [160, 320, 480, 800];

/**
 * One responsive picture: AVIF for browsers that take it (about a third smaller than WebP), WebP
 * otherwise, at the width the layout needs. The preload of an `lcp` picture names the AVIF set
 * with `type="image/avif"`, so a browser fetches exactly what the <source> then picks, and one
 * without AVIF skips it. React puts high-priority image preloads right after the viewport meta,
 * before React Router's module preloads (decision 46).
 */
export function ResponsivePicture({ src, alt, sizes, width, height, widths = allWidths, loading = 'lazy', className, style }: ResponsivePictureProps) {
  const avif = pictureSrcSet(src, widths, 'avif');
  const fallbackWidth = widths.find((candidate) => candidate >= 320) ?? widths[widths.length - 1] ?? 320;
  if (loading === 'lcp') {
    preload(pictureAtWidth(src, fallbackWidth, 'avif'), { as: 'image', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high', type: 'image/avif' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={pictureAtWidth(src, fallbackWidth, 'webp')}
        srcSet={pictureSrcSet(src, widths, 'webp')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'lcp' ? 'high' : undefined}
        decoding={loading === 'lcp' ? undefined : 'async'}
        className={className}
        style={style}
      />
    </picture>
  );
}
