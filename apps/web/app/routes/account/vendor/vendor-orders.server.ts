import { subOrderStatuses } from '@store/contracts/order-rules';
import { updateSubOrderStatusBodySchema } from '@store/contracts/orders';
import { type AppLoadContext, data } from 'react-router';
import { ApiError } from '../../../lib/api/client.server.ts';
import { problemKey } from '../../../lib/form-errors.server.ts';
import { withDisplayPhone } from '../../../lib/phone-display.server.ts';

export const SUB_ORDERS_PAGE_SIZE = 20;

export type StatusChangeResult = { id: number; ok: true; status: string } | { id: number; ok: false; error: string };

/** The filter of the URL: a known status or all of them, and a page from 0. */
export function subOrderQuery(url: URL) {
  const wanted = url.searchParams.get('status') ?? '';
  const status = subOrderStatuses.find((known) => known === wanted);
  const page = Math.max(0, Math.trunc(Number(url.searchParams.get('page')) || 0));
  return { status, page, size: SUB_ORDERS_PAGE_SIZE };
}

/** The seller's parts of orders, newest first; a failure shows as a message, not a broken page. */
export async function loadSubOrders(request: Request, context: AppLoadContext) {
  const query = subOrderQuery(new URL(request.url));
  try {
    const { items, total } = await context.api.sellerSubOrders(query);
    return { ...query, status: query.status ?? null, items: items.map(withDisplayPhone), total, error: null };
  } catch (error) {
    return { ...query, status: query.status ?? null, items: [], total: 0, error: problemKey(error, []) };
  }
}

/** Ship, deliver or cancel one sub-order; the API refuses a move its status does not allow (409). */
export async function changeSubOrderStatus(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const body = updateSubOrderStatusBodySchema.safeParse({ status: form.get('status') });
  if (!Number.isInteger(id) || id <= 0 || !body.success) return data<StatusChangeResult>({ id: Number.isInteger(id) ? id : 0, ok: false, error: 'errors.field/invalid' }, { status: 400 });
  try {
    const updated = await context.api.updateSubOrderStatus(id, body.data);
    return data<StatusChangeResult>({ id, ok: true, status: updated.status });
  } catch (error) {
    return data<StatusChangeResult>({ id, ok: false, error: problemKey(error, ['order/invalid-transition', 'resource/not-found']) }, { status: error instanceof ApiError ? error.status : 500 });
  }
}
