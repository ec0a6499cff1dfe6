import Fastify from 'fastify';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache.ts';
import { isBuyerAgent, productViewCounter } from './product-views.ts';
import { reactRouterPages } from './react-router-handler.ts';
import { testBuild, testServerValues } from './test-build.ts';
import { sessionCookie } from '../app/lib/session.server.ts';

const phone = 'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const settle = () => new Promise((resolve) => setImmediate(resolve));

function counter(now = () => new Date('2026-11-24T10:00:00Z')) {
  const recorded: string[] = [];
  const errors: unknown[] = [];
  const count = productViewCounter({ record: async (slug) => void recorded.push(slug), onError: (error) => errors.push(error), now });
  return { count, recorded, errors };
}

describe('the page server’s product view counter', () => {
  it('tells buyers’ browsers from robots and link previews', () => {
    expect(isBuyerAgent(phone)).toBe(true);
    for (const robot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'WhatsApp/2.23.20.0', 'facebookexternalhit/1.1', 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/130.0', 'TelegramBot (like TwitterBot)', '']) {
      expect(isBuyerAgent(robot), robot).toBe(false);
    }
    expect(isBuyerAgent(null)).toBe(false);
  });

  it('counts a visitor once a day per product, after the answer, and again the next day', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const { count, recorded } = counter(() => now);
    count({ productSlug: 'tecno-spark', visitor: 'guest 10.0.0.1 phone', userAgent: phone });
    expect(recorded).toEqual([]);
    await settle();
    expect(recorded).toEqual(['tecno-spark']);
    count({ productSlug: 'tecno-spark', visitor: 'guest 10.0.0.1 phone', userAgent: phone });
    count({ productSlug: 'itel-a70', visitor: 'guest 10.0.0.1 phone', userAgent: phone });
    count({ productSlug: 'tecno-spark', visitor: 'guest 10.0.0.2 phone', userAgent: phone });
    count({ productSlug: 'tecno-spark', visitor: 'guest 10.0.0.3 bot', userAgent: 'Googlebot/2.1' });
    await settle();
    expect(recorded).toEqual(['tecno-spark', 'itel-a70', 'tecno-spark']);
    now = new Date('2026-11-25T00:00:01Z');
    count({ productSlug: 'tecno-spark', visitor: 'guest 10.0.0.1 phone', userAgent: phone });
    await settle();
    expect(recorded).toHaveLength(4);
  });

  it('only logs a write that failed', async () => {
    const onError = vi.fn();
    const count = productViewCounter({ record: () => Promise.reject(new Error('database away')), onError });
    expect(() => count({ productSlug: 'tecno-spark', visitor: 'guest', userAgent: phone })).not.toThrow();
    await settle();
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

const productRoute = {
  product: {
    id: 'product',
    parentId: 'root',
    path: 'product/:slug',
    module: {
      default: () => null,
      loader: ({ context, params }: LoaderFunctionArgs) => {
        context.productViewed({ productSlug: params.slug ?? '', sellerSlug: 'abidjan-digital' });
        return null;
      },
    },
  },
};

/** The page bridge with a product route whose loader reports its view, as the product page does; the API answers who is signed in. */
async function productPages(signedInAs?: string) {
  const recorded: string[] = [];
  const countProductView = productViewCounter({ record: async (slug) => void recorded.push(slug), onError: () => {} });
  const build = testBuild(() => new Response('<p>Tecno Spark</p>', { status: 200, headers: { 'content-type': 'text/html' } }), productRoute);
  const pageCache = new PageCache(60_000);
  const apiFetch = async () => Response.json({ login: signedInAs, slug: signedInAs, authorities: ['ROLE_USER'], accountType: 'PROFESSIONAL', account: { firstname: 'A', lastname: 'B' }, email: null, phoneNumber: null, langKey: 'fr', currency: 'CFA' });
  const app = Fastify();
  await app.register(reactRouterPages, { build, mode: 'production', server: { ...testServerValues, apiFetch, countProductView }, pageCache });
  return { app, recorded, pageCache };
}

describe('product views through the page server', () => {
  it('are counted when the page is rendered and again on each hit of the page cache, once per visitor', async () => {
    const { app, recorded, pageCache } = await productPages();
    const visit = (remoteAddress: string) => app.inject({ url: '/product/tecno-spark', headers: { 'user-agent': phone }, remoteAddress });
    try {
      expect((await visit('10.0.0.1')).headers['x-page-cache']).toBe('miss');
      await vi.waitFor(() => expect(pageCache.size).toBe(1));
      const hit = await visit('10.0.0.2');
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect((await visit('10.0.0.2')).headers['x-page-cache']).toBe('hit');
      await settle();
      expect(recorded).toEqual(['tecno-spark', 'tecno-spark']);
    } finally {
      await app.close();
    }
  });

  it('are not counted when the product’s own seller reads its page, signed in; a signed-in buyer’s are', async () => {
    const cookie = (await sessionCookie.serialize('token-of-the-test')).split(';')[0] ?? '';
    for (const [reader, expected] of [
      ['abidjan-digital', []],
      ['mariam-diallo', ['tecno-spark']],
    ] as const) {
      const { app, recorded } = await productPages(reader);
      try {
        const page = await app.inject({ url: '/product/tecno-spark', headers: { 'user-agent': phone, cookie } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['x-page-cache']).toBeUndefined();
        await settle();
        await settle();
        expect(recorded).toEqual(expected);
      } finally {
        await app.close();
      }
    }
  });
});
