// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../lib/test-context.server.ts';
import { action } from './route.tsx';

const send = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/contact-us', fields, answers);

const filled = {
  fullname: 'Fatou Sow',
  email: 'fatou@example.com',
  'phoneNumber.indicator': '+221',
  'phoneNumber.telephone': '',
  reason: '3',
  message: 'A seller asked me to pay outside the site before delivery.',
};

describe('the contact form', () => {
  it('sends the message with the topic as a number and no phone number when none was typed', async () => {
    const { answer, calls } = await send(filled, [json(201, { id: 7, createdDate: '2026-11-24T10:00:00.000Z' })]);
    expect(calls[0]?.body).toEqual({ fullname: 'Fatou Sow', email: 'fatou@example.com', reason: 3, message: filled.message });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, at: expect.any(Number) } });
  });

  it('refuses each mistake next to its field with what was typed, without calling the API', async () => {
    const { answer, calls } = await send({ ...filled, 'phoneNumber.telephone': '12', reason: '', message: 'Too short' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: { 'phoneNumber.telephone': ['phone/invalid'], reason: ['contact/reason-invalid'], message: ['contact/message-too-short'] },
        initialValue: { fullname: 'Fatou Sow', email: 'fatou@example.com', phoneNumber: { indicator: '+221', telephone: '12' }, message: 'Too short' },
      },
    });
  });

  it('shows throttling above the form, and the API’s field issues on their fields', async () => {
    expect((await send(filled, [problem(429, 'request/too-many')])).answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
    const invalid = await send(filled, [problem(400, 'request/invalid', [{ path: 'body.email', message: 'contact/email-invalid' }])]);
    expect(invalid.answer).toMatchObject({ status: 400, body: { error: { email: ['contact/email-invalid'] } } });
  });
});
