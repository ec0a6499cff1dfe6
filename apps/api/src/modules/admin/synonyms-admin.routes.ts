import { searchSynonymSchema, synonymBodySchema, synonymQuerySchema } from '@store/contracts/admin-synonyms';
import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPagingHeaders } from '../../lib/paging.ts';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { refuseInvalidInput } from '../audit/refused-input.ts';
import * as synonyms from './synonyms-admin.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const noStore = 'private, no-store';
const BASE = '/admin/search/synonyms';

/** The id of the path as the audit log names it, even when the path did not pass its schema. */
const idOf = (params: unknown) => (typeof params === 'object' && params !== null && 'id' in params ? String(params.id) : null);

/**
 * Writes are ROLE_ADMIN's: a manager's call is a 403 in the audit log, a refused body a FAILED
 * row with its field codes. A successful write empties the page cache (search pages).
 */
const write = (action: string, idParam = true) => ({
  preHandler: requireAuthority('ROLE_ADMIN'),
  attachValidation: true,
  config: { audit: { entityType: 'synonym', action, ...(idParam ? { idParam: 'id' } : {}) }, changesCatalogue: true },
});

/** Search synonyms (issue #13, decision 81): what a phrase also means, or the order it asks for. */
export const adminSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      preHandler: operators,
      schema: {
        tags: ['admin'],
        summary: 'Search synonyms in the order of their phrases, filtered by a word in the phrase or its synonyms (X-Total-Count and Link headers)',
        security,
        querystring: synonymQuerySchema,
        response: { 200: z.array(searchSynonymSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size, query } = request.query;
      const { items, total } = await synonyms.listSynonyms(app.db, query, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', noStore);
      return items;
    },
  );

  app.get(
    `${BASE}/:id`,
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One search synonym', security, params: idParams, response: { 200: searchSynonymSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return synonyms.readSynonym(app.db, request.params.id);
    },
  );

  app.post(
    BASE,
    {
      ...write('synonym.create', false),
      schema: {
        tags: ['admin'],
        summary:
          'Add a phrase (1 to 3 words) with the phrases it also means (one way: add the reverse rows for equivalents), or with the order it asks for (`sort`); phrases are stored folded as search reads them, and the next search uses them; 409 synonyms/phrase-taken',
        security,
        body: synonymBodySchema,
        response: { 201: searchSynonymSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, { entityType: 'synonym', action: 'synonym.create' });
      return reply.code(201).send(await synonyms.createSynonym(app.db, auditActor(request), request.body));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      ...write('synonym.update'),
      schema: { tags: ['admin'], summary: 'Change a phrase, its synonyms or its order; 409 synonyms/phrase-taken', security, params: idParams, body: synonymBodySchema, response: { 200: searchSynonymSchema, ...errors } },
    },
    async (request) => {
      await refuseInvalidInput(request, { entityType: 'synonym', entityId: idOf(request.params), action: 'synonym.update' });
      return synonyms.updateSynonym(app.db, auditActor(request), request.params.id, request.body);
    },
  );

  app.delete(
    `${BASE}/:id`,
    { ...write('synonym.delete'), schema: { tags: ['admin'], summary: 'Delete a search synonym; answers what was deleted', security, params: idParams, response: { 200: searchSynonymSchema, ...errors } } },
    async (request) => {
      await refuseInvalidInput(request, { entityType: 'synonym', entityId: idOf(request.params), action: 'synonym.delete' });
      return synonyms.deleteSynonym(app.db, auditActor(request), request.params.id);
    },
  );
};
