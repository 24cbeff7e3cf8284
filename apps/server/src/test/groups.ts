import { expect } from 'vitest';
import { GroupAuth, GroupLevel, addGroup, addGroupMember, updateGroupMember } from '@verdict/shared';
import type { TestApp } from './test-app';

/** Group helpers for server tests (not loaded by the server): a group in one line, a member in another. */

export interface TestGroup {
  gid: number;
  name: string;
  shortName: string;
  auth: number;
  code: string | null;
}

const relaxed = new WeakSet<object>();

/**
 * Turns off the site's group creation limits (solved problems, per day, in all) once per test app,
 * so plain users can make groups; limit tests set the switches they test themselves.
 */
export async function relaxGroupLimits(t: TestApp): Promise<void> {
  if (relaxed.has(t.app)) return;
  await t.app.services.switches.update({
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 0,
    defaultCreateGroupLimit: 0,
  });
  relaxed.add(t.app);
}

let counter = 0;

/**
 * Creates a group through POST /api/group as `ownerToken`'s user and answers its id. Defaults: a
 * public, visible group with a unique short name; a protected or private one gets code 'ABC123'.
 */
export async function createGroup(
  t: TestApp,
  ownerToken: string,
  fields: Partial<{
    name: string;
    shortName: string;
    brief: string;
    description: string;
    auth: number;
    code: string;
    visible: boolean;
  }> = {},
): Promise<TestGroup> {
  await relaxGroupLimits(t);
  counter++;
  const auth = fields.auth ?? GroupAuth.Public;
  const shortName = fields.shortName ?? `g${counter}${Math.random().toString(36).slice(2, 7)}`.slice(0, 10);
  const code = fields.code ?? (auth === GroupAuth.Public ? undefined : 'ABC123');
  const body = {
    name: fields.name ?? `Test group ${counter}`,
    shortName,
    brief: fields.brief ?? 'A group of a test',
    description: fields.description ?? 'Made by a server test.',
    auth,
    code,
    visible: fields.visible ?? true,
  };
  const res = await t.call(addGroup, { token: ownerToken, body });
  expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
  const row = await t.core.database.db
    .selectFrom('group')
    .select('id')
    .where('shortNameKey', '=', shortName.toLowerCase())
    .executeTakeFirstOrThrow();
  return { gid: Number(row.id), name: body.name, shortName, auth, code: code ?? null };
}

/**
 * Puts `memberToken`'s user into the group at `level` (1 applying, 2 refused, 3 member, 4 admin,
 * 5 root) the way users do: they join or apply, the owner accepts and sets the level.
 */
export async function joinGroup(
  t: TestApp,
  gid: number,
  ownerToken: string,
  memberToken: string,
  level: number = GroupLevel.Member,
): Promise<void> {
  const group = await t.core.database.db
    .selectFrom('group')
    .select(['auth', 'code'])
    .where('id', '=', gid)
    .executeTakeFirstOrThrow();
  const joined = await t.call(addGroupMember, {
    token: memberToken,
    query: { gid, reason: 'Please let me in', ...(group.auth === GroupAuth.Private ? { code: group.code ?? '' } : {}) },
  });
  expect([joined.status, joined.msg]).toEqual([200, expect.any(String)]);
  if (level === GroupLevel.Applying) return;
  const session = await t.core.tokens.verify(memberToken);
  if (!session) throw new Error('joinGroup: the member token is not valid');
  const set = async (auth: number) => {
    const res = await t.call(updateGroupMember, { token: ownerToken, body: { gid, uid: session.uid, auth } });
    expect([res.status, res.msg]).toEqual([200, expect.any(String)]);
  };
  if (group.auth !== GroupAuth.Public) await set(level === GroupLevel.Refused ? GroupLevel.Refused : GroupLevel.Member);
  else if (level === GroupLevel.Refused) throw new Error('joinGroup: a public group has no refused members');
  if (level > GroupLevel.Member) await set(level);
}
