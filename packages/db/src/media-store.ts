import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Where picture bytes live. Local disk by default; an S3-compatible store implements the
 * same two calls in production. Keys are relative paths such as `products/12/0.svg`.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes what is stored under the key; nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

export function localMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error(`media key escapes the store: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a picture, even with writers in parallel.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** A store kept in memory, for tests. */
export function memoryMediaStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key);
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
