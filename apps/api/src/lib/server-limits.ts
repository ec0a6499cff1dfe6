import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config.ts';

/** A JSON body or form: 1 MiB (pictures are multipart and have their own limit). */
export const BODY_LIMIT_BYTES = 1_048_576;
/** A connection on which nothing moves for this long is closed. */
const IDLE_CONNECTION_MS = 60_000;

/**
 * Fastify factory options shared by every listening server of the store (the one-process store
 * and the API alone): what a client may send, and how slowly. Fastify's own defaults wait
 * forever for a request that trickles in, so a few slow clients could hold every socket.
 */
export function serverLimits(config: Pick<AppConfig, 'REQUEST_TIMEOUT_SECONDS'>) {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    /** The whole request (headers and body) must arrive within this time, else 408. */
    requestTimeout,
    // Node 20 reads the deadline when the server is created: Fastify's own option, set on the
    // server afterwards, alone lets a trickling body through (a test proves it).
    http: { requestTimeout },
    connectionTimeout: IDLE_CONNECTION_MS,
    // Unique across restarts and processes: the audit log and the logs name requests by it.
    genReqId: () => randomUUID(),
  };
}
