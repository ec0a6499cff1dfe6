// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const key = '7391046285';
const filled = { key, notifyBy: 'SMS', newPassword: 'Second2026', confirmPassword: 'Second2026' };

async function finish(fields: Record<string, string>, answers: (() => Response)[]) {
  const result = await submitForm(action, 'http://store.test/account/reset-password/finish', fields, answers);
  // Neither the key nor a password ever comes back.
  expect(JSON.stringify(result.answer)).not.toMatch(/7391046285|Second2026|Second2025/);
  return result;
}

describe('choosing a new password with a reset key', () => {
  it('sends the key and the new password, not the confirmation', async () => {
    const { answer, calls } = await finish(filled, [json(200, { changed: true })]);
    expect(calls[0]?.body).toEqual({ key, notifyBy: 'SMS', newPassword: 'Second2026' });
    expect(answer).toEqual({ status: 200, body: { done: true } });
  });

  it('says the confirmation differs without calling the API', async () => {
    const { answer, calls } = await finish({ ...filled, confirmPassword: 'Second2025' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { confirmPassword: ['nopasswordmatch'] } } });
  });

  it('puts a used key on the key and a common password on the new password, with their statuses', async () => {
    expect((await finish(filled, [problem(400, 'account/key-used')])).answer).toMatchObject({ status: 400, body: { error: { key: ['account/key-used'] } } });
    expect((await finish(filled, [problem(400, 'password/too-common')])).answer).toMatchObject({ status: 400, body: { error: { newPassword: ['password/too-common'] } } });
  });

  it('asks for the code when none was typed', async () => {
    const { answer } = await finish({ ...filled, key: '' }, []);
    expect(answer).toMatchObject({ status: 400, body: { error: { key: ['key/required'] } } });
  });
});
