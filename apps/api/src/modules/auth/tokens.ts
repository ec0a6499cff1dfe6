import { authoritySchema } from '@store/contracts/account';
import type { Authority } from '@store/contracts/roles';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_ISSUER = 'electromarche';
export const TOKEN_AUDIENCE = 'electromarche-store';
/** Only this algorithm is accepted: `alg: none` and key-confusion tricks are refused. */
const ALGORITHM = 'HS256';
export const SESSION_TTL_SECONDS = 60 * 60 * 24;
export const REMEMBER_ME_TTL_SECONDS = 60 * 60 * 24 * 30;

export interface TokenSubject {
  id: number;
  login: string;
  authorities: Authority[];
  /** The server-side session (`account_sessions.id`) the token belongs to: the `sid` claim. */
  sessionId: string;
}

const claimsSchema = z.object({ sub: z.string().regex(/^\d+$/), login: z.string(), auth: z.array(authoritySchema), sid: z.string().min(1).max(100) });

export function tokenKey(secret: string) {
  return new TextEncoder().encode(secret);
}

export const tokenTtlSeconds = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS);

export async function issueToken(key: Uint8Array, subject: TokenSubject, rememberMe: boolean) {
  const ttl = tokenTtlSeconds(rememberMe);
  const token = await new SignJWT({ login: subject.login, auth: subject.authorities, sid: subject.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key);
  return { token, expiresIn: ttl };
}

/**
 * The subject of a valid token; undefined for anything expired, tampered, foreign or without
 * a session. The session itself is checked against the database by the auth hook.
 */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, requiredClaims: ['exp', 'sub'] });
    const claims = claimsSchema.parse(payload);
    return { id: Number(claims.sub), login: claims.login, authorities: claims.auth, sessionId: claims.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof z.ZodError) return undefined;
    throw error;
  }
}
