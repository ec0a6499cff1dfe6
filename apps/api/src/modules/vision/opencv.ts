import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/**
 * OpenCV (its WebAssembly build from npm, nothing downloaded at run time), loaded on first use:
 * about 0.2 s and 90 MB, paid only by a process that describes or searches pictures. The module
 * object is itself thenable, so it is handed over inside a wrapper (resolving a promise with it
 * would follow its `then` for ever).
 */
export function openCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & { onRuntimeInitialized?: () => void };
    if (typeof cv.Mat === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
