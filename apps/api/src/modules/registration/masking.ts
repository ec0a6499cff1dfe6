/** `awa.kone@example.com` -> `a***@example.com`: tells the user where to look, not the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `+2250700000002` -> `+225*******02`. */
export function maskPhone(e164: string): string {
  if (e164.length < 8) return '***';
  return `${e164.slice(0, 4)}${'*'.repeat(e164.length - 6)}${e164.slice(-2)}`;
}

export function maskAddress(channel: 'EMAIL' | 'SMS', address: string): string {
  return channel === 'EMAIL' ? maskEmail(address) : maskPhone(address);
}
