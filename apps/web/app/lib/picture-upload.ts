/*
 * Pictures sent from a phone: shrunk in the browser before they leave it (a 12-megapixel photo
 * is 4 MB; at 1600 px it is a tenth of that), then sent with the upload's progress.
 */

/** A JPEG at most `maxSide` pixels wide and high, turned upright; the file itself when it cannot be read here (the server decides). */
export async function resizePicture(file: File, maxSide: number): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const resized = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return resized && resized.size < file.size ? resized : file;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** POSTs a form, reporting the share of bytes sent (0 to 1) as they go. */
export function postWithProgress(url: string, form: FormData, onProgress: (share: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: request.response }));
    request.addEventListener('error', () => reject(new Error('network')));
    request.addEventListener('abort', () => reject(new Error('aborted')));
    request.send(form);
  });
}
