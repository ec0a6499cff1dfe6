import { ACCOUNT_DELETION_REASON_CODE } from '@store/contracts/constants';
import { parseCurrency, parseLanguage } from '@store/contracts/locale';
import { normalizePhoneNumber, splitE164 } from '@store/contracts/phone';
import type { AccountProfile, DeleteAccountBody, UpdateAccountBody } from '@store/contracts/profile';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { accountKeys, accounts, carts, contacts, identityVerifications, images, newsletterSubscriptions, products } from '@store/db/schema/index';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../lib/http-problem.ts';
import { endAccountSessions } from '../auth/sessions.ts';
import { latestIdentityVerification } from '../identity/identity.service.ts';
import { changePhoneNumber, confirmPassword, holdsPhone, livePendingPhone } from '../registration/contact-change.service.ts';
import { accountPictureUrl, deleteImages } from './pictures.service.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit.service.ts';

const closed = () => new HttpProblem('auth/unauthorized', 'This account is closed.');

/** The signed-in account, refused once closed (its token may still be valid for a while). */
export async function openAccount(db: Database, id: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      login: accounts.login,
      accountType: accounts.accountType,
      authorities: accounts.authorities,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      email: accounts.email,
      phoneNumber: accounts.phoneNumber,
      phoneVerified: accounts.phoneVerified,
      pendingPhoneNumber: accounts.pendingPhoneNumber,
      pendingPhoneExpiresAt: accounts.pendingPhoneExpiresAt,
      langKey: accounts.langKey,
      currency: accounts.currency,
      shopName: accounts.shopName,
      shopDescriptionFr: accounts.shopDescriptionFr,
      shopDescriptionEn: accounts.shopDescriptionEn,
      city: accounts.city,
      profileImageId: accounts.profileImageId,
      coverImageId: accounts.coverImageId,
      identityVerified: accounts.identityVerified,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.activated, true), isNull(accounts.closedAt)))
    .limit(1);
  if (!row) throw closed();
  return row;
}

/** `pictureSecret` keys the addresses of a buyer's own pictures (see accountPictureUrl). */
export async function getProfile(db: Database, id: number, pictureSecret: string): Promise<AccountProfile> {
  const row = await openAccount(db, id);
  return {
    accountType: row.accountType,
    firstname: row.firstname,
    lastname: row.lastname,
    langKey: parseLanguage(row.langKey) ?? 'fr',
    currency: parseCurrency(row.currency) ?? 'CFA',
    phoneNumber: row.phoneNumber ? (splitE164(row.phoneNumber) ?? null) : null,
    phoneVerified: row.phoneVerified,
    pendingPhoneNumber: splitE164(livePendingPhone(row) ?? '') ?? null,
    shopName: row.shopName,
    shopDescriptionFr: row.shopDescriptionFr,
    shopDescriptionEn: row.shopDescriptionEn,
    city: row.city,
    profileImage: row.profileImageId === null ? null : accountPictureUrl('PROFILE', row.profileImageId, row.accountType, pictureSecret),
    coverImage: row.coverImageId === null ? null : accountPictureUrl('COVER', row.coverImageId, row.accountType, pictureSecret),
    identityVerified: row.identityVerified,
    identity: await latestIdentityVerification(db, id),
  };
}

/** Postgres (and PGlite) report a unique index conflict as SQLSTATE 23505, sometimes wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const phoneTaken = () => new HttpProblem('gm/account-already-used-with-credentials', 'Another account uses this phone number.');

/**
 * `PUT account`: names, language, currency, phone and, for sellers, the shop's name,
 * descriptions and city. Changing or removing the phone number needs the current password;
 * a new number stays pending until its SMS code is typed (contact-change.service.ts).
 */
