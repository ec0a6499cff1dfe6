import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended memory/time cost (19 MiB, 2 passes). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
