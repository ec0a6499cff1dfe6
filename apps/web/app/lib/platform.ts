/*
 * Spec §2: the footer is hidden only when a stored platform token, once decoded, equals one
 * expected value. A client app embedding the store sends it as a base64 `platform` cookie; the
 * expected value is an administrator's setting (/admin/settings, decision 72).
 */

/** The decoded `platform` cookie, or undefined when there is none or it is not base64. */
export function decodedPlatform(cookieHeader: string | null): string | undefined {
  const match = /(?:^|;\s*)platform=([^;]+)/.exec(cookieHeader ?? '');
  if (!match?.[1]) return undefined;
  try {
    return atob(decodeURIComponent(match[1]));
  } catch {
    return undefined;
  }
}

/** Whether the request's decoded platform token equals the expected value. */
export function platformHidesFooter(cookieHeader: string | null, expected: string): boolean {
  const decoded = decodedPlatform(cookieHeader);
  return decoded !== undefined && decoded === expected;
}
