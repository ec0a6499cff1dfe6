import { z } from 'zod';
import { PLATFORM_TOKEN_MAX, parseUsdRate, platformTokenProblem, SETTING_NOTE_MAX } from './settings-rules.ts';

/*
 * Operator settings (issue #15 items 8 and 9): the USD rate and the platform token, each with
 * its history (decision 72). Read by administrators and managers, changed by administrators.
 */

export const settingChangeSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  previous: z.string().nullable(),
  note: z.string().nullable(),
  actorLogin: z.string().nullable(),
  changedDate: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** `GET admin/currency`: CFA per unit, the fixed EUR peg, and the USD rate's changes, newest first. */
export const adminCurrencySchema = z.object({
  xofPerEur: z.string(),
  xofPerUsd: z.string(),
  history: z.array(settingChangeSchema),
});
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;

const note = z.string().trim().max(SETTING_NOTE_MAX, 'settings/note-too-long').optional();

/** `PUT admin/currency`: the new CFA per USD, a decimal (`605.5`, `605,5`), and an optional note. */
export const updateUsdRateBodySchema = z.object({
  xofPerUsd: z.string('currency/rate-invalid').superRefine((value, context) => {
    const parsed = parseUsdRate(value);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.code });
  }),
  note,
});
export type UpdateUsdRateBody = z.infer<typeof updateUsdRateBodySchema>;

/** `GET admin/settings`: the platform token in force, its default and its changes. */
export const adminSettingsSchema = z.object({
  platformToken: z.string(),
  defaultPlatformToken: z.string(),
  history: z.array(settingChangeSchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** `PUT admin/settings/platform-token`. */
export const updatePlatformTokenBodySchema = z.object({
  platformToken: z
    .string('settings/platform-token-length')
    .max(PLATFORM_TOKEN_MAX * 4, 'settings/platform-token-length')
    .superRefine((value, context) => {
      const problem = platformTokenProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  note,
});
export type UpdatePlatformTokenBody = z.infer<typeof updatePlatformTokenBodySchema>;

/** `GET settings/platform`: what a decoded `platform` cookie must equal for the footer to be hidden (spec §2). */
export const platformSettingSchema = z.object({ footerHiddenFor: z.string() });
