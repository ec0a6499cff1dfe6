/** Postgres (and PGlite) report a unique index conflict as SQLSTATE 23505, sometimes wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
