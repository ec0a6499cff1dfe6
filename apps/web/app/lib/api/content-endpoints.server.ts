import { adminContentItemSchema, adminContentSummarySchema, type MarkdownContentBody } from '@store/contracts/admin-content';
import { adminBlockItemSchema, slidePictureSchema } from '@store/contracts/content-blocks';
import type { BlockContentKey, ContentKey, MarkdownContentKey } from '@store/contracts/content-admin-rules';
import type { Language } from '@store/contracts/locale';
import { z } from 'zod';
import type { SendRequest } from './account-endpoints.server.ts';

const CONTENT = '/store/api/v1/admin/content';
const BLOCKS = '/store/api/v1/admin/content-blocks';
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The content store for operators (issue #15 item 5, decision 79); every change answers the item. */
export function contentEndpoints(send: SendRequest) {
  return {
    adminContent: () => send(CONTENT, z.array(adminContentSummarySchema)).then((r) => r.body),
    adminContentItem: (key: MarkdownContentKey) => send(`${CONTENT}/${key}`, adminContentItemSchema).then((r) => r.body),
    saveContentDraft: (key: MarkdownContentKey, locale: Language, body: MarkdownContentBody) => send(`${CONTENT}/${key}/${locale}`, adminContentItemSchema, json('PUT', body)).then((r) => r.body),
    /** `publish` the draft shown, or `restore` an old version as the draft. */
    changeContentVersion: (key: ContentKey, locale: Language, verb: 'publish' | 'restore', versionId: number) =>
      send(`${CONTENT}/${key}/${locale}/${verb}`, adminContentSummarySchema, json('POST', { versionId })).then((r) => r.body),
    adminContentBlock: (key: BlockContentKey) => send(`${BLOCKS}/${key}`, blockItemSchema(key)).then((r) => r.body),
    /** A structured item's new draft; the API checks the body and answers its field codes. */
    saveContentBlock: (key: BlockContentKey, locale: Language, body: unknown) => send(`${BLOCKS}/${key}/${locale}`, blockItemSchema(key), json('PUT', body)).then((r) => r.body),
    slidePictures: () => send(`${BLOCKS}/slide-pictures`, z.array(slidePictureSchema)).then((r) => r.body),
    /** A new slide picture from the operator's file; the API re-encodes it and answers it. */
    addSlidePicture: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return send(`${BLOCKS}/slide-pictures`, slidePictureSchema, { method: 'POST', body: form }).then((r) => r.body);
    },
  };
}

/** A structured item as the page needs it: each body stays JSON, read into form rows by the page. */
export const blockItemSchema = (key: BlockContentKey) => adminBlockItemSchema(key, z.unknown());
