/** Response options carrying Set-Cookie values; undefined when there are none. */
export function setCookieInit(cookies: readonly string[]): ResponseInit | undefined {
  if (cookies.length === 0) return undefined;
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return { headers };
}
