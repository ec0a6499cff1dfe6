import { LOGIN_PATTERN } from '@store/contracts/account';

/** Lower-case ASCII words joined by dashes: `Boutique Élégance 2` -> `boutique-elegance-2`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** A login base when none was chosen: the email's name, the shop, the person, else `user`. */
export function loginBase(input: { email?: string; shopName?: string; firstname?: string; lastname?: string }): string {
  const candidates = [input.email?.split('@')[0]?.replace(/[^a-z0-9._-]/gi, '-'), input.shopName, `${input.firstname ?? ''} ${input.lastname ?? ''}`];
  for (const candidate of candidates) {
    const base = candidate ? slugify(candidate) : '';
    if (LOGIN_PATTERN.test(base)) return base;
  }
  return 'user';
}

/** `base`, then `base-2`, `base-3`... the first one `taken` does not hold. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
