import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import { contactQuerySchema, contactSchema, createContactBodySchema, updateContactBodySchema } from '@store/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';
import { requestLanguage } from '../../lib/language.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { answerContactBodySchema, assignContactBodySchema, contactDetailSchema, operatorSchema } from '@store/contracts/admin';
import { auditActor } from '../audit/audit.service.ts';
import { answerContact, assignContact, changeContactStatus, getContactDetail, listOperators, removeContact } from './contact-answers.service.ts';
import { createContact, listContacts } from './contacts.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const operatorErrors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * Contact messages (spec §7 Other): anyone writes one (rate limited); administrators and
 * managers read, move along and delete them.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contacts',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contacts'],
        summary: 'Send a message from the contact form (reason 1-8: the topics of spec §2)',
        body: createContactBodySchema,
        response: { 201: contactSchema.pick({ id: true, createdDate: true }), 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const contact = await createContact(app.db, request.body, requestLanguage(request), request.user?.id ?? null);
      return reply.code(201).send({ id: contact.id, createdDate: contact.createdDate });
    },
  );

  app.get(
    '/contacts',
    {
      preHandler: operators,
      schema: {
        tags: ['contacts'],
        summary: 'Contact messages: open ones from shops with priority support (plus, pro) first, then newest first; filtered by `query` text, `reason` and `status`; X-Total-Count and Link headers',
        security,
        querystring: contactQuerySchema,
        response: { 200: z.array(contactSchema), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const { page, size, ...filter } = request.query;
      const { items, total } = await listContacts(app.db, filter, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );

  app.get(
    '/contacts/:id',
    { preHandler: operators, schema: { tags: ['contacts'], summary: 'One contact message, with its operator and its answers', security, params: idParams, response: { 200: contactDetailSchema, ...operatorErrors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getContactDetail(app.db, request.params.id);
    },
  );

  app.put(
    '/contacts/:id',
    {
      preHandler: operators,
      schema: { tags: ['contacts'], summary: "Change a message's status", security, params: idParams, body: updateContactBodySchema, response: { 200: contactSchema, ...operatorErrors } },
    },
    async (request) => {
      if (request.body.id !== undefined && request.body.id !== request.params.id) throw new HttpProblem('request/invalid', 'The id in the body differs from the path.');
      return changeContactStatus(app.db, auditActor(request), request.params.id, request.body.status);
    },
  );

  app.put(
    '/contacts',
    {
      preHandler: operators,
      schema: {
        tags: ['contacts'],
        summary: "Change a message's status (the id in the body)",
        security,
        body: updateContactBodySchema.required({ id: true }),
        response: { 200: contactSchema, ...operatorErrors },
      },
    },
    async (request) => changeContactStatus(app.db, auditActor(request), request.body.id, request.body.status),
  );

  app.delete(
    '/contacts/:id',
    { preHandler: operators, schema: { tags: ['contacts'], summary: 'Delete a contact message', security, params: idParams, response: { 204: z.null(), ...operatorErrors } } },
    async (request, reply) => {
      await removeContact(app.db, auditActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contacts/:id/answer',
    {
      preHandler: operators,
      config: { audit: { entityType: 'contact', action: 'contact.answer', idParam: 'id' } },
      schema: {
        tags: ['contacts'],
        summary: 'Answer the sender (2-5000 characters; by SMS at most 280) by mail when they gave an address, else by SMS, or by `channel`; through the outbox. The message becomes `status` (CLOSED unless said)',
        security,
        params: idParams,
        body: answerContactBodySchema,
        response: { 200: contactDetailSchema, ...operatorErrors },
      },
    },
    async (request) => answerContact(app.db, app.notifier, auditActor(request), request.params.id, request.body),
  );

  app.put(
    '/contacts/:id/assignee',
    {
      preHandler: operators,
      config: { audit: { entityType: 'contact', action: 'contact.assign', idParam: 'id' } },
      schema: {
        tags: ['contacts'],
        summary: 'Give the message to an administrator or a manager (`assigneeId`), or to nobody (null)',
        security,
        params: idParams,
        body: assignContactBodySchema,
        response: { 200: contactDetailSchema, ...operatorErrors },
      },
    },
    async (request) => assignContact(app.db, auditActor(request), request.params.id, request.body.assigneeId),
  );

  app.get(
    '/admin/operators',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'Administrators and managers (open accounts), to assign messages to', security, response: { 200: z.array(operatorSchema), 401: problemSchema, 403: problemSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOperators(app.db);
    },
  );
};