export async function updateAccount(app: FastifyInstance, actor: AuditActor, id: number, body: UpdateAccountBody) {
  const db = app.db;
  const current = await openAccount(db, id);
  let phoneNumber = current.phoneNumber;
  if (body.phoneNumber !== undefined) {
    if (body.phoneNumber === null) {
      // Phone-first accounts sign in with their number: it may be cleared only when an email remains.
      if (!current.email) throw new HttpProblem('account/contact-required', 'Keep a phone number or an email address.');
      phoneNumber = null;
    } else {
      const normalized = normalizePhoneNumber(body.phoneNumber.indicator, body.phoneNumber.telephone);
      if (!normalized.ok) throw new HttpProblem('request/invalid', 'The phone number is not valid.');
      phoneNumber = normalized.e164;
    }
  }
  // Typing again the number already waiting for its code changes nothing.
  const phoneChanges = phoneNumber !== current.phoneNumber && (phoneNumber === null || phoneNumber !== livePendingPhone(current));
  if (phoneChanges) {
    await confirmPassword(db, id, body.currentPassword);
    if (phoneNumber) {
      const [other] = await db.select({ id: accounts.id }).from(accounts).where(and(holdsPhone(phoneNumber), ne(accounts.id, id))).limit(1);
      if (other) throw phoneTaken();
    }
  }
  const seller = current.accountType === 'PROFESSIONAL';
  const shop = seller
    ? {
        shopName: body.shopName ?? current.shopName,
        city: body.city ?? current.city,
        shopDescriptionFr: body.shopDescriptionFr ?? current.shopDescriptionFr,
        shopDescriptionEn: body.shopDescriptionEn ?? current.shopDescriptionEn,
      }
    : {};
  const queued = await db.transaction(async (tx) => {
    await tx.update(accounts).set({ firstname: body.firstname, lastname: body.lastname, langKey: body.langKey, currency: body.currency, ...shop }).where(eq(accounts.id, id));
    if (seller) {
      // A shop's public face is in the audit log (decision 64); a person's own details are not copied there.
      const before = { shopName: current.shopName, city: current.city, shopDescriptionFr: current.shopDescriptionFr, shopDescriptionEn: current.shopDescriptionEn };
      const change = changedFields(before, shop);
      if (Object.keys(change.after).length > 0) await recordAudit(tx, actor, { entityType: 'account', entityId: id, action: 'shop.update', ...change });
    }
    return phoneChanges ? changePhoneNumber(app, tx, current, phoneNumber) : [];
  });
  await app.notifier.deliver(queued);
}

/**
 * `DELETE account` (spec §4): the reason is recorded as a contact message with reason code 9,
 * then the account is closed in the same transaction: personal data erased, sign-in made
 * impossible, products withdrawn from the store. Picture files are removed afterwards.
 */
export async function deleteAccount(db: Database, media: MediaStore, id: number, body: DeleteAccountBody, language: 'fr' | 'en') {
  const account = await openAccount(db, id);
  if (account.authorities.some((authority) => authority === 'ROLE_ADMIN' || authority === 'ROLE_MANAGER')) {
    throw new HttpProblem('account/deletion-not-allowed', 'Operators cannot close their own account here.');
  }
  const tombstone = `deleted-${id}-${Date.now().toString(36)}`;
  const { pictures, documents } = await db.transaction(async (tx) => {
    await tx.insert(contacts).values({
      email: null,
      fullname: tombstone,
      phoneNumber: null,
      reason: ACCOUNT_DELETION_REASON_CODE,
      deletionReason: body.reason,
      message: body.comment ? `${body.reason}: ${body.comment}` : body.reason,
      langKey: language,
      accountId: id,
    });
    const pictureIds = [account.profileImageId, account.coverImageId].filter((value) => value !== null);
    const pictures =
      pictureIds.length === 0 ? [] : await tx.select({ id: images.id, storageKey: images.storageKey }).from(images).where(inArray(images.id, pictureIds));
    const documents = await tx.delete(identityVerifications).where(eq(identityVerifications.accountId, id)).returning({ storageKey: identityVerifications.storageKey });
    await tx.update(products).set({ published: false, sellerPublished: false }).where(eq(products.accountId, id));
    await tx.delete(carts).where(eq(carts.accountId, id));
    await tx.delete(accountKeys).where(eq(accountKeys.accountId, id));
    await endAccountSessions(tx, id);
    if (account.phoneNumber) await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.phoneNumber, account.phoneNumber));
    await tx
      .update(accounts)
      .set({
        login: tombstone,
        slug: tombstone,
        email: null,
        phoneNumber: null,
        passwordHash: null,
        firstname: '',
        lastname: '',
        activated: false,
        emailVerified: false,
        phoneVerified: false,
        shopName: null,
        shopDescriptionFr: null,
        shopDescriptionEn: null,
        city: null,
        profileImageId: null,
        coverImageId: null,
        identityVerified: false,
        closedAt: new Date(),
      })
      .where(eq(accounts.id, id));
    return { pictures, documents };
  });
  await deleteImages(db, media, pictures);
  await Promise.all(documents.map((document) => media.delete(document.storageKey)));
}
