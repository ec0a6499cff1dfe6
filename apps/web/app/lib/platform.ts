/** Value of the decoded platform token for which the store hides its footer (spec §2). */
const FOOTER_HIDDEN_PLATFORM = 'electromarche-app';

/** A client app embedding the store identifies itself with a base64 `platform` cookie. */
export function platformHidesFooter(cookieHeader: string | null): boolean {
  const match = /(?:^|;\s*)platform=([^;]+)/.exec(cookieHeader ?? '');
  if (!match?.[1]) return false;
  try {
    return atob(decodeURIComponent(match[1])) === FOOTER_HIDDEN_PLATFORM;
  } catch {
    return false;
  }
}
