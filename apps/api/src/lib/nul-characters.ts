import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './http-problem.ts';

/** How deep a JSON body is searched; deeper bodies are refused by their schemas anyway. */
const MAX_DEPTH = 32;

/** True when a string anywhere in the value (keys included) holds U+0000. */
export function holdsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNulCharacter(item, depth + 1));
}

export const nulCharacterProblem = (where: string) =>
  new HttpProblem('request/invalid', `The ${where} holds a NUL character (U+0000), which no field accepts.`);

/**
 * PostgreSQL cannot store U+0000 in text and no honest client sends it, so it is refused once,
 * before any route reads the request: path, query, headers and JSON body. Multipart fields are
 * checked where they are read (lib/uploads.ts).
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { path: request.params, query: request.query, headers: request.headers, body: request.body };
    for (const [where, value] of Object.entries(parts)) {
      if (holdsNulCharacter(value)) throw nulCharacterProblem(where);
    }
  });
}
