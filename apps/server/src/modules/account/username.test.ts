import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrationProvider } from '../../db/migrations';
import { checkUsernameOrEmail, login, register } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';
import { usernameColumns } from './account.repository';
import { keys } from './account.service';
import { usernameFold, usernameKey, usernameProblem } from './username';

const t = useTestApp();

let n = 0;
/** Registers through the real endpoint; the mailed code is planted in the store (the mail path has its own tests). */
async function tryRegister(username: string) {
  n++;
  const email = `uname${n}@mail.test`;
  await t.core.kv.set(keys.registerCode(email), '123456', 300);
  return t.call(register, { body: { username, password: 'goodpass1', email, code: '123456' } });
}

describe('username skeletons', () => {
  it('fold case and width, and map look-alikes to one skeleton', () => {
    expect(usernameFold('ＲｏＯｔ')).toBe('root');
    for (const name of ['root', 'rооt' /* Cyrillic o */, 'r00t', 'ʀoot', '𝐫𝐨𝐨𝐭', 'ROOT']) expect(usernameKey(name)).toBe('root');
    expect(usernameKey('Iucy')).toBe(usernameKey('lucy'));
    expect(usernameKey('adrnin')).toBe(usernameKey('admin'));
    expect(usernameKey('张三')).toBe('张三');
    expect(usernameKey('alice')).not.toBe(usernameKey('alico'));
  });

  it('flag invisible characters and mixed look-alike alphabets', () => {
    for (const name of ['ro\u200bot', 'root\u202e', 'a\u00a0b', 'x\u2060y', 'tab\tname', 'ab\u{E0001}'])
      expect(usernameProblem(name)).toBe('invisibleChars');
    expect(usernameProblem('rооt')).toBe('mixedScripts');
    for (const name of ['root', 'Иван', '张三abc', 'user 1', 'José', 'なまえ']) expect(usernameProblem(name)).toBeNull();
  });
});

describe('POST /api/register: unique names', () => {
  it('refuses a name equal up to case or width, a look-alike, invisible characters, mixed alphabets', async () => {
    await seedUser(t.core, { username: 'winner' });
    expect((await tryRegister('Winner')).msg).toBe('The username already exists');
    expect((await tryRegister('ｗｉｎｎｅｒ')).msg).toBe('The username already exists');
    expect((await tryRegister('wínner')).msg).toBe('This username looks too much like an existing one, please choose another');
    expect((await tryRegister('vvinner')).msg).toMatch(/looks too much like/);
    expect((await tryRegister('win\u200bner')).msg).toBe('The username must not contain invisible or control characters');
    expect((await tryRegister('wіnner' /* Cyrillic i */)).msg).toMatch(/must not mix Latin letters/);
    expect((await tryRegister('winner2')).status).toBe(200);
  });

  it('check-username-or-email reports a look-alike as taken', async () => {
    await seedUser(t.core, { username: 'checked' });
    const res = await t.call(checkUsernameOrEmail, { body: { username: 'CHECKED' } });
    expect(res.data).toMatchObject({ username: true });
    expect((await t.call(checkUsernameOrEmail, { body: { username: 'chеcked' /* Cyrillic e */ } })).data).toMatchObject({
      username: true,
    });
    expect((await t.call(checkUsernameOrEmail, { body: { username: 'unchecked' } })).data).toMatchObject({ username: false });
  });

  it('lets only one of two racing registrations of Racer and racer win', async () => {
    const results = await Promise.all([tryRegister('Racer'), tryRegister('racer'), tryRegister('RACER')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const rows = await t.core.database.db.selectFrom('userInfo').select('username').where('usernameFold', '=', 'racer').execute();
    expect(rows).toHaveLength(1);
  });

  it('the database itself refuses a second row with the same folded name or skeleton', async () => {
    await seedUser(t.core, { username: 'indexed' });
    const insert = (username: string) =>
      t.core.database.db
        .insertInto('userInfo')
        .values({
          uuid: `x${username}${Date.now()}`,
          ...usernameColumns(username),
          password: 'x',
          gender: 'secrecy',
          status: 0,
          gmtCreate: 0,
          gmtModified: 0,
        })
        .execute();
    await expect(insert('INDEXED')).rejects.toThrow();
    await expect(insert('índexed')).rejects.toThrow();
    await expect(insert('indexeb')).resolves.toBeDefined();
  });
});

describe('POST /api/login: names match case-insensitively', () => {
  it('signs in with any case of the name, the exact name first', async () => {
    const u = await seedUser(t.core, { username: 'MixedCase' });
    for (const username of ['MixedCase', 'mixedcase', 'MIXEDCASE', 'ｍｉｘｅｄｃａｓｅ']) {
      const res = await t.call(login, { body: { username, password: u.password } });
      expect([res.status, (res.data as { uid: string }).uid]).toEqual([200, u.uid]);
    }
    // A look-alike is another name: it does not sign in.
    expect((await t.call(login, { body: { username: 'M1xedCase', password: u.password } })).status).toBe(400);
  });
});

describe('migration 004', () => {
  it('fills the folded names and skeletons of existing accounts, keeping accounts that already collide', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'verdict-m004-'));
    const handle = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'm.db') });
    try {
      const migrator = new Migrator({ db: handle.db.withoutPlugins(), provider: migrationProvider(handle.dialect) });
      expect((await migrator.migrateTo('003_problem_bank')).error).toBeUndefined();
      const row = (uuid: string, username: string, gmtCreate: number) => ({
        uuid,
        username,
        password: 'x',
        gender: 'secrecy',
        status: 0,
        gmtCreate,
        gmtModified: gmtCreate,
      });
      await handle.db
        .insertInto('userInfo')
        .values([row('1', 'root', 1), row('2', 'Root', 2), row('3', 'r00t', 3), row('4', 'alice', 4)])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await handle.db
        .selectFrom('userInfo')
        .select(['uuid', 'usernameFold', 'usernameKey'])
        .orderBy('uuid')
        .execute();
      expect(rows).toEqual([
        { uuid: '1', usernameFold: 'root', usernameKey: 'root' },
        { uuid: '2', usernameFold: 'root\u00012', usernameKey: 'root\u00012' },
        { uuid: '3', usernameFold: 'r00t', usernameKey: 'root\u00013' },
        { uuid: '4', usernameFold: 'alice', usernameKey: 'alice' },
      ]);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
