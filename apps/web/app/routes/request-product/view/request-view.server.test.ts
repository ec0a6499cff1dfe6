// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeApi, json, problem, productRequestSummary, routeArgs, submitForm } from '../../../lib/test-context.server.ts';
import { loadRequestView, requestViewAction } from './request-view.server.ts';

const key = 'k'.repeat(32);
const view = {
  ...productRequestSummary,
  answers: [],
  acceptedAnswerId: null,
};

async function load(url: string, answers: (() => Response)[]) {
  const { apiFetch, calls } = fakeApi(answers);
  const args = await routeArgs(new Request(url), apiFetch);
  try {
    return { result: await loadRequestView(args.request, args.context, 'iphone-13-a1b2c3'), calls };
  } catch (thrown) {
    return { result: thrown, calls };
  }
}

describe('the requester’s page of a request', () => {
  it('asks the API with the guest’s key, and keeps it for the page’s forms', async () => {
    const { result, calls } = await load(`http://store.test/request-product/iphone-13-a1b2c3?key=${key}&posted=1`, [json(200, view)]);
    expect(calls[0]?.url).toContain(`/product-requests/by-slug/iphone-13-a1b2c3?key=${key}`);
    expect(result).toMatchObject({ posted: true, guestLink: `/request-product/iphone-13-a1b2c3?key=${key}` });
  });

  it('sends a visitor without the key to sign in: the request may be theirs once signed in', async () => {
    const { result } = await load('http://store.test/request-product/iphone-13-a1b2c3', [problem(403, 'request/not-yours')]);
    expect(result instanceof Response && result.headers.get('location')).toBe('/account/login');
    const unknown = await load('http://store.test/request-product/iphone-13-a1b2c3', [problem(404, 'resource/not-found')]);
    expect(unknown.result instanceof Response && unknown.result.headers.get('location')).toBe('/404');
  });

  it('accepts an answer with the key, then shows the page again with it', async () => {
    const { answer, calls } = await submitForm(
      ({ request, context }) => requestViewAction(request, context, 'iphone-13-a1b2c3'),
      `http://store.test/request-product/iphone-13-a1b2c3?key=${key}`,
      { intent: 'accept', answerId: '7' },
      [json(200, { ...view, status: 'ACCEPTED', state: 'ACCEPTED', acceptedAnswerId: 7 })],
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { answerId: 7 } });
    expect(calls[0]?.url).toContain(`/accept?key=${key}`);
    expect(answer instanceof Response && answer.headers.get('location')).toBe(`/request-product/iphone-13-a1b2c3?key=${key}&done=accept`);
  });

  it('shows a refusal of the API above the page, with its status', async () => {
    const { answer } = await submitForm(
      ({ request, context }) => requestViewAction(request, context, 'iphone-13-a1b2c3'),
      `http://store.test/request-product/iphone-13-a1b2c3?key=${key}`,
      { intent: 'close' },
      [problem(409, 'request/closed')],
    );
    expect(answer).toMatchObject({ status: 409, body: { error: { '': ['request/closed'] } } });
  });
});
