import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, importKattisProblem } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, judgeTestConfig, seedActors, startWorkers, useSandbox } from '../../test/judge-kit';
import { postFile } from '../../test/upload-kit';
import { settledReport } from '../verification/verification-kit';
import { SUM_PY, SUM_WRONG_PY, type PackageFiles, packagesZip } from './import-kattis-fixtures';

const SPIN_PY = 'while True:\n    pass\n';

/** A 2023-07 package without time_limit: the limit follows from its accepted submission. */
const untimedPackage = (yaml: string, slow = true): PackageFiles => ({
  'problem.yaml': yaml,
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/secret/1.in': '20 22\n',
  'data/secret/1.ans': '42\n',
  'submissions/accepted/sum.py': SUM_PY,
  'submissions/wrong_answer/off.py': SUM_WRONG_PY,
  ...(slow ? { 'submissions/time_limit_exceeded/spin.py': SPIN_PY } : {}),
});

describe('Kattis time limit from the slowest accepted submission', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const db = () => t.core.database.db;

  beforeAll(async () => {
    a = await seedActors(t);
    await startWorkers(t, sandbox, 1);
  });

  const importOne = async (files: PackageFiles) => {
    const res = await postFile<{ problemIds: number[] }>(t, importKattisProblem, {
      token: a.root.token,
      filename: 'k.zip',
      content: packagesZip({ p: files }),
    });
    expect(res.status, res.msg).toBe(200);
    return res.data.problemIds[0];
  };

  it('sets the limit to the slowest accepted × ac_to_time_limit rounded up to time_resolution; TLE still too slow × time_limit_to_tle', async () => {
    const pid = await importOne(
      untimedPackage(
        'problem_format_version: 2023-07-draft\nname: Untimed\nlimits:\n  time_multipliers:\n    ac_to_time_limit: 3\n    time_limit_to_tle: 1.5\n  time_resolution: 0.1\n',
      ),
    );
    const r = await settledReport(t, a.root.token, pid);
    const rows = [...r.rows].sort((x, y) => x.origin.localeCompare(y.origin));
    expect(rows.map((row) => [row.origin, row.state, row.gotStatus])).toEqual([
      ['submissions/accepted/sum.py', 'passed', JudgeStatus.Accepted],
      ['submissions/time_limit_exceeded/spin.py', 'passed', JudgeStatus.TimeLimitExceeded],
      ['submissions/wrong_answer/off.py', 'passed', JudgeStatus.WrongAnswer],
    ]);
    expect(r.status).toBe('verified');
    expect(r.timing).toEqual({ acToTimeLimit: 3, timeLimitToTle: 1.5, resolutionMs: 100, derived: true });
    // The report shows the slowest accepted against the limit it gave, and the problem judges with it.
    const slowest = r.slowestAccepted!;
    expect(r.timeLimit).toBe(Math.min(60_000, Math.max(100, Math.ceil((slowest * 3) / 100) * 100)));
    const { timeLimit } = await db().selectFrom('problem').select('timeLimit').where('id', '=', pid).executeTakeFirstOrThrow();
    expect(timeLimit).toBe(r.timeLimit);
    // The too-slow one ran at limit × 1.5.
    expect(rows[1].time).toBeGreaterThanOrEqual(Math.floor(r.timeLimit * 1.5 * 0.9));
  }, 60_000);

  it('keeps a time limit the package gives; legacy multipliers default to 5 and 2', async () => {
    const fixed = await importOne({ ...untimedPackage('name: Fixed\nlimits:\n  time_limit: 2\n', false) });
    const given = await settledReport(t, a.root.token, fixed);
    expect([given.timeLimit, given.timing ?? null]).toEqual([2000, null]);
    const legacy = await importOne(untimedPackage('name: Legacy\n', false));
    const derived = await settledReport(t, a.root.token, legacy);
    expect(derived.timing).toEqual({ acToTimeLimit: 5, timeLimitToTle: 2, resolutionMs: 1000, derived: true });
    expect(derived.timeLimit).toBe(Math.max(1000, Math.ceil((derived.slowestAccepted! * 5) / 1000) * 1000));
  }, 90_000);
});
