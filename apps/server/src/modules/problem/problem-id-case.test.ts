import { beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  adminAddProblem,
  adminUpdateProblem,
  getProblemDetail,
  getSubmissionList,
  importProblem,
  problemDto,
  submitProblemJudge,
} from '@verdict/shared';
import { makeActor } from '../../http/actor';
import { useTestApp } from '../../test/test-app';
import { type Actors, makeZip, noSubmitInterval, seedActors } from '../../test/judge-kit';
import { createProblem, postFile } from '../../test/upload-kit';

/** HOJ keeps problems in MySQL with a case-insensitive collation: p1000 and P1000 are one id. */
describe('problem ids are case-insensitive', () => {
  const t = useTestApp();
  let a: Actors;
  let p: { pid: number; problemId: string };
  const db = () => t.core.database.db;
  const body = (problemId: string, id?: number) => ({
    problem: { ...(id !== undefined ? { id } : {}), problemId, title: 'x' },
    samples: [{ input: '1', output: '1' }],
    languages: [{ name: 'C' }],
  });

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    p = await createProblem(t, a.admin.token, 'Case1000');
  });

  it('stores the id upper-cased and finds it by any spelling', async () => {
    expect(p.problemId).toBe('CASE1000');
    for (const spelling of ['case1000', 'CaSe1000', 'CASE1000']) {
      const res = await t.call<typeof getProblemDetail, { problem: { id: number; problemId: string } }>(getProblemDetail, {
        query: { problemId: spelling },
      });
      expect([res.status, res.data.problem.problemId, res.data.problem.id]).toEqual([200, 'CASE1000', p.pid]);
    }
  });

  it('submits by any spelling, and the exact status filter matches any spelling', async () => {
    const sub = await t.call<typeof submitProblemJudge, { submitId: number; displayPid: string }>(submitProblemJudge, {
      token: a.user.token,
      body: { pid: 'case1000', language: 'C', code: 'int main() { return 0; }' },
    });
    expect([sub.status, sub.data.displayPid]).toEqual([200, 'CASE1000']);
    for (const problemID of ['case1000', 'Case1000']) {
      const list = await t.call<typeof getSubmissionList, { records: Array<{ submitId: number }> }>(getSubmissionList, {
        query: { problemID, completeProblemID: true },
      });
      expect(list.data.records.map((r) => r.submitId)).toEqual([sub.data.submitId]);
    }
    const partial = await t.call<typeof getSubmissionList, { records: Array<{ submitId: number }> }>(getSubmissionList, {
      query: { problemID: 'se10' },
    });
    expect(partial.data.records.map((r) => r.submitId)).toEqual([sub.data.submitId]);
  });

  it('refuses a new or edited problem whose id differs only in case', async () => {
    for (const problemId of ['case1000', 'cAsE1000']) {
      const res = await t.call(adminAddProblem, { token: a.admin.token, body: body(problemId) });
      expect([res.status, res.msg]).toEqual([400, 'The problem ID CASE1000 is already used, please choose another one!']);
    }
    const other = await createProblem(t, a.admin.token, 'CASE2000');
    const moved = await t.call(adminUpdateProblem, { token: a.admin.token, body: body('case1000', other.pid) });
    expect([moved.status, moved.msg]).toEqual([400, 'The problem ID CASE1000 is already used, please choose another one!']);
    // Its own id in another spelling is no conflict.
    expect((await t.call(adminUpdateProblem, { token: a.admin.token, body: body('case2000', other.pid) })).status).toBe(200);
  });

  it('an import cannot bring a case-variant in', async () => {
    const json = { problem: { problemId: 'case1000', title: 'Imported' }, samples: [{ input: '1.in', output: '1.out' }] };
    const zip = makeZip([
      { name: 'problem_case1000.json', data: JSON.stringify(json) },
      { name: 'problem_case1000/1.in', data: '1 2\n' },
      { name: 'problem_case1000/1.out', data: '3\n' },
    ]);
    const res = await postFile(t, importProblem, { token: a.root.token, filename: 'hoj.zip', content: zip });
    expect([res.status, res.msg]).toEqual([
      400,
      'problem_case1000.json: The problem ID CASE1000 is already used, please choose another one!',
    ]);
  });

  it('a save that loses a race for an id (any spelling) gets the id-taken answer, not a 500', async () => {
    const admin = makeActor(a.admin.uid, a.admin.username, Role.Admin);
    const { problemAdmin } = t.app.services;
    const prepared = await problemAdmin.prepare(admin, problemDto.parse(body('race1')));
    // Another admin's save takes the id after this one passed its check.
    await createProblem(t, a.admin.token, 'Race1');
    await expect(problemAdmin.createMany([{ problem: prepared, autoId: false }])).rejects.toMatchObject({
      key: 'problem.idTaken',
      params: { problemId: 'RACE1' },
    });
    expect(
      await db().selectFrom('problem').select('id').where('title', '=', 'x').where('problemId', '=', 'RACE1').execute(),
    ).toEqual([]);
  });

  it('the database itself refuses a second spelling of an id', async () => {
    const row = await db().selectFrom('problem').selectAll().where('id', '=', p.pid).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      db()
        .insertInto('problem')
        .values({ ...copy, problemId: 'case1000' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
