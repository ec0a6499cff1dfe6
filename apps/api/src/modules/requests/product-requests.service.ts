import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Language } from '@store/contracts/locale';
import { type ExchangeRates, isoCurrency, toDefaultCurrencyAmount } from '@store/contracts/money';
import { normalizePhoneNumber } from '@store/contracts/phone';
import { amountWithinLimits, isRequestDuration, requestExpiry, requestState } from '@store/contracts/product-request-rules';
import type { CreatedProductRequest, OwnProductRequest, ProductRequestBody } from '@store/contracts/product-requests';
import { PRODUCT_PICTURE_MAX_SIDE } from '@store/contracts/product-rules';
import type { Database } from '@store/db/client';
import type { MediaStore } from '@store/db/media-store';
import { accounts, categories, images, productRequestAnswers, productRequests, specifications, subCategories } from '@store/db/schema/index';
import { and, desc, eq } from 'drizzle-orm';
import { type FieldIssue, HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import { reencodeImage } from '../../lib/uploads.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import type { Notifier, QueuedMessage } from '../notifications/notifier.ts';
import { deleteImages } from '../profile/pictures.service.ts';
import { isUniqueViolation } from '../profile/profile.service.ts';
import { slugify } from '../registration/identifiers.ts';
import { tellAcceptedSeller, tellMatchingSellers } from './request-notices.ts';
import { ownRequestViews, type RequestRow } from './request-views.ts';

/*
 * The requester's side of product requests: post one (signed in, or as a guest with a phone
 * number), add its photo, read it with its answers side by side, accept one, or withdraw it.
 * A guest proves the request is theirs with the secret key of the link they were sent.
 */

export interface RequestsContext {
  db: Database;
  media: MediaStore;
  rates: ExchangeRates;
  notifier: Notifier;
  /** The server's secret, from which each guest's key is derived (only its hash is stored). */
  secret: string;
}

/** Who asks: a signed-in account, and/or the key of a guest's link. */
export interface Requester {
  accountId: number | null;
  key?: string;
}

/**
 * A guest's key: derived from the request's slug under the server's secret, so a later SMS (an
 * answer came) can carry the same link; the database keeps only its hash.
 */
export const guestKeyOf = (secret: string, slug: string) => createHmac('sha256', secret).update(`product-request:${slug}`).digest('base64url').slice(0, 32);
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The page a guest manages their request on, key included. */
export const guestLink = (context: Pick<RequestsContext, 'notifier' | 'secret'>, slug: string) => context.notifier.linkTo(`/request-product/${slug}`, { key: guestKeyOf(context.secret, slug) });

export async function requestBySlug(db: Database, slug: string): Promise<RequestRow> {
  const [row] = await db.select().from(productRequests).where(eq(productRequests.slug, slug)).limit(1);
  if (!row) throw notFound(`No product request ${slug}`);
  return row;
}

/** The request, when `who` posted it (their account, or the key of its link); else 403. */
export async function ownedRequest(db: Database, slug: string, who: Requester): Promise<RequestRow> {
  const row = await requestBySlug(db, slug);
  if (who.accountId !== null && row.accountId === who.accountId) return row;
  if (who.key && row.guestKeyHash && sameSecret(hashKey(who.key), row.guestKeyHash)) return row;
  throw new HttpProblem('request/not-yours', 'This request is someone else’s.');
}

/** 409 for a request accepted or withdrawn, 410 for one whose time ran out. */
export function assertOpen(row: RequestRow, now = new Date()) {
  const state = requestState(row, now);
  if (state === 'EXPIRED') throw new HttpProblem('request/expired', 'This request is no longer open.');
  if (state !== 'OPEN') throw new HttpProblem('request/closed', 'This request was closed.');
}

/** The issues of a request body against the catalogue: category, sub-category, specifications, budget. */
async function checkRequest(db: Database, body: ProductRequestBody, rates: ExchangeRates) {
  const issues: FieldIssue[] = [];
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.categoryId)).limit(1);
  if (!category) issues.push({ path: 'body.categoryId', message: 'request/category-required' });
  const [sub] = body.subCategoryId ? await db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, body.subCategoryId)).limit(1) : [];
  if (body.subCategoryId && (!sub || sub.categoryId !== body.categoryId)) issues.push({ path: 'body.subCategoryId', message: 'product/sub-category-unknown' });
  const specs = sub ? await db.select({ code: specifications.code, allowedValues: specifications.allowedValues }).from(specifications).where(eq(specifications.subCategoryId, sub.id)) : [];
  const wanted: Record<string, string> = {};
  for (const [code, value] of Object.entries(body.specifications ?? {})) {
    if (value === '') continue;
    const spec = specs.find((candidate) => candidate.code === code);
    const path = `body.specifications.${code}`;
    if (!spec) issues.push({ path, message: 'product/specification-unknown' });
    else if (spec.allowedValues.length > 0 && !spec.allowedValues.includes(value)) issues.push({ path, message: 'product/specification-value-invalid' });
    else wanted[code] = value;
  }
  const budgetCfa = body.budget === undefined ? null : toDefaultCurrencyAmount({ amount: body.budget, currency: body.currency }, rates);
  if (budgetCfa !== null && !amountWithinLimits(budgetCfa)) issues.push({ path: 'body.budget', message: 'product/price-out-of-range' });
  if (!isRequestDuration(body.durationDays)) issues.push({ path: 'body.durationDays', message: 'request/duration-invalid' });
  return { issues, wanted, budgetCfa };
}

