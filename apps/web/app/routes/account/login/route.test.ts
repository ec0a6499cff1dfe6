// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, json, postForm, problem, routeArgs, submitForm } from '../../../lib/test-context.server.ts';
import { action, headers } from './route.tsx';

const signIn = (fields: Record<string, string>, answers: (() => Response)[]) => submitForm(action, 'http://store.test/account/login', fields, answers);

const user = { login: 'buyer', slug: 'buyer', authorities: ['ROLE_USER'], accountType: 'PERSONAL', account: { firstname: 'Awa', lastname: 'Koné' }, email: null, phoneNumber: null, langKey: 'en', currency: 'EUR' };

describe('login action', () => {
  it('answers a throttled sign-in with 429, the code above the form, what was typed but the password, and the API Retry-After', async () => {
    const request = postForm('http://store.test/account/login', { username: 'buyer', password: 'guess' });
    const result = await action(await routeArgs(request, fakeApi([problem(429, 'auth/too-many-attempts', undefined, { 'retry-after': '240' })]).apiFetch));
    if (!('init' in result)) throw new Error('expected data() with an init');
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({ error: { '': ['auth/too-many-attempts'] }, initialValue: { username: 'buyer' } });
    expect(JSON.stringify(result.data)).not.toContain('guess');
    const actionHeaders = new Headers(result.init?.headers);
    expect(actionHeaders.get('retry-after')).toBe('240');
    const documentHeaders = new Headers(
      typeof headers === 'function' ? headers({ actionHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers({ vary: 'cookie' }), errorHeaders: undefined }) : headers,
    );
    expect(documentHeaders.get('retry-after')).toBe('240');
    expect(documentHeaders.get('vary')).toBe('cookie');
  });

  it('signs in with the remember-me box and goes on to the page asked for, never to another host', async () => {
    const answers = () => [json(200, { id_token: 'token-1' }), json(200, user)];
    const { answer: result, calls } = await signIn({ username: ' buyer ', password: 'Buyer2026!', rememberMe: 'on', redirectTo: '/cart/view' }, answers());
    expect(calls[0]?.body).toEqual({ username: 'buyer', password: 'Buyer2026!', rememberMe: true });
    expect(result instanceof Response && result.headers.get('location')).toBe('/cart/view');
    const hostile = await signIn({ username: 'buyer', password: 'Buyer2026!', redirectTo: '//evil.example' }, answers());
    expect(hostile.calls[0]?.body).toMatchObject({ rememberMe: false });
    expect(hostile.answer instanceof Response && hostile.answer.headers.get('location')).toBe('/');
  });

  it('says a missing login next to its field without calling the API, and wrong credentials above the form', async () => {
    const empty = await signIn({ username: ' ', password: 'x' }, []);
    expect(empty.answer).toMatchObject({ status: 400, body: { error: { username: ['field/required'] } } });
    const wrong = await signIn({ username: 'buyer', password: 'nope' }, [problem(401, 'auth/not-activated')]);
    expect(wrong.answer).toMatchObject({ status: 401, body: { error: { '': ['auth/not-activated'] }, initialValue: { username: 'buyer' } } });
  });
});
