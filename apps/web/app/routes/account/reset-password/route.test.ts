// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../../lib/test-context.server.ts';
import { action } from './route.tsx';

const ask = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/account/reset-password', fields, answers);

const bySms = { notifyBy: 'SMS', 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '07 00 00 00 02', mail: '' };

describe('asking for a password reset', () => {
  it('sends the chosen channel only, whatever was typed in the other one', async () => {
    const { answer, calls } = await ask({ ...bySms, mail: 'not an email' }, [json(200, { notifyBy: 'SMS' })]);
    expect(calls[0]?.body).toEqual({ notifyBy: 'SMS', phoneNumber: { indicator: '+225', telephone: '07 00 00 00 02' } });
    expect(answer).toEqual({ status: 200, body: { sent: { notifyBy: 'SMS' } } });
    const byEmail = await ask({ ...bySms, notifyBy: 'EMAIL', mail: 'awa@example.test' }, [json(200, { notifyBy: 'EMAIL' })]);
    expect(byEmail.calls[0]?.body).toEqual({ notifyBy: 'EMAIL', mail: 'awa@example.test' });
  });

  it('asks for the address of the chosen channel next to its field, keeping the dial code and what was typed', async () => {
    const { answer, calls } = await ask({ ...bySms, 'phoneNumber.indicator': '+221', 'phoneNumber.telephone': ' ', mail: 'awa@example.test' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { phoneNumber: ['phone/required'] }, initialValue: { notifyBy: 'SMS', mail: 'awa@example.test', phoneNumber: { indicator: '+221' } } } });
    const email = await ask({ ...bySms, notifyBy: 'EMAIL', mail: 'awa@' }, []);
    expect(email.answer).toMatchObject({ status: 400, body: { error: { mail: ['email/invalid'] } } });
    const phone = await ask({ ...bySms, 'phoneNumber.telephone': '12' }, []);
    expect(phone.answer).toMatchObject({ status: 400, body: { error: { 'phoneNumber.telephone': ['phone/invalid'] }, initialValue: { phoneNumber: { telephone: '12' } } } });
  });

  it('shows throttling above the form with its status', async () => {
    const { answer } = await ask(bySms, [problem(429, 'request/too-many')]);
    expect(answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
  });
});
