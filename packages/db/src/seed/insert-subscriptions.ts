import { convertMoney, DEFAULT_XOF_PER_USD } from '@store/contracts/money';
import { periodEnd } from '@store/contracts/plans';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { products, subscriptions } from '../schema/index.ts';
import type { SeedTransaction } from './batch.ts';
import { planPriceSeeds } from './content.ts';
import type { ShopRef } from './products.ts';

/** Products each pro shop promotes from the start, so the home page and searches show sponsored ones. */
const PROMOTED_PER_PRO_SHOP = 2;
/** The free shop whose month of Plus PayPal charged a euro too much (decision 95): the operators owe it back. */
const OVERCHARGED_SHOP = 'bamako-phone-center';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each demo shop's plan: a year of plus or pro paid at seed time (through the seed, not a
 * provider), and a pro shop's first products promoted. Free shops get nothing: free is the
 * absence of a paid period. One free shop's payment for a month of Plus was taken at another
 * amount than its price, so Administration → Plan payments has a refund to record (decision 97).
 */
export async function insertSubscriptions(tx: SeedTransaction, shops: readonly ShopRef[], accountIds: ReadonlyMap<string, number>) {
  const now = new Date();
  const paid = shops.flatMap(({ login, shop }) => {
    const accountId = accountIds.get(login);
    const price = planPriceSeeds.find((seed) => seed.plan === shop.plan && seed.period === 'Y1');
    if (accountId === undefined || !price || shop.plan === 'free') return [];
    const charged = convertMoney({ amount: price.price, currency: 'CFA' }, 'EUR', { xofPerUsd: DEFAULT_XOF_PER_USD });
    return [
      {
        accountId,
        plan: shop.plan,
        period: 'Y1',
        price: price.price,
        provider: 'SEED',
        providerPaymentId: `seed-${login}`,
        chargedAmount: charged.amount,
        chargedCurrency: 'EUR',
        status: 'PAID',
        startsAt: now,
        endsAt: periodEnd(now, 'Y1'),
        paidAt: now,
      },
    ];
  });
  if (paid.length > 0) await tx.insert(subscriptions).values(paid);
  await insertOverchargedPayment(tx, accountIds.get(OVERCHARGED_SHOP), now);

  for (const { accountId } of paid.filter((row) => row.plan === 'pro')) {
    const first = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, accountId), eq(products.published, true), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(PROMOTED_PER_PRO_SHOP);
    if (first.length > 0) await tx.update(products).set({ promotedAt: now }).where(inArray(products.id, first.map((row) => row.id)));
  }
}

async function insertOverchargedPayment(tx: SeedTransaction, accountId: number | undefined, now: Date) {
  const price = planPriceSeeds.find((seed) => seed.plan === 'plus' && seed.period === 'M1');
  if (accountId === undefined || !price) return;
  const charged = convertMoney({ amount: price.price, currency: 'CFA' }, 'EUR', { xofPerUsd: DEFAULT_XOF_PER_USD });
  const taken = charged.amount + 100;
  const createdAt = new Date(now.getTime() - 2 * DAY_MS);
  await tx.insert(subscriptions).values({
    accountId,
    plan: 'plus',
    period: 'M1',
    price: price.price,
    provider: 'PAYPAL',
    providerPaymentId: `seed-overcharged-${accountId}`,
    chargedAmount: charged.amount,
    chargedCurrency: 'EUR',
    takenAmount: taken,
    takenCurrency: 'EUR',
    status: 'REFUND_DUE',
    payerId: 'SEEDPAYER',
    error: `charged ${taken} EUR, expected ${charged.amount} EUR`,
    createdAt,
    paidAt: new Date(createdAt.getTime() + 60_000),
  });
}
