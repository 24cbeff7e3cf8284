import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  GroupAuth,
  GroupLevel,
  adminAddTraining,
  getTrainingProblemList,
  getTrainingRank,
  groupChangeTrainingStatus,
  groupGetProblem,
} from '@verdict/shared';
import { openDatabase } from '../../db/database';
import { migrationProvider } from '../../db/migrations';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { usernameColumns } from '../account/account.repository';
import { refused, useGroupObjectRules } from './group-object-rules.fixture';

/** Object-level rules of the group policy: authority by uid (never by username), and the migration that gave old rows their uid. */
const { t, site, groupProblem, groupTraining } = useGroupObjectRules();

/** Finding 7: a deleted account's username registered again by someone else carries none of its authority. */
describe('authority follows the uid, not the username', () => {
  async function replaceAccount(u: SeededUser, roleId?: SeededUser['roleId']): Promise<SeededUser> {
    const { db } = t.core.database;
    await db.deleteFrom('userRole').where('uid', '=', u.uid).execute();
    await db.deleteFrom('userInfo').where('uuid', '=', u.uid).execute();
    return seedUser(t.core, { username: u.username, ...(roleId ? { roleId } : {}) });
  }

  it("a new account with a deleted admin's name is not admin of the private training the admin made", async () => {
    const maker = await seedUser(t.core, { roleId: site.a.admin.roleId });
    const res = await t.call(adminAddTraining, {
      token: maker.token,
      body: {
        training: { title: 'Private', description: 'x', rank: 1000, auth: 'Private', privatePwd: 'pw', status: true },
        trainingCategory: { id: site.categoryId },
      },
    });
    expect(res.status).toBe(200);
    const tid = res.data.id;
    expect((await t.call(getTrainingRank, { token: maker.token, query: { tid } })).data.isTrainingAdmin).toBe(true);

    const impostor = await replaceAccount(maker);
    const problems = await t.call(getTrainingProblemList, { token: impostor.token, query: { tid } });
    expect(refused(problems), problems.msg).toBe(true);
  });

  it("a new account with a deleted group admin's name manages none of that admin's group items", async () => {
    const owner = await seedUser(t.core);
    const maker = await seedUser(t.core);
    const { gid } = await createGroup(t, owner.token, { auth: GroupAuth.Public });
    await joinGroup(t, gid, owner.token, maker.token, GroupLevel.Admin);
    const tid = await groupTraining(maker.token, gid);
    const { pid } = await groupProblem(maker.token, gid);
    expect((await t.call(groupChangeTrainingStatus, { token: maker.token, query: { tid, status: true } })).status).toBe(200);

    await t.core.database.db.deleteFrom('groupMember').where('uid', '=', maker.uid).execute();
    const impostor = await replaceAccount(maker);
    await joinGroup(t, gid, owner.token, impostor.token, GroupLevel.Admin);
    const training = await t.call(groupChangeTrainingStatus, { token: impostor.token, query: { tid, status: false } });
    expect(refused(training), training.msg).toBe(true);
    const problem = await t.call(groupGetProblem, { token: impostor.token, query: { pid } });
    expect(refused(problem), problem.msg).toBe(true);
  });
});

describe('migration 018', () => {
  it("gives rows known only by their author's name the uid that name belongs to", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'verdict-m018-'));
    const handle = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'm.db') });
    try {
      const migrator = new Migrator({ db: handle.db.withoutPlugins(), provider: migrationProvider(handle.dialect) });
      expect((await migrator.migrateTo('017_list_indexes')).error).toBeUndefined();
      const { db } = handle;
      await db
        .insertInto('userInfo')
        .values({
          uuid: 'u-alice',
          ...usernameColumns('alice'),
          password: 'x',
          gender: 'secrecy',
          status: 0,
          gmtCreate: 1,
          gmtModified: 1,
        })
        .execute();
      await db
        .insertInto('training')
        .values([
          {
            title: 'Old',
            description: 'x',
            author: 'alice',
            uid: null,
            auth: 'Private',
            privatePwd: 'pw',
            status: 1,
            rank: 1,
            categoryId: null,
            isGroup: 0,
            gid: null,
            gmtCreate: 1,
            gmtModified: 1,
          },
          {
            title: 'Gone',
            description: 'x',
            author: 'bob',
            uid: null,
            auth: 'Public',
            privatePwd: null,
            status: 1,
            rank: 1,
            categoryId: null,
            isGroup: 0,
            gid: null,
            gmtCreate: 1,
            gmtModified: 1,
          },
        ])
        .execute();
      await db
        .insertInto('announcement')
        .values({ title: 'N', content: 'x', uid: null, username: 'alice', status: 0, gid: 1, gmtCreate: 1, gmtModified: 1 })
        .execute();
      await db
        .insertInto('problem')
        .values({
          problemId: 'OLD1',
          title: 'Old',
          author: 'alice',
          ownerUid: null,
          type: 0,
          judgeMode: 'default',
          judgeCaseMode: 'default',
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
          description: null,
          input: null,
          output: null,
          examples: null,
          isRemote: 0,
          source: null,
          difficulty: 0,
          hint: null,
          auth: 1,
          ioScore: 100,
          codeShare: 1,
          spjCode: null,
          spjLanguage: null,
          userExtraFile: null,
          judgeExtraFile: null,
          isRemoveEndBlank: 0,
          openCaseResult: 1,
          isUploadCase: 0,
          caseVersion: '1',
          modifiedUser: null,
          isGroup: 0,
          gid: null,
          applyPublicProgress: null,
          isFileIo: 0,
          ioReadFileName: null,
          ioWriteFileName: null,
          gmtCreate: 1,
          gmtModified: 1,
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('training').select(['title', 'uid']).orderBy('id').execute()).toEqual([
        { title: 'Old', uid: 'u-alice' },
        { title: 'Gone', uid: null },
      ]);
      expect(await db.selectFrom('announcement').select('uid').execute()).toEqual([{ uid: 'u-alice' }]);
      expect(await db.selectFrom('problem').select('ownerUid').execute()).toEqual([{ ownerUid: 'u-alice' }]);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
