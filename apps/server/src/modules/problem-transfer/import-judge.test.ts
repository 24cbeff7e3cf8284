import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  adminDeleteProblem,
  exportProblem,
  importFpsProblem,
  importHydroProblem,
  importProblem,
  importQdojProblem,
  submitProblemJudge,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  type Actors,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { createProblem, postFile, tinyPng } from '../../test/upload-kit';
import { fpsXml, hydroZip, qduZip } from './import-fixtures';

const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
const OFF_BY_ONE_PY = 'a, b = map(int, input().split())\nprint(a + b + 1)\n';
const HALF_C =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%.3f\\n", (a + b) / 2.0); return 0; }\n';
const HALF_WRONG_C =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n';

/** Each imported problem, on the real go-judge, accepts a right solution and rejects a wrong one. */
describe('imported problems judge correctly', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const db = () => t.core.database.db;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await startWorkers(t, sandbox);
  });

  const verdict = async (problemId: string, language: string, code: string) => {
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token: a.user.token,
      body: { pid: problemId, language, code },
    });
    expect(res.status, res.msg).toBe(200);
    return waitFinal(db(), res.data.submitId);
  };
  const idOf = async (title: string) =>
    (await db().selectFrom('problem').select('problemId').where('title', '=', title).executeTakeFirstOrThrow()).problemId;

  it('FPS: plain, SPJ (C checker, tolerance) and Chinese problems', async () => {
    expect(
      (await postFile(t, importFpsProblem, { token: a.root.token, filename: 'set.xml', content: fpsXml(await tinyPng()) }))
        .status,
    ).toBe(200);
    for (const title of ['FPS A+B', '两数之和']) {
      const id = await idOf(title);
      expect(await verdict(id, 'Python3', SUM_PY)).toBe(JudgeStatus.Accepted);
      expect(await verdict(id, 'Python3', OFF_BY_ONE_PY)).toBe(JudgeStatus.WrongAnswer);
    }
    const half = await idOf('Half of a sum');
    expect(await verdict(half, 'C', HALF_C)).toBe(JudgeStatus.Accepted);
    expect(await verdict(half, 'C', HALF_WRONG_C)).toBe(JudgeStatus.WrongAnswer);
  });

  it('QDU: ACM and OI (scores from test_case_score)', async () => {
    expect((await postFile(t, importQdojProblem, { token: a.root.token, filename: 'q.zip', content: qduZip() })).status).toBe(
      200,
    );
    for (const id of ['QDU1', 'QDU2']) {
      expect(await verdict(id, 'Python3', SUM_PY)).toBe(JudgeStatus.Accepted);
      expect(await verdict(id, 'Python3', OFF_BY_ONE_PY)).toBe(JudgeStatus.WrongAnswer);
    }
    const best = await db()
      .selectFrom('judge')
      .select(['score', 'status'])
      .where('displayPid', '=', 'QDU2')
      .orderBy('submitId')
      .execute();
    expect(best.map((r) => r.score)).toEqual([100, 0]);
  });

  it('Hydro: subtasks (lowest) and scanned test data', async () => {
    expect(
      (await postFile(t, importHydroProblem, { token: a.root.token, filename: 'h.zip', content: hydroZip(await tinyPng()) }))
        .status,
    ).toBe(200);
    for (const id of ['HYD1', await idOf('Hydro scanned')]) {
      expect(await verdict(id, 'Python3', SUM_PY)).toBe(JudgeStatus.Accepted);
      expect(await verdict(id, 'Python3', OFF_BY_ONE_PY)).toBe(JudgeStatus.WrongAnswer);
    }
    // A solution right on subtask 1 only scores that subtask.
    const partial = 'a, b = map(int, input().split())\nprint(a + b if a == 1 else 0)\n';
    const status = await verdict('HYD1', 'Python3', partial);
    const row = await db()
      .selectFrom('judge')
      .select('score')
      .where('displayPid', '=', 'HYD1')
      .orderBy('submitId', 'desc')
      .executeTakeFirstOrThrow();
    expect([status, row.score]).toEqual([JudgeStatus.PartialAccepted, 30]);
  });

  it('HOJ: export → delete → import gives the same verdicts', async () => {
    const p = await createProblem(
      t,
      a.admin.token,
      'RTJ1',
      { type: 1 },
      {
        samples: [
          { input: '1 2\n', output: '3\n', score: 40 },
          { input: '5 5\n', output: '10\n', score: 60 },
        ],
      },
    );
    const before = [await verdict('RTJ1', 'Python3', SUM_PY), await verdict('RTJ1', 'Python3', OFF_BY_ONE_PY)];
    const zip = await t.app.inject({
      method: 'GET',
      url: exportProblem.path,
      query: { pid: String(p.pid) },
      headers: { authorization: a.root.token },
    });
    expect((await t.call(adminDeleteProblem, { token: a.root.token, query: { pid: p.pid } })).status).toBe(200);
    expect((await postFile(t, importProblem, { token: a.root.token, filename: 'rt.zip', content: zip.rawPayload })).status).toBe(
      200,
    );
    const after = [await verdict('RTJ1', 'Python3', SUM_PY), await verdict('RTJ1', 'Python3', OFF_BY_ONE_PY)];
    expect(after).toEqual(before);
    expect(after).toEqual([JudgeStatus.Accepted, JudgeStatus.WrongAnswer]);
  });
});
