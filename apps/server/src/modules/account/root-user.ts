import { randomInt } from 'node:crypto';
import { Limits, Role } from '@verdict/shared';
import type { AccountRepository } from './account.repository';
import { hashPassword } from './password';

export interface BootstrapLog {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

export const ROOT_UID = '1';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * First start only: creates the super admin `root` (uid "1", as HOJ seeds it). The password is
 * VERDICT_ROOT_PASSWORD or a random one shown once; there is no fixed default to guess.
 * Returns the generated password (null when none was generated or nothing was created).
 */
export async function ensureRootUser(
  repo: AccountRepository,
  rootPassword: string | null,
  log: BootstrapLog,
): Promise<string | null> {
  if (await repo.hasRoot()) return null;
  if ((await repo.findByUid(ROOT_UID)) || (await repo.usernameTaken('root'))) {
    log.warn('No user has the root role, but uid 1 or the name "root" is taken: no super admin was created.');
    return null;
  }
  const given = rootPassword?.trim() || null;
  if (given && (given.length < Limits.passwordMin || given.length > Limits.passwordMax)) {
    throw new Error(
      `VERDICT_ROOT_PASSWORD must be ${Limits.passwordMin} to ${Limits.passwordMax} characters (the login form accepts no other length)`,
    );
  }
  const password = given ?? Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  await repo.create({
    uid: ROOT_UID,
    username: 'root',
    passwordHash: await hashPassword(password),
    email: null,
    roleId: Role.Root,
  });
  if (given) {
    log.info('Created the super admin "root" with the password from VERDICT_ROOT_PASSWORD.');
    return null;
  }
  const line = '='.repeat(64);
  log.warn(
    [
      '',
      line,
      '  Verdict: first start — super admin account created',
      '    username: root',
      `    password: ${password}`,
      '  This password is shown only once. Log in and change it now.',
      line,
      '',
    ].join('\n'),
  );
  return password;
}
