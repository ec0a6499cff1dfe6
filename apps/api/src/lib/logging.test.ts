import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorForLog, loggerOptions, urlForLog } from './logging.ts';

/** A PostgreSQL unique violation as node-postgres reports it: the row's values sit in `detail`. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(awa.kone@example.com) already exists.',
    where: 'SQL statement',
  });
}

const failedInsert = () =>
  new DrizzleQueryError('insert into "accounts" ("firstname", "email", "phone_number") values ($1, $2, $3)', ['Awa', 'awa.kone@example.com', '+2250711223344'], uniqueViolation());

describe('errorForLog', () => {
  it('keeps the query text and SQLSTATE of a failed query, never its values or the row', () => {
    const logged = JSON.stringify(errorForLog(failedInsert()));
    expect(logged).toContain('insert into \\"accounts\\"');
    expect(logged).toContain('23505');
    for (const personal of ['Awa', 'awa.kone@example.com', '+2250711223344', '2250711223344']) expect(logged).not.toContain(personal);
  });

  it('reads plain errors and non-errors without throwing', () => {
    expect(errorForLog(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(errorForLog('a string with awa@example.com')).toEqual({ type: 'string', message: '[redacted]', stack: '' });
  });
});

describe('urlForLog', () => {
  it('replaces contact details and keys in the query string, keeps the rest', () => {
    expect(urlForLog('/store/api/v1/products/order/tracking?number=EM-ABCD2345&contact=%2B2250711223344')).toBe(
      '/store/api/v1/products/order/tracking?number=EM-ABCD2345&contact=%5Bredacted%5D',
    );
    expect(urlForLog('/store/api/v1/account/activate?key=1234567890')).toBe('/store/api/v1/account/activate?key=%5Bredacted%5D');
    expect(urlForLog('/store/api/v1/products/search?q=samsung&size=9')).toBe('/store/api/v1/products/search?q=samsung&size=9');
    expect(urlForLog('/store/api/v1/health')).toBe('/store/api/v1/health');
  });
});

describe('the server log', () => {
  it('writes a failed query of a request without the personal data it carried', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } } });
    app.get('/fails', async (request) => {
      request.log.error({ err: failedInsert() }, 'unhandled error');
      return { ok: false };
    });
    await app.inject({ url: '/fails?contact=awa.kone@example.com' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505');
    for (const personal of ['Awa', 'awa.kone', '2250711223344']) expect(log).not.toContain(personal);
  });
});
