import { adminContentItemSchema, adminContentSummarySchema, contentKeySchema, contentVersionBodySchema, markdownContentBodySchema, markdownContentKeySchema } from '@store/contracts/admin-content';
import { languageSchema } from '@store/contracts/locale-schemas';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import { refuseInvalidInput } from '../audit/refused-input.ts';
import { contentItem, contentSummaries, publishContent, restoreContentVersion, saveContentDraft } from './content-store.service.ts';

const security = [{ bearer: [] }];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const itemParams = z.object({ key: markdownContentKeySchema });
const languageParams = z.object({ key: markdownContentKeySchema, locale: languageSchema });
const anyLanguageParams = z.object({ key: contentKeySchema, locale: languageSchema });
const noStore = 'private, no-store';
const BASE = '/admin/content';

/**
 * A change is ROLE_ADMIN's (decision 79): anyone else's call is a 403 in the audit log, and so is
 * a body the schema refuses (FAILED, with the field codes). A publish empties the page cache
 * (changesCatalogue); saving a draft changes nothing the storefront shows.
 */
const write = (action: string, changesCatalogue = false) => ({
  preHandler: requireAuthority('ROLE_ADMIN'),
  attachValidation: true,
  config: { audit: { entityType: 'content', action, idParam: 'key' }, changesCatalogue },
});

/** The content store for operators (issue #15 item 5): drafts, publishing per language, versions (any item: pages and structured ones). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');

  app.get(
    BASE,
    { preHandler: operators, schema: { tags: ['admin'], summary: 'Every content item with each language’s status: published, changed (a draft newer than the published version) or missing (never published)', security, response: { 200: z.array(adminContentSummarySchema), ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', noStore);
      return contentSummaries(app.db);
    },
  );

  app.get(
    `${BASE}/:key`,
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One content item: each language’s draft and published version, and its last 50 versions (ROLE_ADMIN, ROLE_MANAGER; previews read the draft here)', security, params: itemParams, response: { 200: adminContentItemSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return contentItem(app.db, request.params.key);
    },
  );

  app.put(
    `${BASE}/:key/:locale`,
    {
      ...write('content.save'),
      schema: { tags: ['admin'], summary: 'Save a new draft of one language (ROLE_ADMIN): a title and safe markdown (no raw HTML, links to http(s), mailto, tel, store paths or anchors only); the storefront is unchanged until publish', security, params: languageParams, body: markdownContentBodySchema, response: { 200: adminContentItemSchema, ...errors } },
    },
    async (request, reply) => {
      await refuseInvalidInput(request, { entityType: 'content', entityId: keyOf(request.params), action: 'content.save' });
      await saveContentDraft(app.db, auditActor(request), request.params.key, request.params.locale, request.body);
      reply.header('cache-control', noStore);
      return contentItem(app.db, request.params.key);
    },
  );

  const versionChanges = {
    publish: {
      run: publishContent,
      summary: 'Publish one language’s draft (ROLE_ADMIN); `versionId` is the draft shown to the operator (409 content/draft-changed when a newer one was saved); the other language is untouched',
    },
    restore: { run: restoreContentVersion, summary: 'Make an old version of one language the draft again (ROLE_ADMIN), as a new version; publish it to show it' },
  } as const;
  for (const [verb, { run, summary }] of Object.entries(versionChanges)) {
    const action = `content.${verb}`;
    app.post(
      `${BASE}/:key/:locale/${verb}`,
      { ...write(action, verb === 'publish'), schema: { tags: ['admin'], summary: `${summary}; answers the item's status per language`, security, params: anyLanguageParams, body: contentVersionBodySchema, response: { 200: adminContentSummarySchema, ...errors } } },
      async (request, reply) => {
        await refuseInvalidInput(request, { entityType: 'content', entityId: keyOf(request.params), action });
        await run(app.db, auditActor(request), request.params.key, request.params.locale, request.body.versionId);
        reply.header('cache-control', noStore);
        const summaries = await contentSummaries(app.db);
        const changed = summaries.find((summary) => summary.key === request.params.key);
        if (!changed) throw new Error('every key has a summary');
        return changed;
      },
    );
  }
};

/** The item a refused request named, when its path says so (a mistyped key is kept as sent). */
function keyOf(params: unknown): string | null {
  const key = typeof params === 'object' && params !== null && 'key' in params ? params.key : null;
  return typeof key === 'string' ? key.slice(0, 40) : null;
}
