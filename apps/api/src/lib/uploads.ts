import { detectImageType } from '@store/contracts/picture-uploads';
import { UPLOAD_MAX_BYTES } from '@store/contracts/profile';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { decodeBmp, PICTURE_MAX_PIXELS } from './bmp.ts';
import { HttpProblem } from './http-problem.ts';
import { nulCharacterProblem } from './nul-characters.ts';

export interface ImageUpload {
  bytes: Buffer;
  /** Text fields sent beside the file, in any order. */
  fields: Record<string, string>;
}

const tooLarge = () => new HttpProblem('upload/too-large', `A picture may weigh at most ${UPLOAD_MAX_BYTES} bytes.`);
const unsupported = () => new HttpProblem('upload/unsupported-type', 'Send a JPEG, PNG or BMP picture.');
const unreadable = () => new HttpProblem('upload/unreadable', 'This picture cannot be read.');
const tooManyPixels = () => new HttpProblem('upload/too-many-pixels', `A picture may have at most ${PICTURE_MAX_PIXELS} pixels (about 8000 x 5000).`);
const malformed = () => new HttpProblem('upload/malformed', 'The multipart body is broken (boundary, part headers or end).');

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/**
 * Reads a multipart body holding one file (the first file part; extra files are refused by the
 * plugin's limits) and its text fields. Larger than UPLOAD_MAX_BYTES is a 413 `upload/too-large`.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpProblem('upload/missing-file', 'Send the picture as multipart/form-data.');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (!bytes && content.length > 0) bytes = content;
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\0')) throw nulCharacterProblem('multipart body');
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT') throw new HttpProblem('request/invalid', 'Send one picture at a time.');
    // Everything else the parser throws is a body it cannot read: no boundary, an unterminated
    // part, broken part headers, a client that stopped sending.
    throw malformed();
  }
  if (!bytes) throw new HttpProblem('upload/missing-file', 'No picture in the request.');
  return { bytes, fields };
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * An uploaded picture, opened for reading: the format is read from the bytes (the declared type
 * and name are ignored), and a picture whose header announces more than PICTURE_MAX_PIXELS is
 * refused before it is decoded (a picture bomb never reaches memory).
 */
export async function openPicture(bytes: Buffer): Promise<Sharp> {
  const type = detectImageType(bytes);
  if (!type) throw unsupported();
  if (type === 'bmp') {
    const raw = decodeBmp(bytes);
    if (!raw) throw unreadable();
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
  if (width === 0 || height === 0) throw unreadable();
  if (width * height > PICTURE_MAX_PIXELS) throw tooManyPixels();
  return sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
}

/** Runs `read` on an opened picture; a picture that breaks while decoding is `upload/unreadable`. */
export async function readPicture<T>(input: Sharp, read: (picture: Sharp) => Promise<T>): Promise<T> {
  try {
    return await read(input);
  } catch {
    throw unreadable();
  }
}

/**
 * A checked, re-encoded copy of an uploaded picture (see openPicture): turned upright, shrunk to
 * `maxSide`, and written as WebP without its metadata (no GPS position of a phone photo leaves
 * the server).
 */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<EncodedImage> {
  return readPicture(await openPicture(bytes), async (input) => {
    const { data, info } = await input
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  });
}
