// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testContext } from '../../../lib/test-context.server.ts';
import { action, headers } from './route.tsx';

const throttled = async () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'auth/too-many-attempts' }), {
    status: 429,
    headers: { 'content-type': 'application/problem+json', 'retry-after': '240' },
  });

const post = (url = 'http://store.test/account/login') =>
  new Request(url, { method: 'POST', body: new URLSearchParams({ username: 'buyer', password: 'guess' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('login action', () => {
  it('answers a throttled sign-in with 429, the translated message and the API Retry-After', async () => {
    const request = post();
    const result = await action({ request, context: await testContext(request, throttled), params: {}, url: new URL('http://store.test/account/login'), pattern: '/account/login' });
    if (!('init' in result)) throw new Error('expected data() with an init');
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({ error: 'errors.auth/too-many-attempts' });
    const actionHeaders = new Headers(result.init?.headers);
    expect(actionHeaders.get('retry-after')).toBe('240');
    const documentHeaders = new Headers(
      typeof headers === 'function' ? headers({ actionHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers({ vary: 'cookie' }), errorHeaders: undefined }) : headers,
    );
    expect(documentHeaders.get('retry-after')).toBe('240');
    expect(documentHeaders.get('vary')).toBe('cookie');
  });
});
