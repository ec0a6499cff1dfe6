import { type Bounds, type FramedPixels, invert3, project, THUMBNAIL_SIDE, twinDifferences } from './aligned.ts';
import { type GreyPixels, twinEdgeDifferences } from './edges.ts';
import type { PictureFeatures } from './features.ts';
import { type Keypoints, type KeypointMatch, KeypointMatcher, NO_MATCH } from './keypoints.ts';
import type { NearPicture } from './nearest.ts';
import type { Cv } from './opencv.ts';
import { refinePerspective } from './refine.ts';
import type { IndexedPicture } from './visual-index.ts';
import { sharedWords } from './words.ts';

/** Pictures the first stage hands to the keypoint check: 30 hold the product 96 % of the time, and more only add twins to mistake (decision 88). */
export const CANDIDATES = 30;
/**
 * Pictures of the first stage among which the best match's near-twins are looked for by their
 * words, without a keypoint check (decision 102): the first stage's colours choose between twins
 * poorly, so the right one is often past the 30.
 */
export const TWIN_POOL = 200;
/** Share of a picture's visual words it must have in common with the best match to count as its twin: twins share most, other drawings few. */
const TWIN_WORDS = 0.5;
/** Twins the blurred colours and edges put first, which the sharp colours and edges then order among themselves (decisions 102 and 103). */
const FINE_TWINS = 5;
/** Keypoints that must agree before a photo is taken to show a picture. */
export const MIN_INLIERS = 12;
/**
 * Agreeing keypoints at which a match counts as the same picture (similarity 1): two thirds of
 * the 300 a picture keeps, so near-identical pictures (one model's listings, a brand's range)
 * still rank by how many agree instead of tying at 1.
 */
const FULL_INLIERS = 200;
/**
 * The least share of a picture that the agreeing keypoints' box counts as spanning (decision
 * 103): a smaller box (a strip of text, a row of lights) changes too much from one twin to the
 * next to tell pictures apart by. Measured at 0.03 to 0.2: 0.1 to 0.2 were alike.
 */
const MIN_SPAN = 0.15;
/** A confirmed picture with at least this share of the best one's agreeing keypoints may be its twin. */
const TWIN_SHARE = 0.5;
/**
 * Twins of one drawing put the agreeing keypoints' box back where it was, through one's
 * perspective to the photo and the other's back, to within this many pixels (keypoint frame);
 * another view of a product (the box, an angle) does not. Measured at 4 to 32: 16 was best.
 */
const TWIN_PIXELS = 16;

export interface RankedPicture extends IndexedPicture {
  similarity: number;
  /** The first stage's cosine of the descriptors. */
  cosine: number;
  inliers: number;
}

/**
 * What the second stage reads of a candidate: its keypoints (the first CANDIDATES only), its
 * words (to find the best match's twins in the pool), and its thumbnails when it has them.
 */
