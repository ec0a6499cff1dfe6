import type { SettingChange } from '@store/contracts/admin-settings';
import { DEFAULT_XOF_PER_USD } from '@store/contracts/money';
import { DEFAULT_PLATFORM_TOKEN } from '@store/contracts/settings-rules';
import type { Database } from '@store/db/client';
import { settingChanges, settings } from '@store/db/schema/index';
import { count, desc, eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../audit/audit.service.ts';

/*
 * Operator settings (issue #15 items 8 and 9, decision 72): the `settings` row holds the value
 * in force, `setting_changes` every change (value, the one before, who, when, a note). A
 * change writes both and its audit row in one transaction.
 */

/** Each setting: its row key, its value until an administrator sets one, and its audit action. */
export const operatorSettings = {
  usdRate: { key: 'xof_per_usd', fallback: DEFAULT_XOF_PER_USD, action: 'setting.usd-rate' },
  platformToken: { key: 'platform_token', fallback: DEFAULT_PLATFORM_TOKEN, action: 'setting.platform-token' },
} as const;
export type OperatorSetting = (typeof operatorSettings)[keyof typeof operatorSettings];

export async function readSetting(db: Database, setting: OperatorSetting): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, setting.key)).limit(1);
  return row?.value ?? setting.fallback;
}

/** A page of a setting's changes, newest first. */
export async function settingHistory(db: Database, setting: OperatorSetting, page = 0, size = 50): Promise<{ items: SettingChange[]; total: number }> {
  const where = eq(settingChanges.key, setting.key);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: settingChanges.id, value: settingChanges.value, previous: settingChanges.previous, note: settingChanges.note, actorLogin: settingChanges.actorLogin, createdAt: settingChanges.createdAt })
      .from(settingChanges)
      .where(where)
      .orderBy(desc(settingChanges.createdAt), desc(settingChanges.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(settingChanges).where(where),
  ]);
  return { items: rows.map(({ createdAt, ...row }) => ({ ...row, changedDate: createdAt.toISOString() })), total: counted?.total ?? 0 };
}

/**
 * Sets a setting (the value already checked and made canonical), records the change in its
 * history and in the audit log, all in one transaction; the row is locked so two
 * administrators saving at once each record the value they replaced.
 */
export async function changeSetting(db: Database, actor: AuditActor, setting: OperatorSetting, value: string, note: string | undefined) {
  await audited(db, actor, { entityType: 'setting', entityId: setting.key, action: setting.action }, async (tx) => {
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, setting.key)).for('update');
    await tx.insert(settings).values({ key: setting.key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    await tx.insert(settingChanges).values({ key: setting.key, value, previous: row?.value ?? null, note: note || null, actorAccountId: actor.accountId, actorLogin: actor.login });
    return { result: null, before: { value: row?.value ?? setting.fallback }, after: { value, ...(note ? { note } : {}) } };
  });
}
