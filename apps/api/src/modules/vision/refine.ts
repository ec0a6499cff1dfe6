import { type Bounds, invert3, multiply3, project } from './aligned.ts';
import type { GreyPixels } from './edges.ts';
import type { Cv } from './opencv.ts';

/** Steps of the area alignment, and the change of its correlation below which it stops. */
const ITERATIONS = 40;
const CONVERGED = 1e-4;
/** Side of the Gaussian blur both pictures get before aligning: 3 beat 1, 5 and 9 (decision 100). */
const BLUR = 3;
/**
 * Keypoint-frame pixels a corner of the box may move; a larger move means the alignment went
 * astray (a flat box, another view), and the keypoints' perspective is kept.
 */
const MAX_MOVE = 10;
/** A box narrower than this in the twin's grey thumbnail holds too little to align on. */
const MIN_SIDE = 16;

/**
 * The keypoints' perspective (photo to picture, keypoint frame) refined by area (decision 100):
 * OpenCV's ECC alignment moves it until the photo's grey levels correlate best with the twin's
 * grey thumbnail over the box the agreeing keypoints span. The keypoints place the box to within
 * a few pixels (RANSAC's tolerance), which at 96 px is the width of a wordmark's stroke; the
 * correlation ignores the photo's brightness and contrast, so any twin of the drawing serves.
 * Returns the perspective unchanged when the alignment fails or moves a corner too far.
 */
export function refinePerspective(cv: Cv, photo: GreyPixels, twin: GreyPixels, homography: ArrayLike<number>, bounds: Bounds): ArrayLike<number> {
  const back = invert3(homography);
  if (!back) return homography;
  // The box in the twin's thumbnail pixels, and the maps from those to the keypoint frame and from the frame to the photo's pixels.
  const [twinX, twinY] = [twin.frameWidth / twin.width, twin.frameHeight / twin.height];
  const left = Math.max(0, Math.floor((bounds[0] + 0.5) / twinX - 0.5));
  const top = Math.max(0, Math.floor((bounds[1] + 0.5) / twinY - 0.5));
  const width = Math.min(twin.width - 1, Math.ceil((bounds[2] + 0.5) / twinX - 0.5)) - left + 1;
  const height = Math.min(twin.height - 1, Math.ceil((bounds[3] + 0.5) / twinY - 0.5)) - top + 1;
  if (width < MIN_SIDE || height < MIN_SIDE) return homography;
  const boxToFrame = Float64Array.of(twinX, 0, (left + 0.5) * twinX - 0.5, 0, twinY, (top + 0.5) * twinY - 0.5, 0, 0, 1);
  const [photoX, photoY] = [photo.width / photo.frameWidth, photo.height / photo.frameHeight];
  const frameToPhoto = Float64Array.of(photoX, 0, 0.5 * photoX - 0.5, 0, photoY, 0.5 * photoY - 0.5, 0, 0, 1);
  const boxToPhotoFrame = multiply3(back, boxToFrame);
  const start = multiply3(frameToPhoto, boxToPhotoFrame);
  const template = new cv.Mat(height, width, cv.CV_8UC1);
  const input = new cv.Mat(photo.height, photo.width, cv.CV_8UC1);
  const warp = cv.matFromArray(3, 3, cv.CV_32FC1, Array.from(start, (value) => value / start[8]!));
  const noMask = new cv.Mat();
  try {
    for (let row = 0; row < height; row++) template.data.set(twin.grey.subarray((top + row) * twin.width + left, (top + row) * twin.width + left + width), row * width);
    input.data.set(photo.grey);
    const criteria = new cv.TermCriteria(cv.TermCriteria_COUNT + cv.TermCriteria_EPS, ITERATIONS, CONVERGED);
    cv.findTransformECC(template, input, warp, cv.MOTION_HOMOGRAPHY, criteria, noMask, BLUR);
    // The refined map from the box to the photo, in the photo's keypoint frame like the keypoints' own.
    const refined = multiply3(invert3(frameToPhoto)!, warp.data32F);
    const corners = [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ] as const;
    const moved = corners.some(([x, y]) => {
      const before = project(boxToPhotoFrame, x, y);
      const after = project(refined, x, y);
      return !before || !after || Math.hypot(before[0] - after[0], before[1] - after[1]) > MAX_MOVE;
    });
    if (moved) return homography;
    return invert3(multiply3(refined, invert3(boxToFrame)!)) ?? homography;
  } catch {
    // ECC throws when it does not converge (a flat or blank box): the keypoints' perspective stands.
    return homography;
  } finally {
    for (const mat of [template, input, warp, noMask]) mat.delete();
  }
}
