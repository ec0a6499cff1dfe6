import { createHmac, randomBytes } from 'node:crypto';
import { imageFormats, imageWidths } from '@store/contracts/catalog';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { accounts, images } from '@store/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-problem.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { reencodeImage } from '../../lib/uploads.ts';

export type AccountPictureKind = 'PROFILE' | 'COVER';

/** Public addresses of shop pictures (spec §7); the page adds `w` and `format`. */
export const accountImageUrl = (kind: AccountPictureKind, id: number) => `/store/api/v1/account/${kind === 'PROFILE' ? 'profile' : 'cover'}/file/${id}`;

/*
 * A seller's pictures are the shop's face and public by id. A buyer's (a PERSONAL account's)
 * are nobody else's business: their address carries a key only the server can compute (an HMAC
 * of the picture's id under the server's secret), so counting ids finds nothing. The key needs
 * no column and holds for pictures uploaded before it existed; a new picture gets a new id,
 * hence a new key.
 */
export function accountPictureKey(secret: string, kind: AccountPictureKind, id: number): string {
  return createHmac('sha256', secret).update(`account-picture:${kind}:${id}`).digest('base64url').slice(0, 32);
}

/** Where the owner's pages read an account picture: public for a shop, keyed for anyone else. */
export function accountPictureUrl(kind: AccountPictureKind, id: number, accountType: string, secret: string): string {
  const url = accountImageUrl(kind, id);
  return accountType === 'PROFESSIONAL' ? url : `${url}?${new URLSearchParams({ key: accountPictureKey(secret, kind, id) })}`;
}

/**
 * Whether the picture may be served to this request: a shop's always (`public`), anyone else's
 * only with its key. 404 otherwise, the same as for an id that does not exist.
 */
export async function readableAccountPicture(db: Database, kind: AccountPictureKind, id: number, key: string | undefined, secret: string): Promise<{ public: boolean }> {
  const column = kind === 'PROFILE' ? accounts.profileImageId : accounts.coverImageId;
  const [row] = await db
    .select({ accountType: accounts.accountType })
    .from(images)
    .leftJoin(accounts, eq(column, images.id))
    .where(and(eq(images.id, id), eq(images.kind, kind)))
    .limit(1);
  if (!row) throw notFound(`No ${kind.toLowerCase()} picture ${id}`);
  if (row.accountType === 'PROFESSIONAL') return { public: true };
  if (!sameSecret(key, accountPictureKey(secret, kind, id))) throw notFound(`No ${kind.toLowerCase()} picture ${id}`);
  return { public: false };
}

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
export async function setAccountPicture(db: Database, media: MediaStore, accountId: number, kind: AccountPictureKind, upload: Buffer, secret: string) {
  const encoded = await reencodeImage(upload, maxSide[kind]);
  const storageKey = `accounts/${accountId}/${kind.toLowerCase()}-${randomBytes(8).toString('hex')}.webp`;
  await media.put(storageKey, encoded.bytes);
  const column = kind === 'PROFILE' ? 'profileImageId' : 'coverImageId';
  const { created, previous, accountType } = await db.transaction(async (tx) => {
    const [before] = await tx.select({ id: accounts[column], accountType: accounts.accountType }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [row] = await tx
      .insert(images)
      .values({ kind, storageKey, contentType: encoded.contentType, width: encoded.width, height: encoded.height })
      .returning({ id: images.id });
    if (!row) throw new Error('picture insert returned nothing');
    await tx.update(accounts).set({ [column]: row.id }).where(eq(accounts.id, accountId));
    return { created: row.id, previous: before?.id ?? null, accountType: before?.accountType ?? 'PERSONAL' };
  });
  if (previous !== null) {
    const old = await db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(and(eq(images.id, previous), eq(images.kind, kind)));
    await deleteImages(db, media, old);
  }
  return { id: created, url: accountPictureUrl(kind, created, accountType, secret) };
}
