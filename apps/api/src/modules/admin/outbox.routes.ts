import { outboxListSchema, type OutboxMessage, outboxQuerySchema, outboxStatusSchema } from '@store/contracts/account';
import { parseLanguage } from '@store/contracts/locale';
import { problemSchema } from '@store/contracts/problem';
import { accounts, outboxMessages } from '@store/db/schema/index';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { currentUser, requireAuthority } from '../../plugins/auth.ts';

/** `%` and `_` typed in a filter are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The outbox for operators: every mail and SMS, newest first. On a machine with no SMTP or
 * SMS provider it is where activation codes and reset links are read, so keys show in clear
 * only when all of these hold (decision 32): the viewer is an administrator (managers never
 * see them), the message's channel has no real transport (nothing else could carry the key),
 * and the message is not addressed to the viewer's own account (a borrowed admin session
 * cannot reset or re-route the admin's own account). Otherwise the redacted body is shown.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      preHandler: requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER'),
      schema: {
        tags: ['admin'],
        summary: 'Mails and SMS, newest first (ROLE_ADMIN, ROLE_MANAGER; paged: X-Total-Count and Link headers)',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const { page, size, recipient, channel } = request.query;
      const viewer = currentUser(request);
      const admin = viewer.authorities.includes('ROLE_ADMIN');
      const [own] = admin
        ? await app.db
            .select({ email: accounts.email, phoneNumber: accounts.phoneNumber, pendingPhoneNumber: accounts.pendingPhoneNumber })
            .from(accounts)
            .where(eq(accounts.id, viewer.id))
        : [];
      const ownAddresses = new Set([own?.email, own?.phoneNumber, own?.pendingPhoneNumber].filter((address) => typeof address === 'string'));
      const showsKeys = (channel: 'EMAIL' | 'SMS', recipient: string) => admin && !app.notifier.delivers(channel) && !ownAddresses.has(recipient.toLowerCase());
      const filters: SQL[] = [];
      if (recipient) filters.push(ilike(outboxMessages.recipient, `%${likeEscape(recipient)}%`));
      if (channel) filters.push(eq(outboxMessages.channel, channel));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        app.db
          .select({
            id: outboxMessages.id,
            channel: outboxMessages.channel,
            recipient: outboxMessages.recipient,
            language: outboxMessages.language,
            kind: outboxMessages.kind,
            subject: outboxMessages.subject,
            body: outboxMessages.body,
            redactedBody: outboxMessages.redactedBody,
            status: outboxMessages.status,
            attempts: outboxMessages.attempts,
            error: outboxMessages.error,
            createdAt: outboxMessages.createdAt,
            sentAt: outboxMessages.sentAt,
          })
          .from(outboxMessages)
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(size)
          .offset(page * size),
        app.db.select({ total: count() }).from(outboxMessages).where(where),
      ]);
      setPagingHeaders(request, reply, page, size, counted?.total ?? 0);
      reply.header('cache-control', 'private, no-store');
      return rows.map((row): OutboxMessage => {
        const channel = row.channel === 'SMS' ? 'SMS' : 'EMAIL';
        // A delivered message's body was redacted in place (notifier.ts), so it has no redactedBody left.
        const masked = !showsKeys(channel, row.recipient) && row.redactedBody !== null && row.redactedBody !== row.body;
        return {
          id: row.id,
          channel,
          recipient: row.recipient,
          language: parseLanguage(row.language) ?? 'fr',
          kind: row.kind,
          subject: row.subject,
          body: masked && row.redactedBody !== null ? row.redactedBody : row.body,
          masked,
          status: outboxStatusSchema.catch('STORED').parse(row.status),
          attempts: row.attempts,
          error: row.error,
          createdDate: row.createdAt.toISOString(),
          sentDate: row.sentAt?.toISOString() ?? null,
        };
      });
    },
  );
};
