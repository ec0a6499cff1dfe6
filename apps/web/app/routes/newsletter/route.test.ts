// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, problem, submitForm } from '../../lib/test-context.server.ts';
import { action } from './route.tsx';

const signUp = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/newsletter', fields, answers);

describe('the newsletter sign-up', () => {
  it('signs the number up in the page language', async () => {
    const { answer, calls } = await signUp({ 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '07 01 02 03 04' }, [json(201, { phoneNumber: '+2250701020304', subscribed: true })]);
    expect(calls[0]?.body).toEqual({ phoneNumber: { indicator: '+225', telephone: '07 01 02 03 04' }, langKey: 'fr' });
    expect(answer).toEqual({ status: 200, body: { subscribed: '+2250701020304' } });
  });

  it('refuses a number that is not one of the chosen country, keeping what was typed, without calling the API', async () => {
    const { answer, calls } = await signUp({ 'phoneNumber.indicator': '+221', 'phoneNumber.telephone': '12' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { error: { 'phoneNumber.telephone': ['phone/invalid'] }, initialValue: { phoneNumber: { indicator: '+221', telephone: '12' } } } });
    expect((await signUp({ 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '' }, [])).answer).toMatchObject({ status: 400, body: { error: { 'phoneNumber.telephone': ['field/required'] } } });
  });

  it('shows throttling with its status', async () => {
    const { answer } = await signUp({ 'phoneNumber.indicator': '+225', 'phoneNumber.telephone': '07 01 02 03 04' }, [problem(429, 'request/too-many')]);
    expect(answer).toMatchObject({ status: 429, body: { error: { '': ['request/too-many'] } } });
  });
});
