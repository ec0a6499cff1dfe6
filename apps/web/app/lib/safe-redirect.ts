/**
 * A redirect target from user input, kept on this site: only absolute paths, never
 * `//host` or `/\host` (which browsers treat as another origin).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
