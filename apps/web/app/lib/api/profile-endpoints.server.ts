import { loggedUserSchema } from '@store/contracts/account';
import type { IdentityStatus } from '@store/contracts/identity-documents';
import { accountProfileSchema, contactSchema, type CreateContactBody, type DeleteAccountBody, type IdentityReviewBody, identityReviewItemSchema, identityVerificationSchema, type UpdateAccountBody, uploadedImageSchema } from '@store/contracts/profile';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A multipart body; fetch sets the boundary itself. */
const multipart = (fields: Record<string, string>, file: Blob, fileName: string): RequestInit => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  return { method: 'POST', body: form };
};

/**
 * The user's own profile, pictures, identity verification and account deletion; identity
 * review (administrators and managers) and the contact form, as methods of the typed client.
 */
export function profileEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  return {
    accountProfile: () => body(send(`${STORE}/account/profile`, accountProfileSchema)),
    updateAccount: (update: UpdateAccountBody) => body(send(`${STORE}/account`, loggedUserSchema, json('PUT', update))),
    deleteAccount: (request: DeleteAccountBody) => body(send(`${STORE}/account`, z.null(), json('DELETE', request))),
    uploadAccountPicture: (kind: 'profile' | 'cover', file: Blob, fileName: string) =>
      body(send(`${STORE}/account/${kind}/file`, uploadedImageSchema, multipart({}, file, fileName))),
    submitIdentity: (fields: { documentType: string; documentNumber: string }, file: Blob, fileName: string) =>
      body(send(`${STORE}/account/verify/identity/finish`, identityVerificationSchema, multipart(fields, file, fileName))),
    identityReviews: async (status: IdentityStatus, page: number, size: number) => {
      const { body: items, headers } = await send(`${STORE}/admin/identity-verifications?${new URLSearchParams({ status, page: String(page), size: String(size) })}`, z.array(identityReviewItemSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    reviewIdentity: (id: number, review: IdentityReviewBody) => body(send(`${STORE}/admin/identity-verifications/${id}/review`, identityReviewItemSchema, json('POST', review))),
    sendContact: (message: CreateContactBody) => body(send(`${STORE}/contacts`, contactSchema.pick({ id: true, createdDate: true }), json('POST', message))),
  };
}
