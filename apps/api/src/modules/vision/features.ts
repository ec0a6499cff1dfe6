import sharp, { type Sharp } from 'sharp';
import { type FramedPixels, THUMBNAIL_SIDE } from './aligned.ts';
import { DESCRIPTOR_SIDE, describePixels } from './descriptor.ts';
import { GREY_SIDE, type GreyPixels } from './edges.ts';
import { findKeypoints, KEYPOINT_SIDE, type Keypoints } from './keypoints.ts';
import { openCv } from './opencv.ts';
import { visualWords } from './words.ts';

/** What search by photo knows of one picture (decision 78). */
export interface PictureFeatures {
  /** Colour and edge descriptor, length 1: what the index scans. */
  descriptor: Float32Array;
  /** ORB keypoints: what confirms that a photo shows this picture. */
  keypoints: Keypoints;
  /** The keypoints' visual words: what the index looks pictures up by (decision 88). */
  words: Uint16Array;
  /** The picture's colours at THUMBNAIL_SIDE a side: what tells near-twins apart once aligned (decision 88). */
  thumbnail: FramedPixels;
  /**
   * The picture's grey levels at GREY_SIDE a side: what tells near-twins' wordmarks apart once
   * aligned (decision 98); undefined for a stored row from before it, until the backfill.
   */
  greyThumbnail?: GreyPixels | undefined;
  /** The picture at the keypoints' size, kept only for a photo being searched with (sharper than the thumbnail). */
  picture?: FramedPixels;
  /** Its grey levels at the keypoints' size, kept like `picture`. */
  greyPicture?: GreyPixels;
  /** 64-bit difference hash, signed as PostgreSQL's bigint: the bench's baseline; copies are found by keypoints. */
  hash: bigint;
}

/**
 * Reads a picture once, upright, on white, at most KEYPOINT_SIDE a side, and derives everything
 * from that: the descriptor and the thumbnail from small squares of it, the keypoints (and their
 * words) from its grey levels.
 */
export async function pictureFeatures(input: Sharp): Promise<PictureFeatures> {
  const { data, info } = await input
    .rotate()
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(KEYPOINT_SIDE, KEYPOINT_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 3 as const } };
  const [square, hashGrid, small] = await Promise.all([
    sharp(data, raw).resize(DESCRIPTOR_SIDE, DESCRIPTOR_SIDE, { fit: 'fill' }).raw().toBuffer(),
    sharp(data, raw).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer(),
    sharp(data, raw).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const frame = { frameWidth: info.width, frameHeight: info.height };
  const grey = new Uint8Array(info.width * info.height);
  for (let at = 0; at < grey.length; at++) grey[at] = Math.round(0.299 * data[at * 3]! + 0.587 * data[at * 3 + 1]! + 0.114 * data[at * 3 + 2]!);
  // From the keypoints' grey levels, so a photo's (greyPicture) and a picture's are read alike.
  const greySmall = await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .resize(GREY_SIDE, GREY_SIDE, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const { cv } = await openCv();
  const keypoints = findKeypoints(cv, grey, info.width, info.height);
  return {
    descriptor: describePixels(square),
    keypoints,
    words: visualWords(keypoints),
    thumbnail: { width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, rgb: new Uint8Array(small), ...frame },
    greyThumbnail: { width: GREY_SIDE, height: GREY_SIDE, grey: new Uint8Array(greySmall), ...frame },
    picture: { width: info.width, height: info.height, rgb: new Uint8Array(data), ...frame },
    greyPicture: { width: info.width, height: info.height, grey, ...frame },
    hash: differenceHash(hashGrid),
  };
}

/** Each of 64 bits says whether a pixel of a 9 x 8 grey grid is darker than its right neighbour. */
function differenceHash(grid: Uint8Array): bigint {
  let hash = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) hash = (hash << 1n) | (grid[y * 9 + x]! < grid[y * 9 + x + 1]! ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hashDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest > 0n) {
    bits += Number(rest & 1n);
    rest >>= 1n;
  }
  return bits;
}
