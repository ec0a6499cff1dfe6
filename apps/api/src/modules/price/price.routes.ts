import { currencySchema } from '@store/contracts/locale-schemas';
import { convertMoney, type ExchangeRates, minorDigits, XOF_PER_EUR } from '@store/contracts/money';
import { exchangeRatesSchema } from '@store/contracts/money-schemas';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorSettings, readSetting } from '../settings/settings.service.ts';

/**
 * The operator's USD rate (settings `xof_per_usd`, set in /admin/currency); EUR is pegged.
 * Read on every conversion, never kept in this process, so a change counts at once here.
 */
export async function currentRates(app: Parameters<FastifyPluginAsyncZod>[0]): Promise<ExchangeRates> {
  return { xofPerUsd: await readSetting(app.db, operatorSettings.usdRate) };
}

export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price/rates',
    {
      schema: {
        tags: ['price'],
        summary: 'Exchange rates in CFA per unit: the fixed EUR peg and the operator USD rate',
        response: { 200: exchangeRatesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const rates = await currentRates(app);
      return { xofPerEur: XOF_PER_EUR, xofPerUsd: rates.xofPerUsd };
    },
  );

  app.get(
    '/price/convert',
    {
      schema: {
        tags: ['price'],
        summary: 'Converts an amount in minor units between CFA, EUR and USD',
        querystring: z.object({ from: currencySchema, to: currencySchema, amount: z.coerce.number().int().min(0).max(1e12) }),
        response: { 200: z.object({ amount: z.number().int(), currency: currencySchema, digits: z.number().int() }), 400: problemSchema },
      },
    },
    async (request) => {
      const { from, to, amount } = request.query;
      const converted = convertMoney({ amount, currency: from }, to, await currentRates(app));
      return { ...converted, digits: minorDigits[to] };
    },
  );
};
