import type { NotificationKind } from '@store/contracts/account';
import type { OutboxChannel } from '@store/contracts/account-keys';
import type { Language } from '@store/contracts/locale';
import type { Database } from '@store/db/client';
import { outboxMessages } from '@store/db/schema/index';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type NotificationParams, renderNotification, secretParams } from './templates.ts';
import type { Transports } from './transports.ts';

/*
 * The notifier: every mail and SMS of the store goes through it.
 *
 *   const queued = await app.notifier.send(tx, {
 *     to: { email: 'awa@example.com', phoneNumber: '+2250701020304' },
 *     language: 'fr',
 *     kind: 'password-changed',
 *     params: { name: 'Awa' },
 *   });
 *   // ...after the transaction committed:
 *   app.notifier.deliver(queued);
 *
 * `send` renders the template (templates.ts) in the recipient's language and writes one
 * outbox row per channel inside the caller's transaction, so a rolled-back change sends
 * nothing. `deliver` hands the rows to SMTP / the SMS provider when configured (never
 * throws; failures are recorded on the row and retried by `retryPending`). With nothing
 * configured the rows stay STORED and the admin outbox shows them.
 * Use `sendNow` when there is no transaction.
 */

export interface Recipient {
  email?: string | null;
  /** E.164. */
  phoneNumber?: string | null;
}

export interface NotificationRequest<K extends NotificationKind> {
  to: Recipient;
  /** Channels to use; default: every address given in `to`. */
  channels?: readonly OutboxChannel[];
  language: Language;
  kind: K;
  params: NotificationParams[K];
}

/** A message written to the outbox, waiting for `deliver`. */
export interface QueuedMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
}

/** Attempts before a failing message is left FAILED for good. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MASK = '••••••';

export class Notifier {
  constructor(
    private readonly db: Database,
    private readonly transports: Transports,
    private readonly log: FastifyBaseLogger,
    /** The store's configured public origin (`config.publicOrigin`). */
    private readonly publicOrigin: string,
  ) {}

  /** Whether messages of a channel really leave the store (else they stay in the outbox). */
  delivers(channel: OutboxChannel): boolean {
    return channel === 'EMAIL' ? Boolean(this.transports.mail) : Boolean(this.transports.sms);
  }

  /** Writes the message to the outbox with `tx` (the caller's transaction, or the database). */
  async send<K extends NotificationKind>(tx: Database, request: NotificationRequest<K>): Promise<QueuedMessage[]> {
    const rendered = renderNotification(request.kind, request.language, request.params);
    const secrets = secretParams.flatMap((name) => {
      const value: unknown = Object.entries(request.params).find(([key]) => key === name)?.[1];
      return typeof value === 'string' && value.length > 0 ? [value] : [];
    });
    const wanted = request.channels ?? (['EMAIL', 'SMS'] as const);
    const rows: Omit<typeof outboxMessages.$inferInsert, 'kind' | 'language'>[] = [];
    if (wanted.includes('EMAIL') && request.to.email) {
      rows.push({ channel: 'EMAIL', recipient: request.to.email, subject: rendered.subject, body: rendered.mail, redactedBody: redact(rendered.mail, secrets) });
    }
    if (wanted.includes('SMS') && request.to.phoneNumber) {
      rows.push({ channel: 'SMS', recipient: request.to.phoneNumber, subject: null, body: rendered.sms, redactedBody: redact(rendered.sms, secrets) });
    }
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(outboxMessages)
      .values(rows.map((row) => ({ ...row, language: request.language, kind: request.kind })))
      .returning({ id: outboxMessages.id, channel: outboxMessages.channel, recipient: outboxMessages.recipient, subject: outboxMessages.subject, text: outboxMessages.body });
    return inserted.map((row) => ({ ...row, channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL' }));
  }

  /** `send` then `deliver`, for callers with no transaction. */
  async sendNow<K extends NotificationKind>(request: NotificationRequest<K>): Promise<void> {
    await this.deliver(await this.send(this.db, request));
  }

  /** Delivers queued messages through the configured transports. Never throws. */
  async deliver(messages: readonly QueuedMessage[]): Promise<void> {
    for (const message of messages) {
      if (!this.delivers(message.channel)) continue;
      try {
        await this.attempt(message, 0);
      } catch (error) {
        this.log.error({ err: error, outboxId: message.id }, 'outbox delivery bookkeeping failed');
      }
    }
  }

  /**
   * Retries STORED and FAILED messages of the last day whose channel now has a transport
   * (run every minute while one is configured). Returns how many were sent.
   */
  async retryPending(now = new Date()): Promise<number> {
    const channels = (['EMAIL', 'SMS'] as const).filter((channel) => this.delivers(channel));
    if (channels.length === 0) return 0;
    const pending = await this.db
      .select({ id: outboxMessages.id, channel: outboxMessages.channel, recipient: outboxMessages.recipient, subject: outboxMessages.subject, text: outboxMessages.body, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['STORED', 'FAILED']),
          inArray(outboxMessages.channel, channels),
          lt(outboxMessages.attempts, MAX_DELIVERY_ATTEMPTS),
          gt(outboxMessages.createdAt, new Date(now.getTime() - RETRY_WINDOW_MS)),
        ),
      )
      .orderBy(outboxMessages.id)
      .limit(50);
    let sent = 0;
    for (const row of pending) {
      const message: QueuedMessage = { ...row, channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL' };
      if (await this.attempt(message, row.attempts)) sent++;
    }
    return sent;
  }

  /**
   * Absolute link to a page, on the configured public origin. Never on the request's Host or
   * X-Forwarded-Host: whoever asks for a reset could otherwise send the victim a working key
   * on a site of his own.
   */
  linkTo(path: string, query: Record<string, string>): string {
    const url = new URL(path, this.publicOrigin);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** One delivery attempt, claimed by bumping `attempts` so two processes never send twice. */
  private async attempt(message: QueuedMessage, attemptsBefore: number): Promise<boolean> {
    const [claimed] = await this.db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1` })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.attempts, attemptsBefore), inArray(outboxMessages.status, ['STORED', 'FAILED'])))
      .returning({ id: outboxMessages.id });
    if (!claimed) return false;
    try {
      if (message.channel === 'EMAIL' && this.transports.mail) {
        await this.transports.mail.sendMail({ to: message.recipient, subject: message.subject ?? '', text: message.text });
      } else if (message.channel === 'SMS' && this.transports.sms) {
        await this.transports.sms.sendSms({ to: message.recipient, text: message.text });
      } else {
        return false;
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ outboxId: message.id, channel: message.channel, reason }, 'message not delivered');
      await this.db.update(outboxMessages).set({ status: 'FAILED', error: reason.slice(0, 500) }).where(eq(outboxMessages.id, message.id));
      return false;
    }
    // Delivered: the keys it carried have no business staying readable in the outbox.
    await this.db
      .update(outboxMessages)
      .set({ status: 'SENT', sentAt: new Date(), error: null, body: sql`coalesce(${outboxMessages.redactedBody}, ${outboxMessages.body})`, redactedBody: null })
      .where(eq(outboxMessages.id, message.id));
    return true;
  }
}

/** The text with every secret value masked (longest first, so a link hides before the key it holds). */
export function redact(text: string, secrets: readonly string[]): string {
  return [...secrets].sort((a, b) => b.length - a.length).reduce((result, secret) => result.replaceAll(secret, MASK), text);
}
