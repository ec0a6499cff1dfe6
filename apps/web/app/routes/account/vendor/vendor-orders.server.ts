import { subOrderStatuses } from '@store/contracts/order-rules';
import { idParamSchema } from '@store/contracts/catalog';
import { updateSubOrderStatusFormSchema } from '@store/contracts/orders';
import { type AppLoadContext, data } from 'react-router';
import { failedForm, failureOf, invalidForm, readForm } from '../../../lib/forms.server.ts';
import { withDisplayPhone } from '../../../lib/phone-display.server.ts';

export const SUB_ORDERS_PAGE_SIZE = 20;

/** The filter of the URL: a known status or all of them, and a page from 0. */
export function subOrderQuery(url: URL) {
  const wanted = url.searchParams.get('status') ?? '';
  const status = subOrderStatuses.find((known) => known === wanted);
  const page = Math.max(0, Math.trunc(Number(url.searchParams.get('page')) || 0));
  return { status, page, size: SUB_ORDERS_PAGE_SIZE };
}

/** The seller's parts of orders, newest first; a failure shows as a message (its problem code), not a broken page. */
export async function loadSubOrders(request: Request, context: AppLoadContext) {
  const query = subOrderQuery(new URL(request.url));
  try {
    const { items, total } = await context.api.sellerSubOrders(query);
    return { ...query, status: query.status ?? null, items: items.map(withDisplayPhone), total, error: null };
  } catch (error) {
    return { ...query, status: query.status ?? null, items: [], total: 0, error: failureOf(error).code };
  }
}

/**
 * Ship, deliver or cancel one sub-order; the API refuses a move its status does not allow
 * (409). The answer names the sub-order (`subOrderId`), so its card shows it.
 */
export async function changeSubOrderStatus(form: FormData, context: AppLoadContext) {
  const submission = readForm(form, updateSubOrderStatusFormSchema);
  const extra = { subOrderId: idParamSchema.catch(0).parse(submission.payload.id) };
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  const { id, ...body } = submission.value;
  try {
    const updated = await context.api.updateSubOrderStatus(id, body);
    return data({ subOrderId: id, ok: true as const, status: updated.status });
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
}
