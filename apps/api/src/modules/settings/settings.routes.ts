import { adminCurrencySchema, adminSettingsSchema, platformSettingSchema, updatePlatformTokenBodySchema, updateUsdRateBodySchema } from '@store/contracts/admin-settings';
import { XOF_PER_EUR } from '@store/contracts/money';
import { problemSchema } from '@store/contracts/problem';
import { parseUsdRate } from '@store/contracts/settings-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/http-problem.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { refuseInvalidInput } from '../audit/refused-input.ts';
import { changeSetting, operatorSettings, readSetting, settingHistory } from './settings.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const administrators = requireAuthority('ROLE_ADMIN');
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const noStore = 'private, no-store';

/**
 * The USD rate and the platform token (issue #15 items 8 and 9, decision 72): administrators
 * and managers read them with their history, administrators change them. A change empties the
 * page cache (`changesCatalogue`): prices and the footer are on public pages.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const currency = async () => ({
    xofPerEur: XOF_PER_EUR,
    xofPerUsd: await readSetting(app.db, operatorSettings.usdRate),
    history: (await settingHistory(app.db, operatorSettings.usdRate)).items,
  });
  const platform = async () => ({
    platformToken: await readSetting(app.db, operatorSettings.platformToken),
    defaultPlatformToken: operatorSettings.platformToken.fallback,
    history: (await settingHistory(app.db, operatorSettings.platformToken)).items,
  });

  app.get(
    '/admin/currency',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'CFA per EUR (the fixed peg) and per USD (the operator’s rate) with the USD rate’s last 50 changes, newest first', security, response: { 200: adminCurrencySchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', noStore);
      return currency();
    },
  );

  const usdAudit = { entityType: 'setting', entityId: operatorSettings.usdRate.key, action: operatorSettings.usdRate.action };
  app.put(
    '/admin/currency',
    {
      preHandler: administrators,
      attachValidation: true,
      config: { audit: usdAudit, changesCatalogue: true },
      schema: {
        tags: ['admin'],
        summary: `Set the CFA per USD (ROLE_ADMIN only): a decimal of at most 6 places between 100 and 2000; new conversions use it at once, placed orders keep theirs`,
        security,
        body: updateUsdRateBodySchema,
        response: { 200: adminCurrencySchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, usdAudit);
      const parsed = parseUsdRate(request.body.xofPerUsd);
      if (!parsed.ok) throw invalidFields([{ path: 'body.xofPerUsd', message: parsed.code }]);
      await changeSetting(app.db, auditActor(request), operatorSettings.usdRate, parsed.value, request.body.note);
      reply.header('cache-control', noStore);
      return currency();
    },
  );

  app.get(
    '/admin/settings',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'The platform token that hides the footer (spec §2), its default and its last 50 changes', security, response: { 200: adminSettingsSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', noStore);
      return platform();
    },
  );

  const tokenAudit = { entityType: 'setting', entityId: operatorSettings.platformToken.key, action: operatorSettings.platformToken.action };
  app.put(
    '/admin/settings/platform-token',
    {
      preHandler: administrators,
      attachValidation: true,
      config: { audit: tokenAudit, changesCatalogue: true },
      schema: {
        tags: ['admin'],
        summary: 'Set the platform token (ROLE_ADMIN only): 3 to 64 letters, digits, `.`, `_` or `-`',
        security,
        body: updatePlatformTokenBodySchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, tokenAudit);
      await changeSetting(app.db, auditActor(request), operatorSettings.platformToken, request.body.platformToken, request.body.note);
      reply.header('cache-control', noStore);
      return platform();
    },
  );

  app.get(
    '/settings/platform',
    {
      schema: {
        tags: ['settings'],
        summary: 'What a decoded `platform` cookie must equal for the store to hide its footer (spec §2); read by the page server',
        response: { 200: platformSettingSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { footerHiddenFor: await readSetting(app.db, operatorSettings.platformToken) };
    },
  );
};
