import type { Language } from '@store/contracts/locale';
import { currencyFromIso, formatMoney, isoCurrency, toDefaultCurrencyAmount } from '@store/contracts/money';
import type { RequestAnswerBody, SellerProductRequest } from '@store/contracts/product-requests';
import { amountWithinLimits } from '@store/contracts/product-request-rules';
import type { Database } from '@store/db/client';
import { accounts, productRequestAnswers, productRequests, products, subCategories } from '@store/db/schema/index';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import type { QueuedMessage } from '../notifications/notifier.ts';
import { assertOpen, guestLink, requestBySlug, type RequestsContext } from './product-requests.service.ts';
import { cityKey, requesterLanguage, tellRequesterOfAnswer } from './request-notices.ts';
import { sellerRequestViews } from './request-views.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';

/*
 * The seller's side of product requests: the open requests of the categories they publish in
 * and the cities they sell in (or their shop's city), answering one with a product or a price,
 * and their answers with the requester's contact on those accepted.
 */

/** Requests in a category the seller publishes in and a city they sell in or their shop is in. */
function matchesSeller(sellerId: number): SQL {
  const categoriesOfSeller = sql`select ${subCategories.categoryId} from ${products} join ${subCategories} on ${subCategories.id} = ${products.subCategoryId} where ${products.accountId} = ${sellerId} and ${products.published} and ${products.deletedAt} is null`;
  const citiesOfSeller = sql`select ${cityKey(products.location)} from ${products} where ${products.accountId} = ${sellerId} and ${products.published} and ${products.deletedAt} is null union select ${cityKey(accounts.city)} from ${accounts} where ${accounts.id} = ${sellerId} and ${accounts.city} is not null`;
  return sql`${productRequests.categoryId} in (${categoriesOfSeller}) and ${cityKey(productRequests.location)} in (${citiesOfSeller})`;
}

/** `GET product-requests/open`: matching requests still open, newest first; never the requester's contact. */
export async function openRequestsFor(db: Database, sellerId: number, query: { page: number; size: number }, language: Language, now = new Date()) {
  const where = and(
    eq(productRequests.status, 'OPEN'),
    gt(productRequests.expiresAt, now),
    or(isNull(productRequests.accountId), ne(productRequests.accountId, sellerId)),
    matchesSeller(sellerId),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(productRequests).where(where).orderBy(desc(productRequests.createdAt), desc(productRequests.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(productRequests).where(where),
  ]);
  return { items: await sellerRequestViews(db, rows, sellerId, language), total: total?.n ?? 0 };
}

/** `GET product-requests/answered`: the requests the seller answered, newest answer first; the contact on those accepted. */
export async function answeredRequests(db: Database, sellerId: number, query: { page: number; size: number }, language: Language) {
  const mine = eq(productRequestAnswers.sellerAccountId, sellerId);
  const [answers, [total]] = await Promise.all([
    db
      .select({ requestId: productRequestAnswers.requestId })
      .from(productRequestAnswers)
      .where(mine)
      .orderBy(desc(productRequestAnswers.updatedAt), desc(productRequestAnswers.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(productRequestAnswers).where(mine),
  ]);
  const ids = answers.map((answer) => answer.requestId);
  const rows = ids.length > 0 ? await db.select().from(productRequests).where(inArray(productRequests.id, ids)) : [];
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
  return { items: await sellerRequestViews(db, ordered, sellerId, language), total: total?.n ?? 0 };
}

/** The product an answer offers: the seller's own, published; its price is the answer's unless another is given. */
async function offeredProduct(db: Database, sellerId: number, slug: string) {
  const [product] = await db
    .select({ id: products.id, accountId: products.accountId, price: products.price, currency: products.currency, published: products.published })
    .from(products)
    .where(and(eq(products.slug, slug), isNull(products.deletedAt)))
    .limit(1);
  if (!product || (product.accountId === sellerId && !product.published)) throw invalidFields([{ path: 'body.productSlug', message: 'request/product-unavailable' }]);
  if (product.accountId !== sellerId) throw new HttpProblem('product/not-yours', 'This product belongs to another seller.');
  return product;
}

/**
 * `POST product-requests/by-slug/{slug}/answers`: the seller's answer to an open request, one per
 * seller (posting again updates it). The requester is told: in their notifications, or by SMS
 * with their link for a guest (on the first answer of each seller only).
 */
export async function answerRequest(context: RequestsContext, actor: AuditActor, sellerId: number, slug: string, body: RequestAnswerBody, language: Language): Promise<SellerProductRequest> {
  const { db } = context;
  const found = await requestBySlug(db, slug);
  if (found.accountId === sellerId) throw new HttpProblem('request/own-request', 'Sellers do not answer their own requests.');
  assertOpen(found);
  const product = body.productSlug ? await offeredProduct(db, sellerId, body.productSlug) : null;
  const priced = body.price !== undefined ? { amount: body.price, currency: body.currency ?? 'CFA' } : product ? { amount: product.price, currency: currencyFromIso(product.currency) ?? 'CFA' } : null;
  if (!priced) throw invalidFields([{ path: 'body.price', message: 'request/answer-incomplete' }]);
  const priceCfa = toDefaultCurrencyAmount(priced, context.rates);
  if (!amountWithinLimits(priceCfa)) throw invalidFields([{ path: 'body.price', message: 'product/price-out-of-range' }]);
  const queued = await db.transaction(async (tx) => {
    // Locked, so an acceptance at the same moment is ordered with this answer.
    const [row] = await tx.select().from(productRequests).where(eq(productRequests.id, found.id)).for('update');
    if (!row) throw notFound(`No product request ${slug}`);
    assertOpen(row);
    const [earlier] = await tx.select({ id: productRequestAnswers.id }).from(productRequestAnswers).where(and(eq(productRequestAnswers.requestId, row.id), eq(productRequestAnswers.sellerAccountId, sellerId)));
    const values = { productId: product?.id ?? null, message: body.message ?? '', price: priced.amount, currency: isoCurrency[priced.currency], priceCfa, updatedAt: new Date() };
    await tx
      .insert(productRequestAnswers)
      .values({ requestId: row.id, sellerAccountId: sellerId, ...values })
      .onConflictDoUpdate({ target: [productRequestAnswers.requestId, productRequestAnswers.sellerAccountId], set: values });
    await recordAudit(tx, actor, { entityType: 'product-request', entityId: row.id, action: earlier ? 'request.answer-update' : 'request.answer', after: { productId: values.productId, price: values.price, currency: values.currency, message: values.message } });
    const [seller] = await tx.select({ shopName: accounts.shopName, firstname: accounts.firstname }).from(accounts).where(eq(accounts.id, sellerId));
    const shop = seller?.shopName || seller?.firstname || '';
    await tellRequesterOfAnswer(tx, row, shop, priced);
    if (row.accountId !== null || earlier || !row.phoneNumber) return [] as QueuedMessage[];
    const smsLanguage = requesterLanguage(row);
    return context.notifier.send(tx, {
      to: { phoneNumber: row.phoneNumber },
      channels: ['SMS'],
      language: smsLanguage,
      kind: 'request-answer',
      params: { name: row.fullname, title: row.title, shop, price: formatMoney(priced, smsLanguage), link: guestLink(context, row.slug) },
    });
  });
  void context.notifier.deliver(queued);
  const [view] = await sellerRequestViews(db, [await requestBySlug(db, slug)], sellerId, language);
  if (!view) throw notFound(`No product request ${slug}`);
  return view;
}
