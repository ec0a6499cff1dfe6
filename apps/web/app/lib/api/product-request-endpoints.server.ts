import {
  createdProductRequestSchema,
  ownProductRequestSchema,
  type ProductRequestBody,
  type RequestAnswerBody,
  sellerProductRequestSchema,
} from '@store/contracts/product-requests';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const STORE = '/store/api/v1';

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Product requests (issue #12 item 3), as methods of the typed client; `key` is a guest's proof of ownership. */
export function productRequestEndpoints(send: SendRequest) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  const requestPath = (slug: string, action = '', key?: string | null) => `${STORE}/product-requests/by-slug/${encodeURIComponent(slug)}${action}${key ? `?${new URLSearchParams({ key })}` : ''}`;
  const sellerList = async (which: 'open' | 'answered', page: number, size: number) => {
    const { body: items, headers } = await send(`${STORE}/product-requests/${which}?${new URLSearchParams({ page: String(page), size: String(size) })}`, z.array(sellerProductRequestSchema));
    return { items, total: Number(headers.get('x-total-count') ?? items.length) };
  };
  return {
    createProductRequest: (request: ProductRequestBody) => body(send(`${STORE}/product-requests`, createdProductRequestSchema, json(request))),
    productRequestPicture: (slug: string, key: string | null, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return body(send(requestPath(slug, '/picture', key), ownProductRequestSchema, { method: 'POST', body: form }));
    },
    myProductRequests: () => body(send(`${STORE}/product-requests/mine`, z.array(ownProductRequestSchema))),
    ownProductRequest: (slug: string, key: string | null) => body(send(requestPath(slug, '', key), ownProductRequestSchema)),
    acceptRequestAnswer: (slug: string, key: string | null, answerId: number) => body(send(requestPath(slug, '/accept', key), ownProductRequestSchema, json({ answerId }))),
    closeProductRequest: (slug: string, key: string | null) => body(send(requestPath(slug, '/close', key), ownProductRequestSchema, { method: 'POST' })),
    openProductRequests: (page: number, size: number) => sellerList('open', page, size),
    answeredProductRequests: (page: number, size: number) => sellerList('answered', page, size),
    answerProductRequest: (slug: string, answer: RequestAnswerBody) => body(send(requestPath(slug, '/answers'), sellerProductRequestSchema, json(answer))),
  };
}
