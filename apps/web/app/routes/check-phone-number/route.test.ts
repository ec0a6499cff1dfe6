// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../lib/test-context.server.ts';
import { action } from './route.tsx';

const post = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/check-phone-number', fields, answers);

describe('checking the phone number', () => {
  it('sends a code, then checks the code typed', async () => {
    const sent = await post({ intent: 'send' }, [json(200, { notifyBy: 'SMS', sentTo: '+225 ** ** ** 02' })]);
    expect(sent.calls[0]?.url).toContain('/account/verify/phone-number/init');
    expect(sent.answer).toMatchObject({ status: 200, body: { ok: true, step: 'sent', sentTo: '+225 ** ** ** 02' } });
    const verified = await post({ intent: 'verify', key: ' 123456 ' }, [json(200, { phoneNumber: '+2250700000002', verified: true })]);
    expect(verified.calls[0]?.url).toContain('key=123456');
    expect(verified.answer).toMatchObject({ status: 200, body: { ok: true, step: 'verified' } });
  });

  it('asks for the code when none was typed, and puts a wrong one on its field without sending it back', async () => {
    const empty = await post({ intent: 'verify', key: '' }, []);
    expect(empty.calls).toHaveLength(0);
    expect(empty.answer).toMatchObject({ status: 400, body: { error: { key: ['key/required'] } } });
    const wrong = await post({ intent: 'verify', key: '654321' }, [problem(400, 'account/key-invalid')]);
    expect(wrong.answer).toMatchObject({ status: 400, body: { error: { key: ['account/key-invalid'] } } });
    expect(JSON.stringify(wrong.answer)).not.toContain('654321');
  });

  it('shows why no code was sent above the form', async () => {
    const { answer } = await post({ intent: 'send' }, [problem(429, 'request/too-many')]);
    expect(answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
  });
});
