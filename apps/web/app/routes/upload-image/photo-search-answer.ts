import type { VisualMatch } from '@store/contracts/vision-schemas';
import { errorKey } from '../../lib/form-reply.ts';

/*
 * What a photo search answered, read the same way whether the browser sent the photo itself
 * or the page's action did: the matches, or the translation key of the one message the buyer
 * sees (`errors.<code>`, the translations of every problem code live in the dictionaries).
 */

export type PhotoSearchAnswer = { matches: VisualMatch[]; errorKey?: undefined } | { errorKey: string; matches?: undefined };

/** The problem code of a failed answer: the API's own, else what its status says (a proxy's 413 or 429 has no body of ours). */
export function problemCodeOf(status: number, body: unknown): string {
  const code = typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  // The page server's own limit on a body says the same as the API's: the picture is too large.
  if (code === 'request/payload-too-large' || (code === undefined && status === 413)) return 'upload/too-large';
  if (code !== undefined) return code;
  if (status === 429) return 'request/too-many';
  return status >= 500 ? 'server/unavailable' : 'request/invalid';
}

/** The API checked and trimmed its answer with its response schema; this only tells a list of matches from anything else. */
const isMatchList = (body: unknown): body is VisualMatch[] =>
  Array.isArray(body) && body.every((item: unknown) => typeof item === 'object' && item !== null && 'slug' in item && 'similarity' in item && typeof item.similarity === 'number');

/** Reads an answer of `POST /vision/api/v1/search`. */
export function readPhotoSearchAnswer(status: number, body: unknown): PhotoSearchAnswer {
  if (status >= 200 && status < 300 && isMatchList(body)) return { matches: body };
  return { errorKey: errorKey(problemCodeOf(status, body)) };
}

/** A similarity (0 to 1) as a whole percentage, never above 100 nor below 0. */
export const similarityPercent = (similarity: number) => Math.round(Math.min(1, Math.max(0, similarity)) * 100);
