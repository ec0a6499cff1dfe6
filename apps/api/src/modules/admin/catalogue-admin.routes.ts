import { adminCategorySchema, catalogueEntryBodySchema, catalogueEntryPatchSchema, catalogueMoveBodySchema, specificationBodySchema, specificationPatchSchema } from '@store/contracts/admin-catalogue';
import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../../plugins/auth.ts';
import { auditActor } from '../audit/audit.service.ts';
import * as catalogue from './catalogue-admin.service.ts';

const security = [{ bearer: [] }];
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tree = z.array(adminCategorySchema);
const BASE = '/admin/catalogue';

/**
 * Writes are ROLE_ADMIN's (decision 76): a manager's call is a 403 in the audit log. Every
 * successful write empties the page cache (changesCatalogue) and answers the whole new tree.
 */
const write = (entityType: string, action: string, idParam = true) => ({
  preHandler: requireAuthority('ROLE_ADMIN'),
  config: { audit: { entityType, action, ...(idParam ? { idParam: 'id' } : {}) }, changesCatalogue: true },
});

/** The catalogue's structure (issue #15 item 4, decisions 76 and 77): categories, sub-categories, specifications. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = () => catalogue.catalogueForOperators(app.db);

  app.get(
    BASE,
    {
      preHandler: requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER'),
      schema: { tags: ['admin'], summary: 'Every category, sub-category and specification with both names and the products using each (ROLE_ADMIN, ROLE_MANAGER)', security, response: { 200: tree, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return answer();
    },
  );

  app.post(
    `${BASE}/categories`,
    { ...write('category', 'category.create', false), schema: { tags: ['admin'], summary: 'Add a top category, last in the menu; its slug comes from the French name and never changes', security, body: catalogueEntryBodySchema, response: { 201: tree, ...errors } } },
    async (request, reply) => {
      await catalogue.createCategory(app.db, auditActor(request), request.body);
      return reply.code(201).send(await answer());
    },
  );

  app.put(
    `${BASE}/categories/:id`,
    { ...write('category', 'category.update'), schema: { tags: ['admin'], summary: 'Rename a category in both languages (its slug and addresses stay) and change its search words', security, params: idParams, body: catalogueEntryPatchSchema, response: { 200: tree, ...errors } } },
    async (request) => {
      await catalogue.updateCategory(app.db, auditActor(request), request.params.id, request.body);
      return answer();
    },
  );

  app.delete(
    `${BASE}/categories/:id`,
    { ...write('category', 'category.delete'), schema: { tags: ['admin'], summary: 'Delete a category with its sub-categories and specifications; refused (409 catalogue/category-in-use) while products are filed under it', security, params: idParams, response: { 200: tree, ...errors } } },
    async (request) => {
      await catalogue.deleteCategory(app.db, auditActor(request), request.params.id);
      return answer();
    },
  );

  app.post(
    `${BASE}/categories/:id/sub-categories`,
    { ...write('sub-category', 'sub-category.create'), schema: { tags: ['admin'], summary: 'Add a sub-category to a category, last in its list', security, params: idParams, body: catalogueEntryBodySchema, response: { 201: tree, ...errors } } },
    async (request, reply) => {
      await catalogue.createSubCategory(app.db, auditActor(request), request.params.id, request.body);
      return reply.code(201).send(await answer());
    },
  );

  app.put(
    `${BASE}/sub-categories/:id`,
    { ...write('sub-category', 'sub-category.update'), schema: { tags: ['admin'], summary: 'Rename a sub-category in both languages (its slug stays) and change its search words', security, params: idParams, body: catalogueEntryPatchSchema, response: { 200: tree, ...errors } } },
    async (request) => {
      await catalogue.updateSubCategory(app.db, auditActor(request), request.params.id, request.body);
      return answer();
    },
  );

  app.delete(
    `${BASE}/sub-categories/:id`,
    { ...write('sub-category', 'sub-category.delete'), schema: { tags: ['admin'], summary: 'Delete a sub-category and its specifications; refused (409 catalogue/sub-category-in-use) while products are filed under it', security, params: idParams, response: { 200: tree, ...errors } } },
    async (request) => {
      await catalogue.deleteSubCategory(app.db, auditActor(request), request.params.id);
      return answer();
    },
  );

  for (const entityType of ['category', 'sub-category'] as const) {
    app.post(
      `${BASE}/${entityType === 'category' ? 'categories' : 'sub-categories'}/:id/move`,
      { ...write(entityType, `${entityType}.move`), schema: { tags: ['admin'], summary: `Move a ${entityType} one place up or down its menu`, security, params: idParams, body: catalogueMoveBodySchema, response: { 200: tree, ...errors } } },
      async (request) => {
        await catalogue.moveEntry(app.db, auditActor(request), entityType, request.params.id, request.body.direction);
        return answer();
      },
    );
  }

  app.post(
    `${BASE}/sub-categories/:id/specifications`,
    {
      ...write('specification', 'specification.create'),
      schema: { tags: ['admin'], summary: 'Add a specification to a sub-category: a choice (allowed values), a number (unit) or text; required and filterable', security, params: idParams, body: specificationBodySchema, response: { 201: tree, ...errors } },
    },
    async (request, reply) => {
      await catalogue.createSpecification(app.db, auditActor(request), request.params.id, request.body);
      return reply.code(201).send(await answer());
    },
  );

  app.put(
    `${BASE}/specifications/:id`,
    {
      ...write('specification', 'specification.update'),
      schema: {
        tags: ['admin'],
        summary: 'Change a specification (not its type): removing a value products give is refused (409 catalogue/value-in-use); made required, live listings stay on sale and need it at their next save',
        security,
        params: idParams,
        body: specificationPatchSchema,
        response: { 200: tree, ...errors },
      },
    },
    async (request) => {
      await catalogue.updateSpecification(app.db, auditActor(request), request.params.id, request.body);
      return answer();
    },
  );

  app.delete(
    `${BASE}/specifications/:id`,
    { ...write('specification', 'specification.delete'), schema: { tags: ['admin'], summary: 'Remove a specification; refused (409 catalogue/specification-in-use) while products give it a value', security, params: idParams, response: { 200: tree, ...errors } } },
    async (request) => {
      await catalogue.deleteSpecification(app.db, auditActor(request), request.params.id);
      return answer();
    },
  );
};
