// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const key = 'k3y-of-the-link-2026';

async function undo(answers: (() => Response)[]) {
  const { answer, calls, context } = await submitForm(action, 'http://store.test/account/undo-change', { key }, answers);
  return { answer, calls, cookies: await context.cookies.setCookieHeaders() };
}

describe('undoing a change of address', () => {
  it('puts the old address back with the key of the link and ends this browser’s session', async () => {
    const { answer, calls, cookies } = await undo([json(200, { reverted: 'EMAIL' })]);
    expect(calls[0]?.body).toEqual({ key });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(cookies.some((cookie) => cookie.startsWith('session=;') || /^session=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(cookie))).toBe(true);
  });

  it('says what is wrong with the key, never sending it back, and is never stored by a cache', async () => {
    const { answer } = await undo([problem(400, 'account/key-expired')]);
    expect(answer).toMatchObject({ status: 400, body: { error: { key: ['account/key-expired'] } } });
    expect(JSON.stringify(answer)).not.toContain(key);
    const taken = await undo([problem(409, 'gm/email-already-used')]);
    expect(taken.answer).toMatchObject({ status: 409, body: { error: { '': ['gm/email-already-used'] } } });
  });
});
