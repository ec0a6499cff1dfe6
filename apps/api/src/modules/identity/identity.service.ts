import { randomBytes } from 'node:crypto';
import type { IdentityStatus } from '@store/contracts/identity-documents';
import { type IdentityFields, type IdentityReviewBody, type IdentityReviewItem, identityDocumentTypeSchema, identityStatusSchema, type IdentityVerification } from '@store/contracts/profile';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { accounts, identityVerifications } from '@store/db/schema/index';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { reencodeImage } from '../../lib/uploads.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { releaseListingsHeldForTrust } from '../admin/products-moderation.service.ts';

/** Large enough to read the small print of a card or passport page. */
const DOCUMENT_MAX_SIDE = 2400;

const verificationColumns = {
  id: identityVerifications.id,
  status: identityVerifications.status,
  documentType: identityVerifications.documentType,
  documentNumber: identityVerifications.documentNumber,
  createdAt: identityVerifications.createdAt,
  reviewedAt: identityVerifications.reviewedAt,
  rejectionReason: identityVerifications.rejectionReason,
};

type VerificationRow = { id: number; status: string; documentType: string; createdAt: Date; reviewedAt: Date | null; rejectionReason: string | null };

function toVerification(row: VerificationRow): IdentityVerification {
  return {
    id: row.id,
    status: identityStatusSchema.catch('PENDING').parse(row.status),
    documentType: identityDocumentTypeSchema.catch('NATIONAL_ID_CARD').parse(row.documentType),
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The seller's newest request, or null when none was sent. */
export async function latestIdentityVerification(db: Database, accountId: number): Promise<IdentityVerification | null> {
  const [row] = await db
    .select(verificationColumns)
    .from(identityVerifications)
    .where(eq(identityVerifications.accountId, accountId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id))
    .limit(1);
  return row ? toVerification(row) : null;
}

/**
 * `POST account/verify/identity/finish`: a seller sends a picture of an identity document with
 * its type and number. The picture is re-encoded (metadata dropped) and kept under a private
 * key no public route serves. A new request replaces one still waiting for review.
 */
export async function submitIdentity(db: Database, media: MediaStore, accountId: number, upload: Buffer, fields: IdentityFields) {
  const [account] = await db
    .select({ accountType: accounts.accountType, identityVerified: accounts.identityVerified })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.closedAt)))
    .limit(1);
  if (!account) throw new HttpProblem('auth/unauthorized', 'This account is closed.');
  if (account.accountType !== 'PROFESSIONAL') throw new HttpProblem('identity/sellers-only', 'Identity verification is for sellers.');
  if (account.identityVerified) throw new HttpProblem('identity/already-verified', 'This seller is verified already.');
  const encoded = await reencodeImage(upload, DOCUMENT_MAX_SIDE);
  const storageKey = `private/identity/${accountId}/${randomBytes(12).toString('hex')}.webp`;
  await media.put(storageKey, encoded.bytes);
  const { row, replaced } = await db.transaction(async (tx) => {
    const replaced = await tx
      .delete(identityVerifications)
      .where(and(eq(identityVerifications.accountId, accountId), eq(identityVerifications.status, 'PENDING')))
      .returning({ storageKey: identityVerifications.storageKey });
    const [row] = await tx
      .insert(identityVerifications)
      .values({ accountId, documentType: fields.documentType, documentNumber: fields.documentNumber.toUpperCase(), storageKey, contentType: encoded.contentType })
      .returning(verificationColumns);
    return { row, replaced };
  });
  if (!row) throw new Error('identity insert returned nothing');
  await Promise.all(replaced.map((old) => media.delete(old.storageKey)));
  return toVerification(row);
}

const reviewer = alias(accounts, 'reviewer');

function reviewQuery(db: Database) {
  return db
    .select({
      ...verificationColumns,
      login: accounts.login,
      slug: accounts.slug,
      firstname: accounts.firstname,
      lastname: accounts.lastname,
      shopName: accounts.shopName,
      email: accounts.email,
      phoneNumber: accounts.phoneNumber,
      reviewedBy: reviewer.login,
    })
    .from(identityVerifications)
    .innerJoin(accounts, eq(accounts.id, identityVerifications.accountId))
    .leftJoin(reviewer, eq(reviewer.id, identityVerifications.reviewedBy));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];

