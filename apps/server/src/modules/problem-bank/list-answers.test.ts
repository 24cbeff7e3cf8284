import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  adminChangeProblemAuth,
  adminUpdateProblem,
  adminUpdateTag,
  getProblemDetail,
  getProblemList,
  getSubmissionList,
  manualJudge,
  submitProblemJudge,
  updateSubmission,
} from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type Actors, AB_CPP, createAbProblem, noSubmitInterval, seedActors } from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { seedJudge } from '../account/profile.fixture';

type ProblemRow = { problemId: string; title: string; total: number; ac: number; tags: Array<{ id: number; name: string }> };
type JudgeRow = { submitId: number; problemId: string; status: number; share: boolean; username: string };
type Page<T> = { records: T[]; total: number };

/**
 * The problem list and the submission list answer whole pages kept per query (infra/answer-cache.ts).
 * Each case reads a page first (so it is kept), changes something, and reads the same page again:
 * a page kept from before the change would show here. Per-caller parts stay per caller.
 */
describe('kept list pages follow every change and never cross callers', () => {
  const t = useTestApp();
  let a: Actors;
  let gid: number;
  let ab: { pid: number; problemId: string };
  let groupRow: number;
  let contestRow: number;

  const problemPage = async (query: Record<string, unknown> = {}) =>
    (await t.call<typeof getProblemList, Page<ProblemRow>>(getProblemList, { query: { limit: 50, ...query } })).data;
  const statusPage = async (token?: string, query: Record<string, unknown> = {}) => {
    const res = await t.call<typeof getSubmissionList, Page<JudgeRow>>(getSubmissionList, {
      token,
      query: { limit: 50, ...query },
    });
    return res.status === 200 ? res.data : res.status;
  };
  const ids = (page: Page<JudgeRow> | number) => (typeof page === 'number' ? page : page.records.map((r) => r.submitId));
  const submit = async (token: string, problemId: string) =>
    (
      await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token,
        body: { pid: problemId, language: 'C++', code: AB_CPP },
      })
    ).data.submitId;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    ab = await createAbProblem(t, a.admin.token);
    const group = await createGroup(t, a.root.token);
    gid = group.gid;
    await joinGroup(t, gid, a.root.token, a.user.token);
    // A group's and a contest's submissions, written before any page is read.
    groupRow = await seedJudge(t.core, {
      uid: a.user.uid,
      username: a.user.username,
      pid: ab.pid,
      submitTime: Date.now(),
      status: JudgeStatus.Accepted,
      cid: 0,
    });
    await t.core.database.db.updateTable('judge').set({ gid }).where('submitId', '=', groupRow).execute();
    contestRow = await seedJudge(t.core, {
      uid: a.user.uid,
      username: a.user.username,
      pid: ab.pid,
      submitTime: Date.now(),
      status: JudgeStatus.Accepted,
      cid: 1,
    });
  });

  it('a new problem and an edited problem show at once', async () => {
    const before = await problemPage();
    expect(before.records.map((r) => r.problemId)).toContain(ab.problemId);
    const added = await createAbProblem(t, a.admin.token);
    const after = await problemPage();
    expect(after.total).toBe(before.total + 1);
    expect(after.records.map((r) => r.problemId)).toContain(added.problemId);

    const edit = await t.call(adminUpdateProblem, {
      token: a.admin.token,
      body: {
        problem: {
          id: added.pid,
          problemId: added.problemId,
          title: 'Renamed',
          type: 0,
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
          auth: 1,
        },
        samples: [{ input: '1 2\n', output: '3\n' }],
        isUploadTestCase: false,
        languages: [{ name: 'C++' }],
        tags: [{ name: 'easy' }],
        codeTemplates: [],
      },
    });
    expect(edit.status).toBe(200);
    expect((await problemPage()).records.find((r) => r.problemId === added.problemId)?.title).toBe('Renamed');
  });

  it('a problem page follows an edit, a submission and its hiding; who may read it is checked on every request', async () => {
    const p = await createAbProblem(t, a.admin.token);
    const page = async (token?: string) => {
      const res = await t.call<
        typeof getProblemDetail,
        { problem: { title: string }; problemCount: { total: number; ac: number } }
      >(getProblemDetail, { token, query: { problemId: p.problemId } });
      return res.status === 200 ? res.data : res.status;
    };
    expect(await page()).toMatchObject({ problem: { title: 'A+B' }, problemCount: { total: 0, ac: 0 } });
    const edit = await t.call(adminUpdateProblem, {
      token: a.admin.token,
      body: {
        problem: {
          id: p.pid,
          problemId: p.problemId,
          title: 'A+B again',
          type: 0,
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
          auth: 1,
        },
        samples: [{ input: '1 2\n', output: '3\n' }],
        isUploadTestCase: false,
        languages: [{ name: 'C++' }],
        tags: [],
        codeTemplates: [],
      },
    });
    expect(edit.status).toBe(200);
    expect(await page()).toMatchObject({ problem: { title: 'A+B again' } });
    const id = await submit(a.other.token, p.problemId);
    expect(await page()).toMatchObject({ problemCount: { total: 1, ac: 0 } });
    expect(
      (await t.call(manualJudge, { token: a.root.token, query: { submitId: id, status: JudgeStatus.Accepted } })).status,
    ).toBe(200);
    expect(await page(a.user.token)).toMatchObject({ problemCount: { total: 1, ac: 1 } });

    // The admin reads the page of the now private problem (kept); the others are refused all the same.
    expect((await t.call(adminChangeProblemAuth, { token: a.admin.token, body: { id: p.pid, auth: 2 } })).status).toBe(200);
    expect(await page(a.admin.token)).toMatchObject({ problem: { title: 'A+B again' } });
    expect(await page(a.user.token)).toBe(403);
    expect(await page()).toBe(403);
  });

  it('a renamed tag shows in the kept page', async () => {
    const row = (await problemPage()).records.find((r) => r.problemId === ab.problemId)!;
    const tag = row.tags[0]!;
    expect((await t.call(adminUpdateTag, { token: a.root.token, body: { id: tag.id, name: 'warm-up', oj: 'ME' } })).status).toBe(
      200,
    );
    expect((await problemPage()).records.find((r) => r.problemId === ab.problemId)!.tags.map((x) => x.name)).toEqual(['warm-up']);
  });

  it('a new submission, its verdict and its share flag show in both lists', async () => {
    const before = (await statusPage()) as Page<JudgeRow>;
    const listed = (await problemPage()).records.find((r) => r.problemId === ab.problemId)!;
    const id = await submit(a.other.token, ab.problemId);
    const pending = (await statusPage()) as Page<JudgeRow>;
    expect(pending.total).toBe(before.total + 1);
    expect(pending.records[0]).toMatchObject({ submitId: id, status: JudgeStatus.Pending, share: false });
    expect((await problemPage()).records.find((r) => r.problemId === ab.problemId)!.total).toBe(listed.total + 1);

    expect(
      (await t.call(manualJudge, { token: a.root.token, query: { submitId: id, status: JudgeStatus.Accepted } })).status,
    ).toBe(200);
    expect(((await statusPage()) as Page<JudgeRow>).records[0]).toMatchObject({ submitId: id, status: JudgeStatus.Accepted });
    expect((await problemPage()).records.find((r) => r.problemId === ab.problemId)!.ac).toBe(listed.ac + 1);
    expect(await statusPage(undefined, { status: JudgeStatus.Accepted })).toMatchObject({
      records: [expect.objectContaining({ submitId: id })],
    });

    expect((await t.call(updateSubmission, { token: a.other.token, body: { submitId: id, share: true } })).status).toBe(200);
    expect(((await statusPage()) as Page<JudgeRow>).records[0]).toMatchObject({ submitId: id, share: true });
  });

  it("a hidden problem leaves the problem list, and its submissions the non-admins' status list, at once", async () => {
    const hidden = await createAbProblem(t, a.admin.token);
    const id = await submit(a.user.token, hidden.problemId);
    expect(ids(await statusPage())).toContain(id);
    expect(ids(await statusPage(a.user.token))).toContain(id);
    expect(ids(await statusPage(a.admin.token))).toContain(id);
    expect((await problemPage()).records.map((r) => r.problemId)).toContain(hidden.problemId);

    expect((await t.call(adminChangeProblemAuth, { token: a.admin.token, body: { id: hidden.pid, auth: 2 } })).status).toBe(200);
    expect((await problemPage()).records.map((r) => r.problemId)).not.toContain(hidden.problemId);
    expect(ids(await statusPage())).not.toContain(id);
    expect(ids(await statusPage(a.user.token))).not.toContain(id);
    // Admins still see it; their page is theirs, and not served to the others after it.
    expect(ids(await statusPage(a.admin.token))).toContain(id);
    expect(ids(await statusPage(a.other.token))).not.toContain(id);
    expect(ids(await statusPage())).not.toContain(id);
  });

  it("a group's and a contest's rows never show in the site list, a kept group page is not served to a non-member, onlyMine stays per user", async () => {
    for (const token of [undefined, a.user.token, a.admin.token]) {
      expect(ids(await statusPage(token))).not.toContain(groupRow);
      expect(ids(await statusPage(token))).not.toContain(contestRow);
    }
    // The member's page of the group is kept; the same query of a non-member is still refused.
    expect(ids(await statusPage(a.user.token, { gid }))).toEqual([groupRow]);
    expect(await statusPage(a.other.token, { gid })).toBe(403);
    expect(await statusPage(undefined, { gid })).toBe(403);

    const mine = await submit(a.user.token, ab.problemId);
    const userMine = ids(await statusPage(a.user.token, { onlyMine: true }));
    expect(userMine).toContain(mine);
    const otherMine = ids(await statusPage(a.other.token, { onlyMine: true }));
    expect(otherMine).not.toContain(mine);
    expect(otherMine).not.toContain(groupRow);
    expect(await statusPage(undefined, { onlyMine: true })).not.toBe(200);
  });
});