export interface CandidateFeatures {
  keypoints?: Keypoints | undefined;
  words?: Uint16Array | undefined;
  thumbnail: FramedPixels | undefined;
  greyThumbnail: GreyPixels | undefined;
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

interface Matched {
  picture: RankedPicture;
  match: KeypointMatch;
  words: Uint16Array | undefined;
  thumbnail: FramedPixels | undefined;
  greyThumbnail: GreyPixels | undefined;
}

/** What the last stage compares of the photo: its colours and, when known, its grey levels. */
interface Photo {
  colours: FramedPixels;
  grey: GreyPixels | undefined;
}

/** Whether `other` places the photo as `leader` does over the leader's box (decision 88). */
export function sameDrawing(leader: KeypointMatch, other: KeypointMatch): boolean {
  const back = leader.homography && invert3(leader.homography);
  if (!back || !leader.bounds || !other.homography) return false;
  const [left, top, right, bottom] = leader.bounds;
  const corners: [number, number][] = [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ];
  return corners.every(([x, y]) => {
    const inPhoto = project(back, x, y);
    const there = inPhoto && project(other.homography!, ...inPhoto);
    return there !== undefined && Math.hypot(there[0] - x, there[1] - y) < TWIN_PIXELS;
  });
}

/**
 * The confirmed pictures that may be near-twins of the best one (decision 88), in groups that
 * place the photo alike (sameDrawing; another view of the product is another group), each group
 * ordered by twinScores through its leader's perspective refined by area (refinePerspective,
 * decision 100); groups in order of their best claim on the photo (claimOf). Pictures that are
 * not in a group keep the keypoint order.
 */
function orderTwins(photo: Photo, matched: readonly Matched[], alignedBy: (leader: Matched) => ArrayLike<number>): Matched[] {
  const best = Math.max(0, ...matched.map((entry) => entry.match.inliers));
  const groups: Matched[][] = [];
  for (const entry of matched) {
    const { homography, bounds, inliers } = entry.match;
    if (inliers < Math.max(MIN_INLIERS, TWIN_SHARE * best) || !homography || !bounds || !entry.thumbnail) continue;
    const group = groups.find((members) => sameDrawing(members[0]!.match, entry.match));
    if (group) group.push(entry);
    else groups.push([entry]);
  }
  const byClaim = sortBy(groups, groups.map((members) => -Math.max(...members.map(claimOf))));
  const grouped = byClaim.flatMap((members) => {
    const leader = members[0]!;
    const sameSize = members.filter((m) => m.thumbnail!.width === leader.thumbnail!.width && m.thumbnail!.height === leader.thumbnail!.height);
    return sortBy(sameSize, twinScores(photo, sameSize, alignedBy(leader), leader.match.bounds!));
  });
  const inGroup = new Set(grouped);
  return [...grouped, ...matched.filter((entry) => !inGroup.has(entry))];
}

/**
 * How strongly a grouped picture claims the photo (decision 103): its agreeing keypoints times
 * the square root of the share of the picture they span, at least MIN_SPAN. A picture that holds
 * the photo's drawing smaller (the retail-box picture holding the device, a desktop its monitor,
 * a stand its laptop) agrees on as many keypoints, but they span less of it.
 */
function claimOf(entry: Matched): number {
  const [left, top, right, bottom] = entry.match.bounds!;
  const { frameWidth, frameHeight } = entry.thumbnail!;
  return entry.match.inliers * Math.sqrt(Math.max(MIN_SPAN, ((right - left) * (bottom - top)) / (frameWidth * frameHeight)));
}

/**
 * How far the photo is from each twin of a group, lower nearer, once brought into their frame by
 * `homography` (the leader's, refined) over `bounds` (its keypoints' box): the aligned colours' difference at 48 px
 * (decision 88: accent and body colours) plus, when every twin has a grey thumbnail, the aligned
 * edges' difference at 96 px (decision 98: the wordmark, all that differs between brands sharing
 * an accent colour). Each is divided by its mean over the group, so both weigh alike whatever
 * the photo's contrast.
 */
function twinScores(photo: Photo, twins: readonly Matched[], homography: ArrayLike<number>, bounds: Bounds): number[] {
  const colours = twinDifferences(
    photo.colours,
    twins.map((m) => m.thumbnail!),
    homography,
    bounds,
  );
  const greys = twins.map((m) => m.greyThumbnail).filter((grey) => grey !== undefined);
  const sameGreySize = greys.every((grey) => grey.width === greys[0]?.width && grey.height === greys[0].height);
  if (twins.length < 2 || !photo.grey || greys.length < twins.length || !sameGreySize) return colours;
  const edges = twinEdgeDifferences(photo.grey, greys, homography, bounds);
  const colourScale = meanOfFinite(colours);
  const edgeScale = meanOfFinite(edges);
  return colours.map((colour, i) => colour / colourScale + edges[i]! / edgeScale);
}

/** The mean of the finite values, or 1 when there are none or it is 0 (so dividing by it changes no order). */
function meanOfFinite(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  const mean = finite.reduce((sum, value) => sum + value, 0) / finite.length;
  return finite.length > 0 && mean > 0 ? mean : 1;
}

/**
 * The second stage: the first `checked` of the first stage's pictures are checked by matching
 * their keypoints with the query's; the confirmed near-twins are told apart by their aligned
 * colours and edges (orderTwins), the rest ranked by similarityOf; then the best match's twins
 * in the whole pool, found by their words, are ordered afresh in front (widenBestMatch). A
 * candidate without features (its row is gone) is dropped. Similarities never rise down the
 * list, so the percentages shown rank as the list does.
 */
export function confirmByKeypoints(
  cv: Cv,
  query: PictureFeatures,
  nearest: readonly NearPicture<IndexedPicture>[],
  featuresOf: (imageId: number) => CandidateFeatures | undefined,
  checked = CANDIDATES,
): RankedPicture[] {
  const matcher = new KeypointMatcher(cv, query.keypoints);
  let matched: Matched[];
  try {
    matched = nearest.slice(0, checked).flatMap((hit) => {
      const features = featuresOf(hit.key.imageId);
      if (!features?.keypoints) return [];
      return [matchedOf(hit, features, matcher.match(features.keypoints))];
    });
  } finally {
    matcher.delete();
  }
  const pool = nearest.slice(checked).flatMap((hit) => {
    const features = featuresOf(hit.key.imageId);
    return features?.thumbnail ? [matchedOf(hit, features, NO_MATCH)] : [];
  });
  matched.sort((a, b) => b.picture.similarity - a.picture.similarity || b.picture.cosine - a.picture.cosine);
  const photo = { colours: query.picture ?? query.thumbnail, grey: query.greyPicture ?? query.greyThumbnail };
  const alignedBy = refinedOnce(cv, photo);
  const ordered = orderTwins(photo, matched, alignedBy);
  const ranked = widenBestMatch(cv, photo, ordered, [...matched, ...pool], alignedBy).map((entry) => entry.picture);
  for (let at = 1; at < ranked.length; at++) ranked[at]!.similarity = Math.min(ranked[at]!.similarity, ranked[at - 1]!.similarity);
  return ranked;
}

/** A first-stage picture with what the second stage reads of it, placed in the photo by `match` (NO_MATCH when unchecked). */
function matchedOf(hit: NearPicture<IndexedPicture>, features: CandidateFeatures, match: KeypointMatch): Matched {
  const picture = { ...hit.key, inliers: match.inliers, cosine: hit.similarity, similarity: similarityOf(hit.similarity, match.inliers) };
  return { picture, match, words: features.words, thumbnail: features.thumbnail, greyThumbnail: features.greyThumbnail };
}

/**
 * The best match's near-twins among all the pool's pictures, found by sharing most of its visual
 * words, put first in a fresh order (decision 102), the rest after as they were. Compared through
 * the best match's perspective refined by area, the twins are ordered by twinScores with the
 * photo's colours blurred as a thumbnail's pixels are made (decision 103: body and accent
 * colours, which a photo sampled at one point reads noisily, with the edges of a wordmark), and
 * the FINE_TWINS first by twinScores with its sharp colours, where the wordmark's letters tell
 * brands of one colour apart. A twin the keypoints did not confirm shows the best match's
 * similarity.
 */
function widenBestMatch(cv: Cv, photo: Photo, ordered: readonly Matched[], pool: readonly Matched[], alignedBy: (leader: Matched) => ArrayLike<number>): Matched[] {
  const best = ordered[0];
  const { homography, bounds } = best?.match ?? NO_MATCH;
  if (!best?.words || !best.thumbnail || !homography || !bounds || best.match.inliers < MIN_INLIERS) return [...ordered];
  const { width, height } = best.thumbnail;
  const twins = pool.filter(
    (entry) => entry.thumbnail?.width === width && entry.thumbnail.height === height && (entry === best || (entry.words !== undefined && sharedWords(best.words!, entry.words) >= TWIN_WORDS)),
  );
  const aligned = alignedBy(best);
  const blurred = { ...photo, colours: blurredLikeThumbnail(cv, photo.colours) };
  const byBlurred = sortBy(twins, twinScores(blurred, twins, aligned, bounds));
  const fine = byBlurred.slice(0, FINE_TWINS);
  const similarity = best.picture.similarity;
  const widened = [...sortBy(fine, twinScores(photo, fine, aligned, bounds)), ...byBlurred.slice(FINE_TWINS)].map((entry) =>
    entry.picture.inliers >= MIN_INLIERS ? entry : { ...entry, picture: { ...entry.picture, similarity } },
  );
  const first = new Set(widened.map((entry) => entry.picture.imageId));
  return [...widened, ...ordered.filter((entry) => !first.has(entry.picture.imageId))];
}

/**
 * A confirmed picture's perspective refined by area against its grey thumbnail (refinePerspective,
 * decision 100), or the keypoints' own without one; refined once per picture, as both a group's
 * leader and the best match may ask for it.
 */
function refinedOnce(cv: Cv, photo: Photo): (leader: Matched) => ArrayLike<number> {
  const refined = new Map<Matched, ArrayLike<number>>();
  return (leader) => {
    let aligned = refined.get(leader);
    if (!aligned) {
      const { homography, bounds } = leader.match;
      aligned = photo.grey && leader.greyThumbnail ? refinePerspective(cv, photo.grey, leader.greyThumbnail, homography!, bounds!) : homography!;
      refined.set(leader, aligned);
    }
    return aligned;
  };
}

/** `items` in ascending order of their `scores` (a stable sort). */
function sortBy<T>(items: readonly T[], scores: readonly number[]): T[] {
  return items
    .map((item, at) => ({ item, score: scores[at]! }))
    .sort((a, b) => a.score - b.score)
    .map(({ item }) => item);
}

/** The photo's colours averaged over a square about one thumbnail pixel wide, as a stored thumbnail's pixels average the picture. */
function blurredLikeThumbnail(cv: Cv, colours: FramedPixels): FramedPixels {
  const side = Math.round(Math.max(colours.width, colours.height) / THUMBNAIL_SIDE);
  if (side < 2) return colours;
  const input = new cv.Mat(colours.height, colours.width, cv.CV_8UC3);
  const output = new cv.Mat();
  try {
    input.data.set(colours.rgb);
    cv.blur(input, output, new cv.Size(side, side));
    return { ...colours, rgb: Uint8Array.from(output.data) };
  } finally {
    input.delete();
    output.delete();
  }
}
