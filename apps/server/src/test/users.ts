import { expect } from 'vitest';
import { insertBatchUser, login } from '@verdict/shared';
import type { TestApp } from './test-app';

/** An account made through POST /api/admin/user/insert-batch-user. */
export interface BatchUser {
  uid: string;
  username: string;
  password: string;
  email: string | null;
}

/** Rows of the contract's shape: [username, password, email?, realname?, gender?, nickname?, school?]. */
export type BatchRow = Array<string | number | null>;

/**
 * Creates accounts the way an administrator does, through the real endpoint (rules, hashing,
 * one transaction), and answers them with their uids. `adminToken` must have user_admin (root).
 */
export async function insertBatchUsers(
  t: Pick<TestApp, 'call' | 'core'>,
  adminToken: string,
  rows: BatchRow[],
): Promise<BatchUser[]> {
  const res = await t.call(insertBatchUser, { token: adminToken, body: { users: rows } });
  expect([res.http, res.status, res.msg]).toEqual([200, 200, expect.any(String)]);
  const names = rows.map((r) => String(r[0]).trim());
  const found = await t.core.database.db
    .selectFrom('userInfo')
    .select(['uuid', 'username', 'email'])
    .where('username', 'in', names)
    .execute();
  const byName = new Map(found.map((r) => [r.username, r]));
  return rows.map((r, i) => {
    const row = byName.get(names[i]!);
    if (!row) throw new Error(`insert-batch-user did not create ${names[i]}`);
    return { uid: row.uuid, username: row.username, password: String(r[1]).trim(), email: row.email };
  });
}

/** `count` rows of fresh, unique names (a random prefix keeps test files apart). */
export function userRows(count: number, prefix = `u${Math.random().toString(36).slice(2, 7)}x`): BatchRow[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, `pass${i}word`, `${prefix}${i}@batch.test`]);
}

/** Signs a user in through POST /api/login and answers the token. */
export async function loginAs(t: Pick<TestApp, 'call'>, user: { username: string; password: string }): Promise<string> {
  const res = await t.call(login, { body: { username: user.username, password: user.password } });
  expect(res.status).toBe(200);
  return res.headers.authorization as string;
}
