import { problemSchema } from '@store/contracts/problem';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, STORE, tokenOf } from './test-support/http.ts';
import { createTestApi, type TestApi } from './test-support/test-api.ts';

/*
 * Every operation of the OpenAPI document, called with generated input: values of the declared
 * shape, of the wrong shape, and strings no honest client sends (NUL, lone surrogates, huge
 * numbers, path tricks). Whatever comes in, the answer is never a 5xx, and every 4xx is a
 * problem+json body a client can read. Bounded: RUNS_PER_OPERATION requests per operation.
 */

const RUNS_PER_OPERATION = 25;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
}

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '%00',
  '\uD800',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'null',
  '{}',
  '\r\nX-Injected: 1',
  'é'.repeat(3000),
  '/\t/evil.example',
];

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
);
const anyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, -1e20, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.oneof(anyString, anyNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));

/** Values of the schema's shape most of the time, anything at all some of the time. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const shaped = shapedValueOf(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueOf(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'email' ? fc.oneof(fc.emailAddress(), anyString) : anyString;
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) }), anyNumber);
    case 'number':
      return anyNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueOf(property, depth + 1)]));
      return fc.record(properties, { requiredKeys: [] });
    }
    default:
      return anyJson;
  }
}

/** A path segment as a client may send it; a lone surrogate goes as the invalid UTF-8 it would be. */
function pathSegment(value: string) {
  try {
    return encodeURIComponent(value) || '%20';
  } catch {
    return '%ED%A0%80';
  }
}

/** A path, query or header value: a string as it travels in a URL. */
const textOf = (schema: JsonSchema | undefined) => valueOf(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''));

function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: content?.schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}

let api: TestApi;
let operations: Operation[];
const credentials: Record<string, string>[] = [{}];
let requestCount = 0;

beforeAll(async () => {
  api = await createTestApi();
  const document = (await api.app.inject({ url: `${STORE}/docs/json` })).json();
  operations = operationsOf(document);
  // Fresh tokens of each role; operations that sign out or change passwords may revoke them,
  // which only turns later calls into the guest's 401, never into a 5xx.
  for (const [login, password] of [
    ['buyer', 'Buyer2026!'],
    ['seller', 'Seller2026!'],
    ['admin', 'Admin2026!'],
  ] as const) {
    credentials.push(bearer(await tokenOf(api, login, password)));
  }
}, 120_000);
afterAll(async () => {
  console.info(`fuzzed ${requestCount} requests over ${operations.length} operations (${api.database.kind})`);
  await api.close();
});

function expectClientReadable(operation: Operation, response: LightMyRequestResponse) {
  const label = `${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toContain('application/problem+json');
    expect(problemSchema.safeParse(response.json()).success, label).toBe(true);
  }
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('is described by a document with many operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('never answers 5xx, and answers every 4xx with a problem', async () => {
    for (const operation of operations) {
      const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
      const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
      const request = fc.record({
        path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, textOf(parameter.schema)]))),
        query: fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, textOf(parameter.schema)])), { requiredKeys: [] }),
        headers: fc.record(Object.fromEntries(headerParameters.map((parameter) => [parameter.name.toLowerCase(), textOf(parameter.schema)])), {
          requiredKeys: [],
        }),
        body: operation.body?.contentType === 'application/json' ? valueOf(operation.body.schema) : fc.oneof(anyString, fc.constant('--x\r\n\r\n')),
        credential: fc.nat(credentials.length - 1),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          requestCount++;
          let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(String(input.path[name] ?? '')));
          const query = new URLSearchParams(input.query as Record<string, string>).toString();
          if (query) url += `?${query}`;
          const headers: Record<string, string> = { ...credentials[input.credential] };
          for (const [name, value] of Object.entries(input.headers)) {
            // Node refuses such header values before any route runs; the API never sees them.
            if (/^[\t\x20-\x7e\x80-\xff]*$/.test(String(value))) headers[name] = String(value);
          }
          if (url.startsWith('/content/api')) headers.authorization = `Bearer ${api.config.CONTENT_API_TOKEN}`;
          const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          if (hasBody) headers['content-type'] = operation.body?.contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : 'application/json';
          const response = await api.app.inject({
            method: operation.method as 'GET',
            url,
            headers,
            payload: hasBody ? (operation.body?.contentType === 'application/json' ? JSON.stringify(input.body) ?? 'null' : String(input.body)) : undefined,
            remoteAddress: freshIp(),
          });
          expectClientReadable(operation, response);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 300_000);
});
