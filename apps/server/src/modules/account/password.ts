import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { type PasswordHashCost, passwordHashCost } from '../../config';
import { passwordGate } from './password-gate';

/** argon2id parameters per cost: `production` as OWASP advises; `test` only for the test suites (config.ts). */
export const ARGON2ID_COST: Record<PasswordHashCost, { memoryCost: number; timeCost: number }> = {
  production: { memoryCost: 19456, timeCost: 2 },
  test: { memoryCost: 1024, timeCost: 1 },
};

/** argon2id for every password we store. */
export const hashPassword = (plain: string, cost: PasswordHashCost = passwordHashCost()) => {
  const params = { algorithm: 2 /* Argon2id */, ...ARGON2ID_COST[cost], parallelism: 1 } as const;
  return passwordGate.run(() => hash(plain, params));
};

export interface PasswordCheck {
  ok: boolean;
  /** Set when the stored hash is a legacy HOJ MD5 that should be replaced by this argon2id hash. */
  upgradedHash?: string;
}

/**
 * Checks a password against an argon2id hash, or against the lowercase hex MD5 that migrated
 * HOJ accounts carry; an MD5 match is accepted once and answered with its replacement hash.
 */
export async function checkPassword(plain: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('$argon2')) {
    return { ok: await passwordGate.run(() => verify(stored, plain)).catch(() => false) };
  }
  if (/^[0-9a-f]{32}$/.test(stored)) {
    const md5 = createHash('md5').update(plain, 'utf8').digest();
    const ok = timingSafeEqual(md5, Buffer.from(stored, 'hex'));
    return ok ? { ok, upgradedHash: await hashPassword(plain) } : { ok };
  }
  return { ok: false };
}

/** One dummy hash per cost, so it costs what the stored hashes of this process cost. */
const dummyHashes: Partial<Record<PasswordHashCost, Promise<string>>> = {};

/**
 * Spends the time of an argon2id check for a login whose username does not exist, so the
 * answer's timing does not tell which names have accounts.
 */
export async function checkAgainstNothing(plain: string): Promise<PasswordCheck> {
  const cost = passwordHashCost();
  const dummyHash = (dummyHashes[cost] ??= hashPassword(randomBytes(16).toString('hex'), cost));
  const dummy = await dummyHash;
  await passwordGate.run(() => verify(dummy, plain)).catch(() => false);
  return { ok: false };
}
