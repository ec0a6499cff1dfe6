import type { Language } from '@store/contracts/locale';
import { visualMatchSchema } from '@store/contracts/vision-schemas';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const VISION = '/vision/api/v1';

/** Search by photo (issue #16): the products that look like a picture, and those like a product. */
export function visionEndpoints(send: SendRequest, language: Language) {
  const body = <T>(promise: Promise<{ body: T }>) => promise.then((r) => r.body);
  return {
    /** The products whose pictures look most like this one, best first; `category` a category's or sub-category's slug. */
    visualSearch: (file: Blob, fileName: string, fields: { category?: string | undefined; size?: number }) => {
      const form = new FormData();
      if (fields.category) form.append('category', fields.category);
      if (fields.size !== undefined) form.append('size', String(fields.size));
      form.append('lang', language);
      form.append('file', file, fileName);
      return body(send(`${VISION}/search`, z.array(visualMatchSchema), { method: 'POST', body: form }));
    },
    /** Products that look like this one (itself left out); may be empty. */
    visuallySimilar: (slug: string, size: number) =>
      body(send(`${VISION}/similar/${encodeURIComponent(slug)}?${new URLSearchParams({ size: String(size), lang: language })}`, z.array(visualMatchSchema))),
  };
}
