// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const filled = { email: 'awa.new@example.test', password: 'Secret2026' };

const change = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/account/settings/email', fields, answers);

describe('changing the email', () => {
  it('sends the new address with the password and says where the link went', async () => {
    const { answer, calls } = await change(filled, [json(200, { notifyBy: 'EMAIL', sentTo: 'a***@example.test' })]);
    expect(calls[0]?.body).toEqual(filled);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, sentTo: 'a***@example.test' } });
  });

  it('puts a taken address and a wrong password on their fields, keeping the address but not the password', async () => {
    const taken = await change(filled, [problem(409, 'gm/email-already-used')]);
    expect(taken.answer).toMatchObject({ status: 409, body: { error: { email: ['gm/email-already-used'] }, initialValue: { email: 'awa.new@example.test' } } });
    const wrong = await change(filled, [problem(400, 'account/wrong-password')]);
    expect(wrong.answer).toMatchObject({ status: 400, body: { error: { password: ['account/wrong-password'] } } });
    expect(JSON.stringify(wrong.answer)).not.toContain('Secret2026');
  });

  it('refuses a malformed address without calling the API', async () => {
    const { answer, calls } = await change({ ...filled, email: 'awa@' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { email: ['email/invalid'] } } });
  });
});
