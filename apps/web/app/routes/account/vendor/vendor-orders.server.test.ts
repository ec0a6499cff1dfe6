// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, order, problem, submitForm } from '../../../lib/test-context.server.ts';
import { changeSubOrderStatus } from './vendor-orders.server.ts';

/** The parcel as the API answers once it moved to `status`. */
const parcel = (status: string) => ({
  id: 42,
  seller: { slug: 'abidjan-digital', shopName: 'Abidjan Digital', city: 'Abidjan' },
  status,
  lines: [],
  subTotal: 10_000,
  placedAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  shippedAt: '2026-11-23T10:00:00.000Z',
  deliveredAt: null,
  cancelledAt: null,
  orderNumber: 'EM-ABCD1234',
  currency: 'CFA',
  paymentMethod: 'CASH_ON_DELIVERY',
  paymentStatus: 'PENDING',
  shippingOptionCode: 'STANDARD',
  address: order('CASH_ON_DELIVERY').address,
  nextStatuses: ['DELIVERED', 'CANCELLED'],
});

const move = (fields: Record<string, string>, answers: (() => Response)[]) =>
  submitForm(async ({ request, context }) => changeSubOrderStatus(await request.formData(), context), 'http://store.test/account/vendor', fields, answers);

describe('a seller moving a parcel on', () => {
  it('sends the new status for the sub-order of the form and says which one moved', async () => {
    const { answer, calls } = await move({ intent: 'status', id: '42', status: 'SHIPPED' }, [json(200, parcel('SHIPPED'))]);
    expect(calls[0]?.url).toContain('/products/sub-orders/42/status');
    expect(calls[0]?.body).toEqual({ status: 'SHIPPED' });
    expect(answer).toMatchObject({ status: 200, body: { subOrderId: 42, ok: true, status: 'SHIPPED' } });
  });

  it('answers a move the status does not allow with its code and status, for that sub-order', async () => {
    const { answer } = await move({ id: '42', status: 'DELIVERED' }, [problem(409, 'order/invalid-transition')]);
    expect(answer).toMatchObject({ status: 409, body: { subOrderId: 42, error: { '': ['order/invalid-transition'] } } });
  });

  it('refuses an unknown status or id without calling the API', async () => {
    const { answer, calls } = await move({ id: '42', status: 'PAID' }, []);
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ status: 400, body: { subOrderId: 42, error: { status: [expect.any(String)] } } });
    expect((await move({ id: 'x', status: 'SHIPPED' }, [])).answer).toMatchObject({ status: 400, body: { subOrderId: 0 } });
  });
});
