import { DEFAULT_PLATFORM_TOKEN } from '@store/contracts/settings-rules';

/** How long this process reuses the expected platform token before asking the API again. */
export const PLATFORM_TOKEN_CACHE_MS = 30_000;

let kept: { expires: number; value: Promise<string> } | undefined;

/**
 * The value a decoded `platform` cookie must equal to hide the footer: read from the API
 * (`GET settings/platform`) at most every 30 s by this process. While the API cannot say, the
 * default holds and nothing is kept, so the next request asks again.
 */
export function expectedPlatformToken(read: () => Promise<string>, now = Date.now()): Promise<string> {
  if (kept && kept.expires > now) return kept.value;
  const entry = {
    expires: now + PLATFORM_TOKEN_CACHE_MS,
    value: read().catch(() => {
      if (kept === entry) kept = undefined;
      return DEFAULT_PLATFORM_TOKEN;
    }),
  };
  kept = entry;
  return entry.value;
}

/** After an administrator changes the token through this process: the next request reads it afresh. */
export function forgetPlatformToken() {
  kept = undefined;
}
