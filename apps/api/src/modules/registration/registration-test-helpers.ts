import { accountKeys, outboxMessages } from '@store/db/schema/index';
import { desc, eq } from 'drizzle-orm';
import { freshIp, signIn } from '../../test-support/http.ts';
import type { TestApi } from '../../test-support/test-api.ts';

export { freshIp, signIn };

export function registerAs(api: TestApi, payload: Record<string, unknown>, ip = freshIp()) {
  return api.app.inject({ method: 'POST', url: '/store/api/v1/register', payload, remoteAddress: ip });
}

export async function lastMessageTo(api: TestApi, recipient: string) {
  const [row] = await api.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
  if (!row) throw new Error(`no message to ${recipient}`);
  return row;
}

export async function messagesTo(api: TestApi, recipient: string) {
  return api.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
}

/** The key a message carries: the `key` of its link, else the digits code of an SMS. */
export function keyIn(body: string): string {
  const fromLink = /[?&]key=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (fromLink) return fromLink;
  const code = /\b(\d{6,10})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no key in: ${body}`);
  return code;
}

/** Moves every key of the account into the past, as if `minutes` had gone by. */
export async function ageKeys(api: TestApi, accountId: number) {
  await api.database.db.update(accountKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountKeys.accountId, accountId));
}

let counter = 0;
/** Registers and activates a buyer with an email; returns its login, email, password and token. */
export async function activeBuyer(api: TestApi, extra: Record<string, unknown> = {}) {
  counter++;
  const email = `buyer${counter}-${Date.now()}@example.com`;
  const password = 'Passw0rd-long';
  const registered = await registerAs(api, { accountType: 'PERSONAL', email, password, confirmPassword: password, firstname: 'Awa', langKey: 'fr', ...extra });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { login, notifyBy } = registered.json<{ login: string; notifyBy: string }>();
  const recipient = notifyBy === 'SMS' ? String(extra.e164 ?? '') : email;
  const key = keyIn((await lastMessageTo(api, recipient)).body);
  const activated = await api.app.inject({ url: `/store/api/v1/account/activate?key=${key}`, remoteAddress: freshIp() });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
  const { token } = await signIn(api, login, password);
  return { login, email, password, token };
}
