// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, order, problem, submitForm } from '../../lib/test-context.server.ts';
import { trackingAction } from './tracking.server.ts';

const track = (fields: Record<string, string>, answers: (() => Response)[]) =>
  submitForm(({ request, context }) => trackingAction(request, context), 'http://store.test/order-tracking', fields, answers);

const blank = { number: 'em-abcd1234', 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '', email: '' };

describe('the tracking form', () => {
  it('looks an order up by its number and the phone in E.164, remembers it and shows it', async () => {
    const { answer, calls, context } = await track({ ...blank, 'phoneNumber.telephone': '07 00 00 00 02', email: 'awa@example.test' }, [json(200, order('CASH_ON_DELIVERY'))]);
    expect(new URL(calls[0]?.url ?? '').searchParams.toString()).toBe('number=EM-ABCD1234&contact=%2B2250700000002');
    expect(answer instanceof Response && answer.headers.get('location')).toBe('/order-tracking?number=EM-ABCD1234');
    expect((await context.cookies.setCookieHeaders()).some((cookie) => cookie.startsWith('orders='))).toBe(true);
  });

  it('takes the email when no phone is typed', async () => {
    const { calls } = await track({ ...blank, email: 'awa@example.test' }, [json(200, order('CASH_ON_DELIVERY'))]);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('contact')).toBe('awa@example.test');
  });

  it('asks for a contact, and refuses a bad phone, email or number on its field, keeping what was typed', async () => {
    expect((await track(blank, [])).answer).toMatchObject({ status: 400, body: { error: { phoneNumber: ['tracking/contact-required'] }, initialValue: { number: 'em-abcd1234' } } });
    expect((await track({ ...blank, 'phoneNumber.telephone': '12' }, [])).answer).toMatchObject({ body: { error: { 'phoneNumber.telephone': ['phone/invalid'] } } });
    expect((await track({ ...blank, email: 'awa' }, [])).answer).toMatchObject({ body: { error: { email: ['email/invalid'] } } });
    expect((await track({ ...blank, number: 'EM', email: 'awa@example.test' }, [])).answer).toMatchObject({ body: { error: { number: ['tracking/number-required'] } } });
  });

  it('says no order matches above the form (404), and throttling with its status', async () => {
    const none = await track({ ...blank, email: 'awa@example.test' }, [problem(404, 'resource/not-found')]);
    expect(none.answer).toMatchObject({ status: 404, body: { error: { '': ['tracking/no-match'] }, initialValue: { email: 'awa@example.test' } } });
    const throttled = await track({ ...blank, email: 'awa@example.test' }, [problem(429, 'request/too-many')]);
    expect(throttled.answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
  });
});
