import { randomBytes } from 'node:crypto';
import { imageFormats, imageWidths } from '@store/contracts/catalog';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { accounts, images } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-problem.ts';
import { reencodeImage } from '../../lib/uploads.ts';

export type AccountPictureKind = 'PROFILE' | 'COVER';

/** Public addresses of shop pictures (spec §7); the page adds `w` and `format`. */
export const accountImageUrl = (kind: AccountPictureKind, id: number) => `/store/api/v1/account/${kind === 'PROFILE' ? 'profile' : 'cover'}/file/${id}`;

/** Profile pictures show at most 160 px wide, covers across a desktop screen. */
const maxSide: Record<AccountPictureKind, number> = { PROFILE: 800, COVER: 1600 };

/** Every key a picture may occupy: its original and each rendered variant. */
export function imageKeys(id: number, storageKey: string): string[] {
  return [storageKey, ...imageWidths.flatMap((width) => imageFormats.map((format) => `variants/${id}-${width}.${format}`))];
}

/** Removes picture rows and every stored file of theirs (originals and variants). */
export async function deleteImages(db: Database, media: MediaStore, rows: readonly { id: number; storageKey: string }[]) {
  for (const row of rows) {
    await db.delete(images).where(eq(images.id, row.id));
    await Promise.all(imageKeys(row.id, row.storageKey).map((key) => media.delete(key)));
  }
}

/**
 * Sets an account's profile or cover picture from uploaded bytes: checked and re-encoded,
 * stored, then the previous picture is deleted (row and files).
 */
export async function setAccountPicture(db: Database, media: MediaStore, accountId: number, kind: AccountPictureKind, upload: Buffer) {
  const encoded = await reencodeImage(upload, maxSide[kind]);
  const storageKey = `accounts/${accountId}/${kind.toLowerCase()}-${randomBytes(8).toString('hex')}.webp`;
  await media.put(storageKey, encoded.bytes);
  const column = kind === 'PROFILE' ? 'profileImageId' : 'coverImageId';
  const { created, previous } = await db.transaction(async (tx) => {
    const [before] = await tx.select({ id: accounts[column] }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [row] = await tx
      .insert(images)
      .values({ kind, storageKey, contentType: encoded.contentType, width: encoded.width, height: encoded.height })
      .returning({ id: images.id });
    if (!row) throw new Error('picture insert returned nothing');
    await tx.update(accounts).set({ [column]: row.id }).where(eq(accounts.id, accountId));
    return { created: row.id, previous: before?.id ?? null };
  });
  if (previous !== null) {
    const old = await db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(and(eq(images.id, previous), eq(images.kind, kind)));
    await deleteImages(db, media, old);
  }
  return { id: created, url: accountImageUrl(kind, created) };
}

/** 404 unless the id names a picture of this kind (a product picture is not a profile picture). */
export async function assertImageKind(db: Database, id: number, kind: AccountPictureKind) {
  const [row] = await db.select({ id: images.id }).from(images).where(and(eq(images.id, id), eq(images.kind, kind))).limit(1);
  if (!row) throw notFound(`No ${kind.toLowerCase()} picture ${id}`);
}
