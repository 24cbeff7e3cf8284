import { beforeAll, describe, expect, it } from 'vitest';
import { checkSubmissionsStatus, getSubmissionList, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, noSubmitInterval, seedActors } from '../../test/judge-kit';
import { createProblem } from '../../test/upload-kit';

type Status = Record<string, { submitId: number; uid: string; username: string; ip: string | null; code: string | null }>;

/** check-submissions-status answers by the submission list's rules (no judge needed: rows stay Pending). */
describe('POST /api/check-submissions-status', () => {
  const t = useTestApp();
  let a: Actors;
  let open: number;
  let hidden: number;
  let group: number;
  const check = (token: string | undefined, submitIds: number[], cid?: number) =>
    t.call<typeof checkSubmissionsStatus, Status>(checkSubmissionsStatus, {
      token,
      body: { submitIds, ...(cid !== undefined ? { cid } : {}) },
    });
  const submit = async (token: string, problemId: string) => {
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token,
      body: { pid: problemId, language: 'C', code: 'int main() { return 0; }' },
    });
    if (res.status !== 200) throw new Error(res.msg);
    return res.data.submitId;
  };

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await createProblem(t, a.admin.token, 'STATOPEN');
    await createProblem(t, a.admin.token, 'STATPRIV', { auth: 2 });
    await createProblem(t, a.admin.token, 'STATGRP', { gid: 7 });
    open = await submit(a.user.token, 'STATOPEN');
    // Submitted while public, then made private: the list hides it from non-admins, so must this call.
    await t.core.database.db.updateTable('problem').set({ auth: 1 }).where('problemId', '=', 'STATPRIV').execute();
    hidden = await submit(a.user.token, 'STATPRIV');
    await t.core.database.db.updateTable('problem').set({ auth: 2 }).where('problemId', '=', 'STATPRIV').execute();
    group = await submit(a.admin.token, 'STATGRP');
  });

  it('gives visitors and users the visible submissions only, and never an IP', async () => {
    for (const token of [undefined, a.other.token, a.user.token]) {
      const res = await check(token, [open, hidden, group]);
      expect(res.status).toBe(200);
      expect(Object.keys(res.data)).toEqual([String(open)]);
      expect(res.data[String(open)]).toMatchObject({ submitId: open, username: a.user.username, ip: null, code: null });
    }
  });

  it('agrees with the submission list', async () => {
    const list = await t.call<typeof getSubmissionList, { records: Array<{ submitId: number }> }>(getSubmissionList, {
      query: {},
    });
    const shown = list.data.records.map((r) => r.submitId);
    expect(shown).toContain(open);
    expect(shown).not.toContain(hidden);
    expect(shown).not.toContain(group);
  });

  it('a contest id does not widen what a caller sees: contest rules apply, and a contest that does not exist shows nothing', async () => {
    await t.core.database.db.updateTable('judge').set({ cid: 999_999 }).where('submitId', '=', open).execute();
    try {
      for (const token of [a.user.token, undefined, a.admin.token]) {
        const res = await check(token, [open], 999_999);
        expect(res.status).not.toBe(200);
        expect(res.data ?? {}).toEqual({});
      }
    } finally {
      await t.core.database.db.updateTable('judge').set({ cid: 0 }).where('submitId', '=', open).execute();
    }
  });

  it('gives admins every submission with its IP', async () => {
    for (const admin of [a.admin, a.problemAdmin, a.root]) {
      const res = await check(admin.token, [open, hidden, group]);
      expect(Object.keys(res.data).sort()).toEqual([open, hidden, group].map(String).sort());
      expect(res.data[String(hidden)].ip).toBeTruthy();
      expect(res.data[String(open)].code).toBeNull();
    }
  });
});
