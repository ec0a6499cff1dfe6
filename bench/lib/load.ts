/**
 * A bounded HTTP load against the local store (127.0.0.1 only), with autocannon: a few
 * connections for a fixed time or a fixed number of requests, headers like a phone's browser.
 */
import autocannon from 'autocannon';
import { percentile } from './store-process.ts';

export const browserHeaders = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

export interface LoadOptions {
  origin: string;
  /** Paths requested in turn by every connection. */
  paths: string[];
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  amount?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  /** Mean bytes a response took on the wire (headers and compressed body). */
  bytesPerResponse: number;
  seconds: number;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (new URL(options.origin).hostname !== '127.0.0.1') throw new Error('the load generator only targets 127.0.0.1');
  const times: number[] = [];
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.duration ?? 10,
        amount: options.amount,
        headers: browserHeaders,
        requests: options.paths.map((path) => ({ method: 'GET', path })),
        timeout: 30,
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          requestsPerSecond: times.length / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          responses: times.length,
          non2xx: result.non2xx,
          errors: result.errors,
          bytesPerResponse: times.length ? bytes / times.length : 0,
          seconds: result.duration,
        });
      },
    );
    instance.on('response', (_client, _status, responseBytes, responseTime) => {
      times.push(responseTime);
      bytes += responseBytes;
    });
  });
}
