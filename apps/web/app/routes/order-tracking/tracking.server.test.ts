// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trackingQuery } from './tracking.server.ts';

const values = { number: 'em-abcd1234', indicator: '+225', telephone: '', email: '' };

describe('the tracking form', () => {
  it('looks an order up by its number and the phone in E.164', () => {
    expect(trackingQuery({ ...values, telephone: '07 00 00 00 02' })).toEqual({ ok: true, query: { number: 'EM-ABCD1234', contact: '+2250700000002' } });
  });

  it('takes the email when no phone is typed', () => {
    expect(trackingQuery({ ...values, email: 'awa@example.test' })).toEqual({ ok: true, query: { number: 'EM-ABCD1234', contact: 'awa@example.test' } });
  });

  it('asks for a contact, and refuses a bad phone, email or number on its field', () => {
    expect(trackingQuery(values)).toEqual({ ok: false, fieldErrors: { phoneNumber: 'errors.tracking/contact-required' } });
    expect(trackingQuery({ ...values, telephone: '12' })).toEqual({ ok: false, fieldErrors: { phoneNumber: 'errors.phone/invalid' } });
    expect(trackingQuery({ ...values, email: 'awa' })).toEqual({ ok: false, fieldErrors: { email: 'errors.email/invalid' } });
    expect(trackingQuery({ ...values, number: 'EM', email: 'awa@example.test' })).toEqual({ ok: false, fieldErrors: { number: 'errors.tracking/number-required' } });
  });
});
