import type { Cv } from './opencv.ts';

/** Longest side of the grey picture keypoints are found in. */
export const KEYPOINT_SIDE = 256;
/** Keypoints kept per picture (ORB keeps the strongest). */
const MAX_KEYPOINTS = 300;
/** Bytes of one ORB descriptor. */
const DESCRIPTOR_BYTES = 32;
/** A match counts when its nearest descriptor is clearly nearer than the second (Lowe's ratio). */
const RATIO = 0.8;
/** Pixels a point may land from where the found perspective puts it and still agree. */
const REPROJECTION_ERROR = 5;
/** Positions are stored as hundredths of a pixel in 16 bits. */
const POSITION_SCALE = 100;

/** A picture's keypoints: positions (x, y pairs) and one 32-byte binary descriptor each. */
export interface Keypoints {
  count: number;
  positions: Float32Array;
  descriptors: Uint8Array;
}

/** ORB keypoints of a grey picture (one byte a pixel, `width` x `height`). */
export function findKeypoints(cv: Cv, grey: Uint8Array, width: number, height: number): Keypoints {
  const picture = new cv.Mat(height, width, cv.CV_8UC1);
  const orb = new cv.ORB(MAX_KEYPOINTS);
  const found = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const noMask = new cv.Mat();
  try {
    picture.data.set(grey);
    orb.detectAndCompute(picture, noMask, found, descriptors);
    const count = descriptors.rows;
    const positions = new Float32Array(count * 2);
    for (let i = 0; i < count; i++) {
      const point = found.get(i).pt;
      positions[i * 2] = point.x;
      positions[i * 2 + 1] = point.y;
    }
    return { count, positions, descriptors: count > 0 ? Uint8Array.from(descriptors.data) : new Uint8Array(0) };
  } finally {
    for (const mat of [picture, orb, found, descriptors, noMask]) mat.delete();
  }
}

/** Stored form: a 16-bit count, then the positions in hundredths of a pixel, then the descriptors. */
export function encodeKeypoints(keypoints: Keypoints): Buffer {
  const bytes = Buffer.alloc(2 + keypoints.count * 4 + keypoints.descriptors.length);
  bytes.writeUInt16LE(keypoints.count, 0);
  for (let i = 0; i < keypoints.count * 2; i++) bytes.writeUInt16LE(Math.round(keypoints.positions[i]! * POSITION_SCALE), 2 + i * 2);
  bytes.set(keypoints.descriptors, 2 + keypoints.count * 4);
  return bytes;
}

export function decodeKeypoints(bytes: Uint8Array): Keypoints {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength >= 2 ? view.getUint16(0, true) : 0;
  if (bytes.byteLength !== 2 + count * (4 + DESCRIPTOR_BYTES)) return { count: 0, positions: new Float32Array(0), descriptors: new Uint8Array(0) };
  const positions = new Float32Array(count * 2);
  for (let i = 0; i < count * 2; i++) positions[i] = view.getUint16(2 + i * 2, true) / POSITION_SCALE;
  return { count, positions, descriptors: Uint8Array.from(bytes.subarray(2 + count * 4)) };
}

/** Fewer matching points than this cannot place one picture in another. */
const MIN_MATCHES = 6;

/**
 * Keypoints that agree under one perspective, that perspective (query to candidate, row-major
 * 3 x 3) and the box the agreeing keypoints span in the candidate ([left, top, right, bottom]):
 * a part of the candidate the query certainly shows.
 */
export interface KeypointMatch {
  inliers: number;
  homography: Float64Array | undefined;
  bounds: [number, number, number, number] | undefined;
}

/** What a picture that cannot be placed in another gives. */
export const NO_MATCH: KeypointMatch = { inliers: 0, homography: undefined, bounds: undefined };

/**
 * Counts how many of a query's keypoints land, under one perspective (a photo of the picture,
 * turned, cropped, tilted), on matching keypoints of each candidate: a few dozen mean the photo
 * shows that picture; a handful is chance. The query's descriptors are copied into OpenCV once.
 */
export class KeypointMatcher {
  private readonly query: InstanceType<Cv['Mat']>;
  private readonly matcher: InstanceType<Cv['BFMatcher']>;

  constructor(
    private readonly cv: Cv,
    private readonly keypoints: Keypoints,
  ) {
    this.query = descriptorMat(cv, keypoints);
    this.matcher = new cv.BFMatcher(cv.NORM_HAMMING, false);
  }

  match(candidate: Keypoints): KeypointMatch {
    const { cv } = this;
    if (this.keypoints.count < MIN_MATCHES || candidate.count < MIN_MATCHES) return NO_MATCH;
    const train = descriptorMat(cv, candidate);
    const pairs = new cv.DMatchVectorVector();
    const from: number[] = [];
    const to: number[] = [];
    try {
      this.matcher.knnMatch(this.query, train, pairs, 2);
      for (let i = 0; i < pairs.size(); i++) {
        const pair = pairs.get(i);
        if (pair.size() < 2) continue;
        const [best, second] = [pair.get(0), pair.get(1)];
        if (best.distance >= RATIO * second.distance) continue;
        from.push(this.keypoints.positions[best.queryIdx * 2]!, this.keypoints.positions[best.queryIdx * 2 + 1]!);
        to.push(candidate.positions[best.trainIdx * 2]!, candidate.positions[best.trainIdx * 2 + 1]!);
      }
    } finally {
      train.delete();
      pairs.delete();
    }
    if (from.length / 2 < MIN_MATCHES) return NO_MATCH;
    const source = cv.matFromArray(from.length / 2, 1, cv.CV_32FC2, from);
    const target = cv.matFromArray(to.length / 2, 1, cv.CV_32FC2, to);
    const agreeing = new cv.Mat();
    const perspective = cv.findHomography(source, target, cv.RANSAC, REPROJECTION_ERROR, agreeing);
    try {
      let inliers = 0;
      const bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = 0; i < agreeing.rows; i++) {
        if (!agreeing.data[i]) continue;
        inliers++;
        const [x, y] = [to[i * 2]!, to[i * 2 + 1]!];
        bounds[0] = Math.min(bounds[0], x);
        bounds[1] = Math.min(bounds[1], y);
        bounds[2] = Math.max(bounds[2], x);
        bounds[3] = Math.max(bounds[3], y);
      }
      // An empty matrix when RANSAC found no perspective at all.
      if (inliers === 0 || perspective.rows !== 3) return { inliers, homography: undefined, bounds: undefined };
      return { inliers, homography: Float64Array.from(perspective.data64F), bounds };
    } finally {
      for (const mat of [source, target, agreeing, perspective]) mat.delete();
    }
  }

  delete() {
    this.query.delete();
    this.matcher.delete();
  }
}

function descriptorMat(cv: Cv, keypoints: Keypoints) {
  const mat = new cv.Mat(keypoints.count, DESCRIPTOR_BYTES, cv.CV_8UC1);
  mat.data.set(keypoints.descriptors);
  return mat;
}
