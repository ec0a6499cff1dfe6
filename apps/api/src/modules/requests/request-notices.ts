import { type Language, languages } from '@store/contracts/locale';
import { formatMoney } from '@store/contracts/money';
import { formatPhoneForDisplay } from '@store/contracts/phone';
import { REQUEST_MATCH_NOTIFY_MAX } from '@store/contracts/product-request-rules';
import type { Database } from '@store/db/client';
import { accounts, products, subCategories } from '@store/db/schema/index';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { notifyInbox } from '../inbox/inbox.service.ts';
import type { RequestRow } from './request-views.ts';
import { escapeMarkdown } from '../inbox/escape-markdown.ts';

/*
 * What a request tells, written in the transaction of the event and in both languages (decision
 * 53): sellers who may have it learn of a new request, the requester of each answer, the chosen
 * seller of the acceptance, with the requester's contact.
 */


/** The language the requester reads in. */
export const requesterLanguage = (row: RequestRow): Language => languages.find((language) => language === row.langKey) ?? 'fr';

/** Lower-cased and trimmed: how cities are compared. */
export const cityKey = (column: unknown) => sql`lower(trim(${column}))`;

/**
 * Sellers who may have what a request asks: a published product in its category, sold from its
 * city or by a shop in that city. At most REQUEST_MATCH_NOTIFY_MAX of them, the requester aside.
 */
export async function matchingSellers(tx: Database, row: Pick<RequestRow, 'categoryId' | 'location' | 'accountId'>): Promise<number[]> {
  const city = row.location.trim().toLowerCase();
  const found = await tx
    .selectDistinct({ id: accounts.id })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(accounts, eq(accounts.id, products.accountId))
    .where(
      and(
        eq(subCategories.categoryId, row.categoryId),
        eq(products.published, true),
        isNull(products.deletedAt),
        eq(accounts.activated, true),
        sql`'ROLE_SELLER' = any(${accounts.authorities})`,
        or(sql`${cityKey(products.location)} = ${city}`, sql`${cityKey(accounts.city)} = ${city}`),
        row.accountId === null ? undefined : ne(accounts.id, row.accountId),
      ),
    )
    .orderBy(accounts.id)
    .limit(REQUEST_MATCH_NOTIFY_MAX);
  return found.map((seller) => seller.id);
}

/** A new request: each matching seller is told, with a link to answer it. */
export async function tellMatchingSellers(tx: Database, row: RequestRow) {
  const sellers = await matchingSellers(tx, row);
  const title = escapeMarkdown(row.title);
  await notifyInbox(
    tx,
    sellers.map((accountId) => ({
      accountId,
      level: 'INFO' as const,
      kind: 'request-match',
      bodyFr: `**Nouvelle demande à ${escapeMarkdown(row.location)}** : « ${title} ». Répondez avec un de vos produits ou un prix.`,
      bodyEn: `**New request in ${escapeMarkdown(row.location)}**: "${title}". Answer with one of your products or a price.`,
      link: `/requested-products#request-${row.slug}`,
    })),
  );
  return sellers.length;
}

/** A signed-in requester learns of an answer in their notifications. */
export async function tellRequesterOfAnswer(tx: Database, row: RequestRow, shop: string, price: { amount: number; currency: 'CFA' | 'EUR' | 'USD' }) {
  if (row.accountId === null) return;
  await notifyInbox(tx, [
    {
      accountId: row.accountId,
      level: 'INFO',
      kind: 'request-answer',
      bodyFr: `**${escapeMarkdown(shop)}** répond à votre demande « ${escapeMarkdown(row.title)} » : ${formatMoney(price, 'fr')}.`,
      bodyEn: `**${escapeMarkdown(shop)}** answers your request "${escapeMarkdown(row.title)}": ${formatMoney(price, 'en')}.`,
      link: `/request-product/${row.slug}`,
    },
  ]);
}

/** The chosen seller learns their answer was accepted, with the requester's contact. */
export async function tellAcceptedSeller(tx: Database, row: RequestRow, sellerId: number) {
  const [account] = row.accountId === null ? [] : await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, row.accountId));
  const name = escapeMarkdown(row.fullname || '—');
  // A signed-in requester without a phone number is reached by email.
  const email = account?.email ? escapeMarkdown(account.email) : null;
  const phone = row.phoneNumber ? escapeMarkdown(formatPhoneForDisplay(row.phoneNumber)) : null;
  const reach = phone ? { fr: ` au ${phone}`, en: ` on ${phone}` } : email ? { fr: ` à ${email}`, en: ` at ${email}` } : { fr: '', en: '' };
  await notifyInbox(tx, [
    {
      accountId: sellerId,
      level: 'INFO',
      kind: 'request-accepted',
      bodyFr: `**Votre réponse est acceptée** pour « ${escapeMarkdown(row.title)} ». Contactez ${name}${reach.fr}.`,
      bodyEn: `**Your answer was accepted** for "${escapeMarkdown(row.title)}". Contact ${name}${reach.en}.`,
      link: `/requested-products#request-${row.slug}`,
    },
  ]);
}
