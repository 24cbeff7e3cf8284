import { beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  adminAddTraining,
  adminAddTrainingCategory,
  adminAddTrainingProblemFromPublic,
  adminChangeTrainingStatus,
  adminDeleteTraining,
  adminDeleteTrainingCategory,
  adminDeleteTrainingProblem,
  adminGetTraining,
  adminGetTrainingList,
  adminGetTrainingProblemList,
  adminImportTrainingRemoteProblem,
  adminUpdateTraining,
  adminUpdateTrainingCategory,
  adminUpdateTrainingProblem,
  getTrainingCategory,
  getTrainingDetail,
  getTrainingProblemList,
} from '@verdict/shared';
import { startStandin as startHdu } from '../../../../../tools/remote-standins/hdu';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { addProblems, createCategory, createTraining } from './training.fixture';

const en = { 'accept-language': 'en' };
type Dto = { training: Record<string, unknown>; trainingCategory?: Record<string, unknown> | null };

describe('training admin', () => {
  const t = useTestApp();
  let a: Actors;
  let otherAdmin: SeededUser;
  const add = (token: string, body: Dto) => t.callRaw(adminAddTraining, { token, body, headers: en });

  beforeAll(async () => {
    a = await seedActors(t);
    otherAdmin = await seedUser(t.core, { roleId: Role.Admin });
  });

  it('asks for a category before any training can be saved', async () => {
    const res = await add(a.admin.token, {
      training: { title: 'T', description: 'D', rank: 1, auth: 'Public' },
      trainingCategory: null,
    });
    expect([res.status, res.msg]).toEqual([400, 'Create a training category first, then choose it (trainingCategory)']);
  });

  it('checks every field of the training form (spec 3 §5)', async () => {
    const cat = await createCategory(t, a.root.token, 'Form', '#123456');
    const base = { title: 'Title', description: 'Desc', rank: 10, auth: 'Public' };
    const cases: Array<[Dto, number, string]> = [
      [{ training: { ...base, title: '  ' }, trainingCategory: { id: cat } }, 400, 'title is required'],
      [{ training: { ...base, description: '' }, trainingCategory: { id: cat } }, 400, 'description is required'],
      [{ training: { ...base, rank: null }, trainingCategory: { id: cat } }, 400, 'rank is required'],
      [
        { training: { ...base, rank: -1 }, trainingCategory: { id: cat } },
        400,
        'Invalid parameter: training.rank must be an integer between 0 and 2147483647',
      ],
      [
        { training: { ...base, rank: 2_147_483_648 }, trainingCategory: { id: cat } },
        400,
        'Invalid parameter: training.rank must be an integer between 0 and 2147483647',
      ],
      [
        { training: { ...base, rank: 'abc' }, trainingCategory: { id: cat } },
        400,
        'Invalid parameter: training.rank must be an integer between 0 and 2147483647',
      ],
      [{ training: base, trainingCategory: null }, 400, 'trainingCategory is required'],
      [{ training: base, trainingCategory: { id: 987_654 } }, 400, 'The training category does not exist'],
      [
        { training: { ...base, auth: 'Private' }, trainingCategory: { id: cat } },
        400,
        'A private training needs a password (privatePwd)',
      ],
      [
        { training: { ...base, auth: 'Private', privatePwd: '   ' }, trainingCategory: { id: cat } },
        400,
        'A private training needs a password (privatePwd)',
      ],
      [
        { training: { ...base, auth: 'Secret' }, trainingCategory: { id: cat } },
        400,
        'Invalid parameter: training.auth must be Public or Private',
      ],
    ];
    for (const [body, status, msg] of cases) {
      const res = await add(a.admin.token, body);
      expect([res.status, res.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    for (const rank of [0, 2_147_483_647]) {
      const ok = await add(a.admin.token, { training: { ...base, rank }, trainingCategory: { id: cat } });
      expect(ok.status).toBe(200);
    }
  });

  it('creates, reads back, edits, hides and deletes a training with the right roles', async () => {
    const cat = await createCategory(t, a.root.token);
    const cat2 = await createCategory(t, a.root.token);
    const tid = await createTraining(t, a.admin.token, cat, { title: 'Mine', auth: 'Private', privatePwd: 'pw1', rank: 7 });
    const got = await t.call(adminGetTraining, { token: a.admin.token, query: { tid } });
    expect(got.data.training).toMatchObject({
      id: tid,
      title: 'Mine',
      auth: 'Private',
      privatePwd: 'pw1',
      rank: 7,
      status: true,
      author: a.admin.username,
    });
    expect(got.data.trainingCategory?.id).toBe(cat);
    // Another admin is no training admin of it: no reading its password, no editing.
    expect((await t.call(adminGetTraining, { token: otherAdmin.token, query: { tid } })).status).toBe(403);
    const edit = {
      training: { id: tid, title: 'Renamed', description: 'New', rank: 3, auth: 'Public' },
      trainingCategory: { id: cat2 },
    };
    expect((await t.callRaw(adminUpdateTraining, { token: otherAdmin.token, body: edit })).status).toBe(403);
    expect((await t.callRaw(adminUpdateTraining, { token: a.problemAdmin.token, body: edit })).status).toBe(200);
    const after = await t.call(adminGetTraining, { token: a.root.token, query: { tid } });
    expect(after.data.training).toMatchObject({ title: 'Renamed', auth: 'Public', privatePwd: null, rank: 3 });
    expect(after.data.trainingCategory?.id).toBe(cat2);
    // Users never reach the admin calls.
    expect((await t.call(adminGetTrainingList, { token: a.user.token, query: {} })).http).toBe(403);
    const list = await t.call(adminGetTrainingList, { token: otherAdmin.token, query: { keyword: 'renamed' } });
    expect(list.data.records.map((r) => [r.id, r.privatePwd])).toEqual([[tid, null]]);

    expect((await t.call(adminChangeTrainingStatus, { token: otherAdmin.token, query: { tid, status: false } })).status).toBe(
      403,
    );
    expect((await t.call(adminChangeTrainingStatus, { token: a.admin.token, query: { tid, status: false } })).status).toBe(200);
    expect((await t.call(getTrainingDetail, { token: a.user.token, query: { tid } })).status).toBe(404);
    expect((await t.call(adminChangeTrainingStatus, { token: a.admin.token, query: { tid, status: true } })).status).toBe(200);
    expect((await t.call(getTrainingDetail, { token: a.user.token, query: { tid } })).status).toBe(200);

    // Only root deletes.
    expect((await t.call(adminDeleteTraining, { token: a.admin.token, query: { tid } })).http).toBe(403);
    expect((await t.call(adminDeleteTraining, { token: a.root.token, query: { tid } })).status).toBe(200);
    expect((await t.call(adminGetTraining, { token: a.root.token, query: { tid } })).status).toBe(404);
  });

  it('adds public problems, orders them, removes them; non-public and duplicate problems are refused', async () => {
    const cat = await createCategory(t, a.root.token);
    const tid = await createTraining(t, a.admin.token, cat);
    const [p1, p2, priv] = [
      await createAbProblem(t, a.admin.token),
      await createAbProblem(t, a.admin.token),
      await createAbProblem(t, a.admin.token, { auth: 2 }),
    ];
    const addP = (token: string, pid: number, displayId?: string) =>
      t.call(adminAddTrainingProblemFromPublic, { token, body: { tid, pid, displayId }, headers: en });
    expect((await addP(otherAdmin.token, p1.pid)).status).toBe(403);
    expect((await addP(a.admin.token, p1.pid)).status).toBe(200);
    expect((await addP(a.admin.token, p2.pid, 'B')).status).toBe(200);
    expect((await addP(a.admin.token, p1.pid)).msg).toBe('The problem is already in the training');
    expect((await addP(a.admin.token, priv.pid)).msg).toBe('Only problems of the public bank can be added');
    expect((await addP(a.admin.token, 999_999)).status).toBe(404);

    const existing = await t.call(adminGetTrainingProblemList, { token: a.admin.token, query: { tid, queryExisted: true } });
    expect(existing.data.problemList.records.map((p) => p.id)).toEqual([p1.pid, p2.pid]);
    expect(existing.data.trainingProblemMap[String(p2.pid)]).toMatchObject({ displayId: 'B', rank: 2 });
    const candidates = await t.call(adminGetTrainingProblemList, {
      token: a.admin.token,
      query: { tid, queryExisted: false, limit: 100 },
    });
    const ids = candidates.data.problemList.records.map((p) => p.id);
    expect(ids).not.toContain(p1.pid);
    expect(ids).not.toContain(priv.pid);

    // Display order: p2 first. Only root and problem admins change training problems.
    expect((await t.call(adminUpdateTrainingProblem, { token: a.admin.token, body: { tid, pid: p2.pid, rank: 0 } })).http).toBe(
      403,
    );
    expect(
      (await t.call(adminUpdateTrainingProblem, { token: a.problemAdmin.token, body: { tid, pid: p2.pid, rank: 0 } })).status,
    ).toBe(200);
    const badRank = await t.callRaw(adminUpdateTrainingProblem, { token: a.root.token, body: { tid, pid: p2.pid, rank: -5 } });
    expect([badRank.http, badRank.status]).toEqual([400, 400]);
    const learner = await t.call(getTrainingProblemList, { token: a.user.token, query: { tid } });
    expect(learner.data.map((p) => p.pid)).toEqual([p2.pid, p1.pid]);

    expect((await t.call(adminDeleteTrainingProblem, { token: a.admin.token, query: { tid, pid: p1.pid } })).http).toBe(403);
    expect((await t.call(adminDeleteTrainingProblem, { token: a.root.token, query: { tid, pid: p1.pid } })).status).toBe(200);
    expect((await t.call(adminDeleteTrainingProblem, { token: a.root.token, query: { tid, pid: p1.pid } })).status).toBe(404);
    expect((await t.call(getTrainingProblemList, { token: a.user.token, query: { tid } })).data.map((p) => p.pid)).toEqual([
      p2.pid,
    ]);
  });

  it("imports a remote judge's problem into the training (against the HDU stand-in), shown last by its problem id", async () => {
    const hdu = await startHdu({ port: 0 });
    try {
      t.app.services.remoteJudge.options.baseUrls.HDU = hdu.url;
      const tid = await createTraining(t, a.admin.token, await createCategory(t, a.root.token, 'Remote', '#654321'));
      const local = await createAbProblem(t, a.admin.token);
      await addProblems(t, a.root.token, tid, [local.pid]);
      const remote = (token: string, name: string, problemId: string) =>
        t.callRaw(adminImportTrainingRemoteProblem, { token, query: { name, problemId, tid }, headers: en });
      expect((await remote(a.user.token, 'HDU', '1000')).http).toBe(403);
      expect((await remote(otherAdmin.token, 'HDU', '1000')).status).toBe(403);
      expect((await remote(a.admin.token, 'HDU', '1000')).status).toBe(200);
      const learner = await t.call(getTrainingProblemList, { token: a.user.token, query: { tid } });
      expect(learner.data.map((p) => p.problemId)).toEqual([local.problemId, 'HDU-1000']);
      // Refused with nothing written: twice, an unknown site, a site answering 500.
      expect((await remote(a.problemAdmin.token, 'hdu', 'HDU-1000')).msg).toBe('The problem is already in the training');
      expect((await remote(a.problemAdmin.token, 'XX', '1')).msg).toBe('Remote judge not supported: XX');
      const down = await remote(a.problemAdmin.token, 'HDU', '5000');
      expect([down.status, down.msg]).toEqual([400, expect.stringMatching(/^The remote judge failed: .*500/)]);
      expect(await t.core.database.db.selectFrom('problem').select('id').where('problemId', '=', 'HDU-5000').execute()).toEqual(
        [],
      );
      expect((await t.call(getTrainingProblemList, { token: a.user.token, query: { tid } })).data).toHaveLength(2);
    } finally {
      await hdu.close();
    }
  });

  it('manages categories: name and colour checked, names unique, a used category stays', async () => {
    const mk = (token: string, body: Record<string, unknown>) =>
      t.callRaw(adminAddTrainingCategory, { token, body, headers: en });
    expect((await mk(a.admin.token, { name: 'X', color: '#fff' })).http).toBe(403);
    expect((await mk(a.root.token, { name: '', color: '#fff' })).msg).toBe('Invalid parameter: name is required');
    expect((await mk(a.root.token, { name: 'Y', color: 'red' })).msg).toBe(
      'Invalid parameter: color must be a colour like #409eff',
    );
    const made = await mk(a.problemAdmin.token, { name: 'Strings', color: '#e6a23c' });
    expect(made.status).toBe(200);
    const id = (made.data as { id: number }).id;
    expect((await mk(a.root.token, { name: 'Strings', color: '#000' })).msg).toBe(
      'A training category named Strings exists already',
    );
    expect(
      (await t.call(adminUpdateTrainingCategory, { token: a.root.token, body: { id, name: 'Text', color: '#000000' } })).status,
    ).toBe(200);
    const all = await t.call(getTrainingCategory, {});
    expect(all.data.find((c) => c.id === id)).toMatchObject({ name: 'Text', color: '#000000' });
    const tid = await createTraining(t, a.admin.token, id);
    const used = await t.call(adminDeleteTrainingCategory, { token: a.root.token, query: { cid: id }, headers: en });
    expect([used.status, used.msg]).toEqual([400, '1 training(s) still use this category: it cannot be deleted']);
    await t.call(adminDeleteTraining, { token: a.root.token, query: { tid } });
    expect((await t.call(adminDeleteTrainingCategory, { token: a.root.token, query: { cid: id } })).status).toBe(200);
    expect((await t.call(adminDeleteTrainingCategory, { token: a.root.token, query: { cid: id } })).status).toBe(404);
  });

  it('the training list shows problem counts', async () => {
    const cat = await createCategory(t, a.root.token);
    const tid = await createTraining(t, a.admin.token, cat, { title: 'Counted' });
    await addProblems(t, a.admin.token, tid, [(await createAbProblem(t, a.admin.token)).pid]);
    const list = await t.call(adminGetTrainingList, { token: a.admin.token, query: { keyword: 'Counted' } });
    expect(list.data.records.map((r) => [r.title, r.problemCount, r.categoryName !== null])).toEqual([['Counted', 1, true]]);
  });
});
