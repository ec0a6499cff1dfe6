import { type ProductBody, type ProductUpdateBody, sellerProductRowSchema, sellerProductSchema, shopStatsSchema } from '@store/contracts/seller-products';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** A seller's own products and their pictures (spec §7 Products), as methods of the typed client. */
export function sellerProductEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  const slugPath = (slug: string) => encodeURIComponent(slug);
  return {
    ownProducts: async (query: { page: number; size: number; status?: 'all' | 'published' | 'draft' }) => {
      const params = new URLSearchParams({ page: String(query.page), size: String(query.size), status: query.status ?? 'all' });
      const { body: items, headers } = await send(`${STORE}/products/of-user?${params}`, z.array(sellerProductRowSchema));
      return { items, total: Number(headers.get('x-total-count') ?? items.length) };
    },
    /** The shop's figures per UTC day over the last `days` days, oldest first, with their totals. */
    shopStats: (days: number) => body(send(`${STORE}/products/of-user/stats?days=${days}`, shopStatsSchema)),
    ownProduct: (slug: string) => body(send(`${STORE}/products/of-user/by-slug/${slugPath(slug)}`, sellerProductSchema)),
    createProduct: (product: ProductBody) => body(send(`${STORE}/products`, sellerProductSchema, json('POST', product))),
    updateProduct: (product: ProductUpdateBody) => body(send(`${STORE}/products`, sellerProductSchema, json('PUT', product))),
    promoteProduct: (slug: string) => body(send(`${STORE}/products/by-slug/${slugPath(slug)}/promotion`, sellerProductSchema, { method: 'POST' })),
    stopPromotion: (slug: string) => body(send(`${STORE}/products/by-slug/${slugPath(slug)}/promotion`, sellerProductSchema, { method: 'DELETE' })),
    withdrawProduct: (slug: string) => body(send(`${STORE}/products/by-slug/${slugPath(slug)}`, z.null(), { method: 'DELETE' })),
    addProductPicture: (slug: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return body(send(`${STORE}/products/file/by-slug/${slugPath(slug)}`, sellerProductSchema, { method: 'POST', body: form }));
    },
    deleteProductPicture: (id: number) => body(send(`${STORE}/products/file/${id}`, sellerProductSchema, { method: 'DELETE' })),
    orderProductPictures: (slug: string, imageIds: number[]) => body(send(`${STORE}/products/file/order/by-slug/${slugPath(slug)}`, sellerProductSchema, json('PUT', { imageIds }))),
  };
}
