import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  type VerificationReport,
  getProblemVerification,
  importPolygonProblem,
  rerunProblemVerification,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, judgeTestConfig, makeZip, seedActors, startWorkers, useSandbox } from '../../test/judge-kit';
import { postFile } from '../../test/upload-kit';
import { settledReport } from './verification-kit';
import { SUM_CHECKER, SUM_CPP, SUM_WRONG_PY, polygonSumPackage } from '../problem-transfer/import-polygon.fixture';

/** A checker that compiles and rejects everything: the package's main solution then fails verification. */
const REJECTING_CHECKER =
  '#include "testlib.h"\nint main(int argc, char **argv) { registerTestlibCmd(argc, argv); quitf(_wa, "no"); }\n';

describe('verification of bundled submissions on the real go-judge', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const db = () => t.core.database.db;

  beforeAll(async () => {
    a = await seedActors(t);
    await startWorkers(t, sandbox, 1);
  });

  const importPackage = async (opts: Parameters<typeof polygonSumPackage>[0]) => {
    const res = await postFile(t, importPolygonProblem, {
      token: a.root.token,
      filename: 'p.zip',
      content: makeZip(polygonSumPackage(opts)),
    });
    expect(res.status, res.msg).toBe(200);
    const row = await db().selectFrom('problem').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const report = async (pid: number, token = a.root.token) =>
    t.call<typeof getProblemVerification, VerificationReport>(getProblemVerification, { token, query: { pid } });
  const settled = (pid: number) => settledReport(t, a.root.token, pid);

  it('judges every tagged solution against its tag: AC, WA, TLE pass; an unknown language is skipped', async () => {
    const pid = await importPackage({ timeLimitMs: 300 });
    const r = await settled(pid);
    expect(r.rows.map((row) => [row.origin, row.state, row.gotStatus])).toEqual([
      ['solutions/sum.cpp (main)', 'passed', JudgeStatus.Accepted],
      ['solutions/wa.py (wrong-answer)', 'passed', JudgeStatus.WrongAnswer],
      ['solutions/tle.py (time-limit-exceeded)', 'passed', JudgeStatus.TimeLimitExceeded],
      ['solutions/sum.pas (accepted)', 'skipped', null],
    ]);
    expect(r.status).toBe('verified');
    expect(r.timeLimit).toBe(300);
    expect(r.slowestAccepted).toBe(r.rows[0].time);
    // Verification judges outside the submission tables: no status list, rank or count sees it.
    expect(await db().selectFrom('judge').select('submitId').execute()).toEqual([]);
    // The editor's roles: a plain user may not read it.
    expect((await report(pid, a.user.token)).status).toBe(403);
  }, 60_000);

  it('marks a mismatch unverified, and a rerun after the fix verifies it', async () => {
    const solutions = [
      { tag: 'main', path: 'solutions/sum.cpp', type: 'cpp.g++17', code: SUM_CPP },
      { tag: 'rejected', path: 'solutions/wa.py', type: 'python.3', code: SUM_WRONG_PY },
    ];
    const pid = await importPackage({ solutions, over: { 'files/check.cpp': REJECTING_CHECKER } });
    const broken = await settled(pid);
    expect(broken.status).toBe('unverified');
    expect(broken.rows.map((row) => [row.state, row.gotStatus])).toEqual([
      ['failed', JudgeStatus.WrongAnswer],
      ['passed', JudgeStatus.WrongAnswer],
    ]);

    await db().updateTable('problem').set({ spjCode: SUM_CHECKER }).where('id', '=', pid).execute();
    const rerun = await t.call<typeof rerunProblemVerification, VerificationReport>(rerunProblemVerification, {
      token: a.problemAdmin.token,
      body: { pid },
    });
    expect([rerun.status, rerun.data.status]).toEqual([200, 'running']);
    const fixed = await settled(pid);
    expect([fixed.status, fixed.rows.map((row) => row.state)]).toEqual(['verified', ['passed', 'passed']]);
  }, 60_000);
});
