import { randomUUID } from 'node:crypto';
import { Role, type RoleId } from '@verdict/shared';
import type { Core } from '../core';
import { usernameColumns } from '../modules/account/account.repository';
import { hashPassword } from '../modules/account/password';

export interface SeededUser {
  uid: string;
  username: string;
  password: string;
  email: string;
  roleId: RoleId;
  /** A live token, as /api/login would hand out. */
  token: string;
}

let counter = 0;

/** Inserts a user with a role straight into the database and mints a token for it. */
export async function seedUser(
  core: Core,
  opts: { username?: string; password?: string; roleId?: RoleId; email?: string } = {},
): Promise<SeededUser> {
  counter++;
  const username = opts.username ?? `user${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = opts.password ?? 'secret123';
  const email = opts.email ?? `${username}@example.test`;
  const roleId = opts.roleId ?? Role.DefaultUser;
  const uid = randomUUID().replace(/-/g, '');
  const now = Date.now();
  const { db } = core.database;
  await db
    .insertInto('userInfo')
    .values({
      uuid: uid,
      ...usernameColumns(username),
      password: await hashPassword(password),
      email,
      gender: 'secrecy',
      status: 0,
      gmtCreate: now,
      gmtModified: now,
    })
    .execute();
  await db.insertInto('userRole').values({ uid, roleId, gmtCreate: now }).execute();
  const token = await core.tokens.issue(uid);
  return { uid, username, password, email, roleId, token };
}
