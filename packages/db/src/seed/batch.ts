import type { Database } from '../client.ts';
import type { MediaStore } from '../media-store.ts';

/** The transaction handle seedDatabase passes to every insert. */
export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per multi-row INSERT: well under PostgreSQL's 65 535 bind parameters for every table here. */
export const BATCH_SIZE = 200;

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts rows batch by batch and returns what each batch returned, in order. */
export async function insertInBatches<Row, Out>(rows: readonly Row[], insert: (batch: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (const batch of chunks(rows)) out.push(...(await insert(batch)));
  return out;
}

const encoder = new TextEncoder();

/** Writes SVG pictures to the media store, a few at a time so a disk store is not flooded. */
export async function putSvgs(media: MediaStore, files: readonly { key: string; svg: string }[], concurrency = 32): Promise<void> {
  for (const group of chunks(files, concurrency)) {
    await Promise.all(group.map((file) => media.put(file.key, encoder.encode(file.svg))));
  }
}
