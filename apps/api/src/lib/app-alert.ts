import type { FastifyReply } from 'fastify';

/*
 * Spec §7 interceptors: an answer that deserves a success alert says so in two headers, whose
 * names end in `app-alert` and `app-params`: a translation key under `alerts.` and one
 * parameter, URL-encoded. Clients translate the key (the web pages show it top right).
 */
export const APP_ALERT_HEADER = 'x-electromarche-app-alert';
export const APP_PARAMS_HEADER = 'x-electromarche-app-params';

/** Marks the answer with a success alert: `key` (under `alerts.`) and its one parameter. */
export function appAlert(reply: FastifyReply, key: `alerts.${string}`, param?: string): void {
  reply.header(APP_ALERT_HEADER, key);
  if (param !== undefined) reply.header(APP_PARAMS_HEADER, encodeURIComponent(param));
}
