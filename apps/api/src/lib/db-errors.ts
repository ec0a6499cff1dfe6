/** The SQLSTATE of a database error, looked up through Drizzle's wrapping (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Postgres (and PGlite) report a unique index conflict as SQLSTATE 23505, sometimes wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take (a number out of range,
 * text it cannot encode, a malformed date). Schemas should stop such values first; when one gets
 * through, it is still the request's fault, not the server's.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
