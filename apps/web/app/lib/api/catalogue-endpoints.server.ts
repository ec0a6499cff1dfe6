import { adminCategorySchema } from '@store/contracts/admin-catalogue';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const CATALOGUE = '/store/api/v1/admin/catalogue';
const tree = z.array(adminCategorySchema);

/** The catalogue's structure for operators (issue #15 item 4, decisions 76 and 77); every change answers the new tree. */
export function catalogueEndpoints(send: SendRequest) {
  return {
    adminCatalogue: () => send(CATALOGUE, tree).then((r) => r.body),
    /** `path` under admin/catalogue (`/categories/3`...), with a JSON body for POST and PUT. */
    changeCatalogue: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      send(`${CATALOGUE}${path}`, tree, body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).then((r) => r.body),
  };
}
