import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the package's default algorithm) at OWASP's
 * parameters: 19 MiB memory, 2 passes, 1 lane. Hashes are self-describing, so stronger
 * parameters later still verify old hashes.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let checks = 0;

/** How many password checks this process has run (tests prove equal work with it). */
export const passwordCheckCount = () => checks;

/** False for a wrong password and for a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  checks += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password that nobody knows: verifying against it when the account
 * does not exist takes as long as a real check, so timing does not tell which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
