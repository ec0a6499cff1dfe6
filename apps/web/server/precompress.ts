import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed formats already. */
const compressible = /\.(js|mjs|css|svg|json|html|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (as @fastify/compress's threshold). */
const minimumBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside one file, each only
 * when smaller than the original. Returns the sizes, or undefined for a file too small to gain.
 */
export async function precompressFile(file: string): Promise<{ bytes: number; brotliBytes: number } | undefined> {
  if ((await stat(file)).size < minimumBytes) return undefined;
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return { bytes: source.length, brotliBytes: Math.min(br.length, source.length) };
}

/**
 * Precompresses every compressible file of the browser build, once, at build time; the server
 * sends the copies as they are (decision 44).
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const sizes = await precompressFile(file);
      if (!sizes) return;
      written += 1;
      bytes += sizes.bytes;
      brotliBytes += sizes.brotliBytes;
    }),
  );
  return { files: written, bytes, brotliBytes };
}

// `tsx server/precompress.ts build/client`, run by `npm run build` after `react-router build`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'build/client';
  const { files, bytes, brotliBytes } = await precompressDirectory(dir);
  console.log(`precompressed ${files} files of ${dir}: ${Math.round(bytes / 1024)} kB -> ${Math.round(brotliBytes / 1024)} kB with brotli`);
}
