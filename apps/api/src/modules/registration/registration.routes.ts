import {
  activateQuerySchema,
  activateResponseSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  keySentResponseSchema,
  passwordChangedResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordFinishBodySchema,
  resetPasswordInitBodySchema,
  resetPasswordInitResponseSchema,
  undoChangeBodySchema,
  undoChangeResponseSchema,
  verifiedResponseSchema,
  verifyEmailFinishResponseSchema,
  verifyFinishQuerySchema,
  verifyPhoneFinishResponseSchema,
} from '@store/contracts/account';
import { problemSchema } from '@store/contracts/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { undoChange } from './contact-change.service.ts';
import { changePassword, resetPasswordFinish, resetPasswordInit } from './passwords.service.ts';
import { activate, register } from './registration.service.ts';
import { changeEmail, verifiedFlags, verifyEmailFinish, verifyEmailInit, verifyPhoneFinish, verifyPhoneInit } from './verification.service.ts';

/** Limits per signed-in user (and address), so one shared address does not lock out a whole office. */
const perUser = (request: FastifyRequest) => `${request.user?.id ?? 'guest'}:${request.ip}`;

const problems = { 400: problemSchema, 429: problemSchema };
const signedInProblems = { 400: problemSchema, 401: problemSchema, 429: problemSchema };
const security = [{ bearer: [] }];

/**
 * Registration, activation, password reset and change, email change, email and phone
 * verification (issue #4). Every key travels through the notifier's outbox.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['account'],
        summary: 'Create a buyer (PERSONAL) or seller (PROFESSIONAL) account; an activation key goes by SMS or mail',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...problems, 409: problemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await register(app, request, request.body)),
  );

  app.get(
    '/account/activate',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['account'], summary: 'Activate an account with the key it was sent', querystring: activateQuerySchema, response: { 200: activateResponseSchema, ...problems } },
    },
    async (request) => activate(app, request.query.key, request.query.notifyBy),
  );

  app.post(
    '/account/reset-password/init',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Send a password reset key by mail or SMS (same answer whether or not an account has the address)',
        body: resetPasswordInitBodySchema,
        response: { 200: resetPasswordInitResponseSchema, ...problems },
      },
    },
    async (request) => resetPasswordInit(app, request, request.body),
  );

  app.post(
    '/account/reset-password/finish',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['account'], summary: 'Choose a new password with a reset key', body: resetPasswordFinishBodySchema, response: { 200: passwordChangedResponseSchema, ...problems } },
    },
    async (request) => resetPasswordFinish(app, request.body),
  );

  app.post(
    '/account/change-password',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUser } },
      schema: { tags: ['account'], summary: 'Change the password (needs the current one)', security, body: changePasswordBodySchema, response: { 200: passwordChangedResponseSchema, ...signedInProblems } },
    },
    async (request) => changePassword(app, currentUser(request).id, currentUser(request).sessionId, request.body),
  );

  app.post(
    '/account/change-email',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: {
        tags: ['account'],
        summary: 'Send a verification link to a new email address (needs the current password); the email changes when it is opened; the old address gets an undo link',
        security,
        body: changeEmailBodySchema,
        response: { 200: keySentResponseSchema, ...signedInProblems, 409: problemSchema },
      },
    },
    async (request) => changeEmail(app, request, currentUser(request).id, request.body),
  );

  app.post(
    '/account/verify/email/init',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: { tags: ['account'], summary: 'Send a verification link to the account email', security, response: { 200: keySentResponseSchema, ...signedInProblems } },
    },
    async (request) => verifyEmailInit(app, request, currentUser(request).id),
  );

  app.get(
    '/account/verify/email/finish',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Verify an email address with the key of its link',
        querystring: verifyFinishQuerySchema,
        response: { 200: verifyEmailFinishResponseSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => verifyEmailFinish(app, request.query.key),
  );

  app.post(
    '/account/verify/phone-number/init',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 3, timeWindow: '10 minutes', keyGenerator: perUser } },
      schema: { tags: ['account'], summary: 'Send a 6-digit code by SMS to the account phone number', security, response: { 200: keySentResponseSchema, ...signedInProblems } },
    },
    async (request) => verifyPhoneInit(app, currentUser(request).id),
  );

  app.get(
    '/account/verify/phone-number/finish',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: perUser } },
      schema: {
        tags: ['account'],
        summary: 'Verify the phone number, or the pending new one (which then replaces it), with the SMS code (5 tries per code)',
        security,
        querystring: verifyFinishQuerySchema,
        response: { 200: verifyPhoneFinishResponseSchema, ...signedInProblems, 409: problemSchema },
      },
    },
    async (request) => verifyPhoneFinish(app, currentUser(request).id, request.query.key),
  );

  app.post(
    '/account/undo-change',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Put back the email or phone number a change replaced, with the key sent to the old address; every session of the account ends',
        body: undoChangeBodySchema,
        response: { 200: undoChangeResponseSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => undoChange(app, request.body.key),
  );

  app.get(
    '/account/email/verified',
    { preHandler: requireUser, schema: { tags: ['account'], summary: 'Whether the account email is verified', security, response: { 200: verifiedResponseSchema, 401: problemSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await verifiedFlags(app, currentUser(request).id)).email;
    },
  );

  app.get(
    '/account/phone-number/verified',
    { preHandler: requireUser, schema: { tags: ['account'], summary: 'Whether the account phone number is verified', security, response: { 200: verifiedResponseSchema, 401: problemSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await verifiedFlags(app, currentUser(request).id)).phone;
    },
  );
};
