import type { Order } from '@store/contracts/orders';
import { ApiError, type ApiClient } from './api/client.server.ts';
import { recentOrders, rememberedContact } from './recent-orders.server.ts';

export type FoundOrder = { order: Order; error?: undefined } | { order?: undefined; error?: string };

const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);

/**
 * An order this browser may read without typing anything: a signed-in buyer's own, or one whose
 * number and contact the page server remembers. Throttling is reported; a miss is just nothing.
 */
export async function findOrder(api: ApiClient, request: Request, number: string, signedIn: boolean): Promise<FoundOrder> {
  try {
    if (signedIn) {
      const own = await api.myOrder(number).catch((error: unknown) => (notFound(error) ? undefined : Promise.reject(error)));
      if (own) return { order: own };
    }
    const contact = await rememberedContact(request, number);
    if (!contact) return {};
    return { order: await api.trackOrder({ number, contact }) };
  } catch (error) {
    if (notFound(error)) return {};
    if (error instanceof ApiError && error.code === 'request/too-many') return { error: 'errors.request/too-many' };
    if (error instanceof ApiError && error.status === 401) return {};
    return { error: 'errors.server/internal' };
  }
}

/** The buyer's latest order: the newest this browser remembers, else the account's newest. */
export async function latestOrder(api: ApiClient, request: Request, signedIn: boolean): Promise<FoundOrder> {
  const newest = (await recentOrders(request))[0];
  if (newest) return findOrder(api, request, newest.number, signedIn);
  if (!signedIn) return {};
  const mine = await api.myOrders(0, 1).catch(() => undefined);
  const number = mine?.items[0]?.number;
  return number ? findOrder(api, request, number, signedIn) : {};
}
