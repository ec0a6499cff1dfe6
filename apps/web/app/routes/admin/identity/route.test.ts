// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, signedIn, submitForm } from '../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const admin = { login: 'admin', slug: 'admin', authorities: ['ROLE_USER', 'ROLE_ADMIN'], accountType: 'PERSONAL', account: { firstname: 'Ada', lastname: 'Admin' }, email: 'admin@example.test', phoneNumber: null, langKey: 'fr', currency: 'CFA' };

/** The request as the API answers once reviewed. */
const reviewed = (status: string) => ({
  id: 7,
  status,
  documentType: 'PASSPORT',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-24T10:00:00.000Z',
  rejectionReason: status === 'REJECTED' ? 'Photo floue' : null,
  documentNumber: 'A1234567',
  account: { login: 'seller', slug: 'abidjan-digital', name: 'Awa Koné', shopName: 'Abidjan Digital', email: null, phoneNumber: null },
  reviewedBy: 'admin',
});

const review = async (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/admin/identity', fields, [json(200, admin), ...answers], await signedIn());

describe('reviewing an identity document', () => {
  it('approves the request of the form, and rejects one with the reason', async () => {
    const approved = await review({ id: '7', decision: 'APPROVED' }, [json(200, reviewed('APPROVED'))]);
    expect(approved.calls[1]?.url).toContain('/admin/identity-verifications/7/review');
    expect(approved.calls[1]?.body).toEqual({ decision: 'APPROVED' });
    expect(approved.answer).toMatchObject({ status: 200, body: { reviewId: 7, ok: true, decision: 'APPROVED' } });
    const rejected = await review({ id: '7', decision: 'REJECTED', reason: ' Photo floue ' }, [json(200, reviewed('REJECTED'))]);
    expect(rejected.calls[1]?.body).toEqual({ decision: 'REJECTED', reason: 'Photo floue' });
  });

  it('asks for a reason next to its field, keeping what was typed, for that request', async () => {
    const { answer, calls } = await review({ id: '7', decision: 'REJECTED', reason: 'no' }, []);
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({ status: 400, body: { reviewId: 7, error: { reason: ['identity/reason-required'] }, initialValue: { reason: 'no' } } });
  });

  it('says a request reviewed already above its forms, with the API status', async () => {
    const { answer } = await review({ id: '7', decision: 'APPROVED' }, [problem(409, 'identity/already-reviewed')]);
    expect(answer).toMatchObject({ status: 409, body: { reviewId: 7, error: { '': ['identity/already-reviewed'] } } });
  });
});