/** The requester's name and E.164 number: a guest gives both, an account's fill what was left out. */
async function requesterContact(db: Database, body: ProductRequestBody, accountId: number | null, issues: FieldIssue[]) {
  let phoneNumber: string | null = null;
  if (body.phoneNumber) {
    const phone = normalizePhoneNumber(body.phoneNumber.indicator, body.phoneNumber.telephone);
    if (phone.ok) phoneNumber = phone.e164;
    else issues.push({ path: 'body.phoneNumber.telephone', message: phone.error });
  }
  if (accountId === null) {
    if (!body.fullname) issues.push({ path: 'body.fullname', message: 'request/fullname-required' });
    if (!body.phoneNumber) issues.push({ path: 'body.phoneNumber.telephone', message: 'phone/required' });
    return { fullname: body.fullname ?? '', phoneNumber };
  }
  const [account] = await db.select({ firstname: accounts.firstname, lastname: accounts.lastname, phoneNumber: accounts.phoneNumber }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return { fullname: body.fullname || `${account?.firstname ?? ''} ${account?.lastname ?? ''}`.trim(), phoneNumber: phoneNumber ?? account?.phoneNumber ?? null };
}

const newSlug = (title: string) => `${slugify(title).slice(0, 40).replace(/-+$/, '') || 'demande'}-${randomBytes(3).toString('hex')}`;

/**
 * `POST product-requests`: the request, the sellers who may have it told, and a guest sent the
 * link to manage it (by SMS). A guest's key comes back this once.
 */
export async function createRequest(context: RequestsContext, accountId: number | null, body: ProductRequestBody, language: Language, now = new Date()): Promise<CreatedProductRequest> {
  const { issues, wanted, budgetCfa } = await checkRequest(context.db, body, context.rates);
  const contact = await requesterContact(context.db, body, accountId, issues);
  if (issues.length > 0 || !isRequestDuration(body.durationDays)) throw invalidFields(issues);
  const durationDays = body.durationDays;
  for (let attempt = 0; ; attempt += 1) {
    const slug = newSlug(body.title);
    const key = accountId === null ? guestKeyOf(context.secret, slug) : null;
    try {
      const queued = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productRequests)
          .values({
            slug,
            accountId,
            phoneNumber: contact.phoneNumber,
            fullname: contact.fullname,
            langKey: language,
            title: body.title,
            description: body.description ?? '',
            categoryId: body.categoryId,
            subCategoryId: body.subCategoryId ?? null,
            specifications: wanted,
            budget: body.budget ?? null,
            currency: isoCurrency[body.currency],
            budgetCfa,
            location: body.location,
            guestKeyHash: key ? hashKey(key) : null,
            expiresAt: requestExpiry(now, durationDays),
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('the request was not inserted');
        await tellMatchingSellers(tx, row);
        if (!key || !contact.phoneNumber) return [] as QueuedMessage[];
        return context.notifier.send(tx, {
          to: { phoneNumber: contact.phoneNumber },
          channels: ['SMS'],
          language,
          kind: 'request-posted',
          params: { name: contact.fullname, title: body.title, link: guestLink(context, slug) },
        });
      });
      void context.notifier.deliver(queued);
      return { slug, key };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** `GET product-requests/by-slug/{slug}`: the requester's view, answers side by side. */
export async function ownRequest(db: Database, slug: string, who: Requester, language: Language): Promise<OwnProductRequest> {
  const [view] = await ownRequestViews(db, [await ownedRequest(db, slug, who)], language);
  if (!view) throw notFound(`No product request ${slug}`);
  return view;
}

/** `GET product-requests/mine`: the signed-in requester's requests, newest first. */
export async function ownRequests(db: Database, accountId: number, language: Language): Promise<OwnProductRequest[]> {
  const rows = await db.select().from(productRequests).where(eq(productRequests.accountId, accountId)).orderBy(desc(productRequests.createdAt), desc(productRequests.id)).limit(50);
  return ownRequestViews(db, rows, language);
}

/** `POST product-requests/by-slug/{slug}/picture`: the photo of what is wanted (one; a new one replaces it). */
export async function setRequestPicture(context: RequestsContext, slug: string, who: Requester, upload: Buffer, language: Language): Promise<OwnProductRequest> {
  const row = await ownedRequest(context.db, slug, who);
  assertOpen(row);
  const encoded = await reencodeImage(upload, PRODUCT_PICTURE_MAX_SIDE);
  const storageKey = `requests/${row.id}/${randomBytes(8).toString('hex')}.webp`;
  await context.media.put(storageKey, encoded.bytes);
  const [image] = await context.db
    .insert(images)
    .values({ kind: 'REQUEST', storageKey, contentType: encoded.contentType, width: encoded.width, height: encoded.height })
    .returning({ id: images.id });
  if (!image) throw new Error('the picture was not inserted');
  await context.db.update(productRequests).set({ imageId: image.id }).where(eq(productRequests.id, row.id));
  if (row.imageId !== null) {
    const old = await context.db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(eq(images.id, row.imageId));
    await deleteImages(context.db, context.media, old);
  }
  return ownRequest(context.db, slug, who, language);
}

/**
 * `POST product-requests/by-slug/{slug}/accept`: one answer of this request is chosen and the
 * request closes, in one transaction (the row is locked, so an answer arriving at the same
 * moment waits); the chosen seller is told, with the requester's contact.
 */
export async function acceptAnswer(db: Database, slug: string, who: Requester, answerId: number, language: Language): Promise<OwnProductRequest> {
  const owned = await ownedRequest(db, slug, who);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(productRequests).where(eq(productRequests.id, owned.id)).for('update');
    if (!row) throw notFound(`No product request ${slug}`);
    assertOpen(row);
    const [answer] = await tx
      .select({ id: productRequestAnswers.id, sellerAccountId: productRequestAnswers.sellerAccountId })
      .from(productRequestAnswers)
      .where(and(eq(productRequestAnswers.id, answerId), eq(productRequestAnswers.requestId, row.id)))
      .limit(1);
    if (!answer) throw new HttpProblem('request/answer-unknown', 'This answer is not one of this request’s.');
    const closedAt = new Date();
    await tx.update(productRequests).set({ status: 'ACCEPTED', acceptedAnswerId: answer.id, closedAt }).where(eq(productRequests.id, row.id));
    await tellAcceptedSeller(tx, row, answer.sellerAccountId);
  });
  return ownRequest(db, slug, who, language);
}

/** `POST product-requests/by-slug/{slug}/close`: the requester withdraws an open (or expired) request. */
export async function closeRequest(db: Database, slug: string, who: Requester, language: Language): Promise<OwnProductRequest> {
  const row = await ownedRequest(db, slug, who);
  if (row.status !== 'OPEN') throw new HttpProblem('request/closed', 'This request was closed.');
  await db.update(productRequests).set({ status: 'CLOSED', closedAt: new Date() }).where(and(eq(productRequests.id, row.id), eq(productRequests.status, 'OPEN')));
  return ownRequest(db, slug, who, language);
}