function toReviewItem(row: ReviewRow): IdentityReviewItem {
  return {
    ...toVerification(row),
    documentNumber: row.documentNumber,
    account: {
      login: row.login,
      slug: row.slug,
      name: `${row.firstname} ${row.lastname}`.trim() || row.login,
      shopName: row.shopName,
      email: row.email,
      phoneNumber: row.phoneNumber,
    },
    reviewedBy: row.reviewedBy,
  };
}

/** Requests in one status, oldest first for PENDING (first come, first served), else newest first. */
export async function listForReview(db: Database, status: IdentityStatus, page: number, size: number) {
  const order = status === 'PENDING' ? [identityVerifications.createdAt, identityVerifications.id] : [desc(identityVerifications.createdAt), desc(identityVerifications.id)];
  const [rows, [counted]] = await Promise.all([
    reviewQuery(db).where(eq(identityVerifications.status, status)).orderBy(...order).limit(size).offset(page * size),
    db.select({ total: count() }).from(identityVerifications).where(eq(identityVerifications.status, status)),
  ]);
  return { items: rows.map(toReviewItem), total: counted?.total ?? 0 };
}

export async function getReviewItem(db: Database, id: number) {
  const [row] = await reviewQuery(db).where(eq(identityVerifications.id, id)).limit(1);
  if (!row) throw notFound(`No identity verification ${id}`);
  return toReviewItem(row);
}

async function documentBytes(media: MediaStore, row: { storageKey: string; contentType: string } | undefined) {
  if (!row) throw notFound('No identity document');
  const bytes = await media.get(row.storageKey);
  if (!bytes) throw notFound('The identity document has no stored file');
  return { bytes, contentType: row.contentType };
}

/** A reviewer reads any request's document. */
export async function reviewDocument(db: Database, media: MediaStore, id: number) {
  const [row] = await db
    .select({ storageKey: identityVerifications.storageKey, contentType: identityVerifications.contentType })
    .from(identityVerifications)
    .where(eq(identityVerifications.id, id))
    .limit(1);
  return documentBytes(media, row);
}

/** A seller reads only the document of their own newest request. */
export async function ownDocument(db: Database, media: MediaStore, accountId: number) {
  const [row] = await db
    .select({ storageKey: identityVerifications.storageKey, contentType: identityVerifications.contentType })
    .from(identityVerifications)
    .where(eq(identityVerifications.accountId, accountId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id))
    .limit(1);
  return documentBytes(media, row);
}

/**
 * Approve (the seller gets the verified badge, and listings held only because they were not
 * verified go live) or reject with a reason; a request is reviewed once.
 */
export async function reviewIdentity(db: Database, id: number, reviewer: AuditActor & { accountId: number }, body: IdentityReviewBody) {
  const reviewerId = reviewer.accountId;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: identityVerifications.status, accountId: identityVerifications.accountId })
      .from(identityVerifications)
      .where(eq(identityVerifications.id, id))
      .for('update');
    if (!row) throw notFound(`No identity verification ${id}`);
    if (row.status !== 'PENDING') throw new HttpProblem('identity/already-reviewed', 'This request was reviewed already.');
    await tx
      .update(identityVerifications)
      .set({ status: body.decision, rejectionReason: body.decision === 'REJECTED' ? body.reason : null, reviewedBy: reviewerId, reviewedAt: new Date() })
      .where(eq(identityVerifications.id, id));
    if (body.decision === 'APPROVED') {
      await tx.update(accounts).set({ identityVerified: true }).where(eq(accounts.id, row.accountId));
      await releaseListingsHeldForTrust(tx, reviewer, row.accountId);
    }
    await recordAudit(tx, reviewer, {
      entityType: 'account',
      entityId: row.accountId,
      action: 'identity.review',
      before: { identityVerification: id, status: row.status },
      after: { identityVerification: id, status: body.decision, ...(body.decision === 'REJECTED' ? { reason: body.reason } : {}) },
    });
  });
  return getReviewItem(db, id);
}
