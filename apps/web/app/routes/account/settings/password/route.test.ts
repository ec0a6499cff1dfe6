// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const filled = { currentPassword: 'Fatou2026x', newPassword: 'Fatou2027x', confirmPassword: 'Fatou2027x' };

const change = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/account/settings/password', fields, answers);

describe('changing the password', () => {
  it('sends the current and the new password, and says when it was done', async () => {
    const { answer, calls } = await change(filled, [json(200, { changed: true })]);
    expect(calls[0]?.body).toEqual({ currentPassword: 'Fatou2026x', newPassword: 'Fatou2027x' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, at: expect.any(Number) } });
  });

  it('puts a wrong current password and a common new one on their fields, never sending a password back', async () => {
    for (const [code, field] of [
      ['account/wrong-password', 'currentPassword'],
      ['password/too-common', 'newPassword'],
    ] as const) {
      const { answer } = await change(filled, [problem(400, code)]);
      expect(answer).toMatchObject({ status: 400, body: { error: { [field]: [code] } } });
      expect(JSON.stringify(answer)).not.toContain('Fatou202');
    }
  });

  it('checks the rules and the confirmation before calling the API', async () => {
    const { answer, calls } = await change({ ...filled, newPassword: 'Short1', confirmPassword: 'Short1' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { newPassword: ['password/too-short'] } } });
    const mismatch = await change({ ...filled, confirmPassword: 'Fatou2028x' }, []);
    expect(mismatch.answer).toMatchObject({ status: 400, body: { error: { confirmPassword: ['nopasswordmatch'] } } });
  });

  it('sends a session the API no longer knows (401) to sign in again', async () => {
    const thrown = await change(filled, [problem(401, 'auth/unauthorized')]).catch((error: unknown) => error);
    expect(thrown instanceof Response && thrown.headers.get('location')).toBe('/account/login?reason=session-ended');
  });
});
