import { adminUserDetailSchema, adminUserQuerySchema, adminUserSchema, updateRolesBodySchema } from '@store/contracts/admin';
import { idParamSchema } from '@store/contracts/catalog';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';
import { setPagingHeaders } from '../../lib/paging.ts';
import { currentUser, requireAuthority } from '../../plugins/auth.ts';
import { auditActor, recordAudit } from '../audit/audit.service.ts';
import { changeRoles, isOperatorAccount, listUsers, setDeactivated, userDetail } from './users.service.ts';

const security = [{ bearer: [] }];
const operators = requireAuthority('ROLE_ADMIN', 'ROLE_MANAGER');
const idParams = z.object({ id: idParamSchema });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Users for operators (issue #15 item 2). Administrators and managers search, read, deactivate
 * and reactivate; only administrators change roles. Refusals and changes are in the audit log.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      preHandler: operators,
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first, filtered by text (login, name, email, phone, shop), role, type and status (ROLE_ADMIN, ROLE_MANAGER; X-Total-Count and Link headers)',
        security,
        querystring: adminUserQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page, size, ...filter } = request.query;
      const { items, total } = await listUsers(app.db, filter, page, size);
      setPagingHeaders(request, reply, page, size, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );

  app.get(
    '/admin/users/:id',
    { preHandler: operators, schema: { tags: ['admin'], summary: 'One account with its live sessions, newest orders and shop', security, params: idParams, response: { 200: adminUserDetailSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return userDetail(app.db, request.params.id);
    },
  );

  app.put(
    '/admin/users/:id/roles',
    {
      preHandler: requireAuthority('ROLE_ADMIN'),
      config: { audit: { entityType: 'account', action: 'account.roles', idParam: 'id' } },
      schema: {
        tags: ['admin'],
        summary: 'Set the roles of an account (ROLE_ADMIN only): ROLE_ADMIN and ROLE_MANAGER as given, ROLE_USER always, ROLE_SELLER as the account type says; not one’s own',
        security,
        params: idParams,
        body: updateRolesBodySchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => changeRoles(app.db, auditActor(request), request.params.id, request.body.authorities),
  );

  for (const deactivate of [true, false]) {
    const action = deactivate ? 'account.deactivate' : 'account.reactivate';
    app.post(
      `/admin/users/:id/${deactivate ? 'deactivate' : 'reactivate'}`,
      {
        preHandler: operators,
        config: { audit: { entityType: 'account', action, idParam: 'id' } },
        schema: {
          tags: ['admin'],
          summary: deactivate
            ? 'Deactivate an account: it can no longer sign in and its sessions end at once (a manager may not deactivate an administrator or a manager)'
            : 'Reactivate a deactivated account',
          security,
          params: idParams,
          response: { 200: adminUserDetailSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = currentUser(request);
        const actor = auditActor(request);
        if (!viewer.authorities.includes('ROLE_ADMIN') && (await isOperatorAccount(app.db, request.params.id))) {
          await recordAudit(app.db, actor, { entityType: 'account', entityId: request.params.id, action, outcome: 'DENIED' });
          throw new HttpProblem('auth/forbidden', 'Only an administrator acts on an operator’s account.');
        }
        return setDeactivated(app.db, actor, request.params.id, deactivate);
      },
    );
  }
};
