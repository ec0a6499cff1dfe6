import { safeRedirectPath } from '@store/contracts/redirect';

/**
 * A redirect target from user input, kept on this site (the rule, and the list of what it
 * refuses, is `isSafeRedirectPath` in contracts, shared with the API). The fallback is checked
 * too: it may come from a cookie, and an unsendable Location would be a 500.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return safeRedirectPath(target, safeRedirectPath(fallback));
}
