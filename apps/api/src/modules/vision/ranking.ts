import type { PictureFeatures } from './features.ts';
import { type Keypoints, KeypointMatcher } from './keypoints.ts';
import type { Cv } from './opencv.ts';
import type { IndexedPicture } from './visual-index.ts';

/** Pictures the descriptor scan hands to the keypoint check (decision 78). */
export const CANDIDATES = 60;
/** Keypoints that must agree before a photo is taken to show a picture. */
export const MIN_INLIERS = 12;
/**
 * Agreeing keypoints at which a match counts as the same picture (similarity 1): two thirds of
 * the 300 a picture keeps, so near-identical pictures (one model's listings, a brand's range)
 * still rank by how many agree instead of tying at 1.
 */
const FULL_INLIERS = 200;

export interface RankedPicture extends IndexedPicture {
  similarity: number;
  /** The first stage's cosine of the descriptors. */
  cosine: number;
  inliers: number;
}

/**
 * Similarity in 0..1 that ranks as the method does: a picture the keypoints confirm (0.5 to 1,
 * by how many agree) before one that only has close colours and edges (0 to 0.5, the cosine
 * halved). So a percentage shown to a shopper never puts a look-alike above a match.
 */
export function similarityOf(cosine: number, inliers: number): number {
  if (inliers >= MIN_INLIERS) return 0.5 + 0.5 * Math.min(1, inliers / FULL_INLIERS);
  return 0.5 * Math.max(0, Math.min(1, cosine));
}

/**
 * The second stage: each candidate of the descriptor scan is checked by matching its keypoints
 * with the query's, and all are ranked by similarityOf. A candidate without keypoints (its row
 * is gone) is dropped.
 */
export function confirmByKeypoints(
  cv: Cv,
  query: PictureFeatures,
  nearest: readonly { key: IndexedPicture; similarity: number }[],
  keypointsOf: (imageId: number) => Keypoints | undefined,
): RankedPicture[] {
  const matcher = new KeypointMatcher(cv, query.keypoints);
  try {
    return nearest
      .flatMap((hit) => {
        const keypoints = keypointsOf(hit.key.imageId);
        if (!keypoints) return [];
        const inliers = matcher.inliers(keypoints);
        return [{ ...hit.key, inliers, cosine: hit.similarity, similarity: similarityOf(hit.similarity, inliers) }];
      })
      .sort((a, b) => b.similarity - a.similarity || b.cosine - a.cosine);
  } finally {
    matcher.delete();
  }
}
