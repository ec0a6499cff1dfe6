import type { TestApi } from './test-api.ts';

/**
 * Approves a payment on the sandbox's approval page as the payer would, and returns what the
 * provider sends them back with: the return page's path, `PayerID` and `paymentId`.
 */
export async function approveInSandbox(api: TestApi, approvalUrl: string) {
  const token = new URL(approvalUrl, 'http://x').searchParams.get('token') ?? '';
  const approved = await api.app.inject({
    method: 'POST',
    url: '/sandbox/paypal/checkout',
    payload: new URLSearchParams({ token, decision: 'approve', locale: 'en' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const back = new URL(approved.headers.location ?? '');
  return { status: approved.statusCode, returnPath: back.pathname, payerID: back.searchParams.get('PayerID') ?? '', paymentId: back.searchParams.get('paymentId') ?? '' };
}
