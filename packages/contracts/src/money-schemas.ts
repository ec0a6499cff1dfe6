import { z } from 'zod';
import { currencySchema } from './locale-schemas.ts';

/** An integer amount of minor units and its currency (the rules are in money.ts). */
export const moneySchema = z.object({ amount: z.number().int(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** `GET price/rates`: CFA per unit of each currency, as exact decimal strings. */
export const exchangeRatesSchema = z.object({ xofPerEur: z.string(), xofPerUsd: z.string() });
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesSchema>;
