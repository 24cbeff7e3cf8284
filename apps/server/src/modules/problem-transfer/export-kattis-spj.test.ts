import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, exportKattisProblem, importKattisProblem, importPolygonProblem, submitProblemJudge } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import {
  type Actors,
  judgeTestConfig,
  makeZip,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { postFile } from '../../test/upload-kit';
import { SUM_CPP, SUM_WRONG_PY, polygonSumPackage } from './import-polygon.fixture';

/**
 * A Verdict `spj` problem (a testlib checker) exported as a Kattis package: the exported output
 * validator (the C wrapper around the checker) compiles at import and judges in the sandbox.
 */
describe('Kattis export of a testlib checker, imported back and judged on the real go-judge', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  const db = () => t.core.database.db;

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await startWorkers(t, sandbox, 1);
  });

  const judge = async (pid: number, language: string, code: string) => {
    const { problemId } = await db().selectFrom('problem').select('problemId').where('id', '=', pid).executeTakeFirstOrThrow();
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token: a.root.token,
      body: { pid: problemId, language, code },
    });
    expect(res.status, res.msg).toBe(200);
    return waitFinal(db(), res.data.submitId);
  };

  it('wraps the checker as a Kattis validator that accepts the right sum and rejects a wrong one', async () => {
    const solutions = [{ tag: 'main', path: 'solutions/sum.cpp', type: 'cpp.g++17', code: SUM_CPP }];
    const polygon = await postFile<{ problemIds: number[] }>(t, importPolygonProblem, {
      token: a.root.token,
      filename: 'p.zip',
      content: makeZip(polygonSumPackage({ solutions })),
    });
    expect(polygon.status, polygon.msg).toBe(200);
    const spj = await db().selectFrom('problem').select(['id', 'judgeMode']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(spj.judgeMode).toBe('spj');

    const exported = await t.app.inject({
      method: 'GET',
      url: `${exportKattisProblem.path}?pid=${spj.id}`,
      headers: { authorization: a.root.token },
    });
    expect(exported.statusCode).toBe(200);
    // The import compiles the wrapper with the checker in the sandbox (a wrapper that does not build is refused).
    const back = await postFile<{ problemIds: number[] }>(t, importKattisProblem, {
      token: a.root.token,
      filename: 'back.zip',
      content: exported.rawPayload,
    });
    expect(back.status, back.msg).toBe(200);
    const pid = back.data.problemIds[0];
    const row = await db().selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirstOrThrow();
    expect([row.judgeMode, row.spjLanguage]).toEqual(['kattis', 'C++']);
    expect(row.spjCode).toContain('verdict_checker_main');

    expect(await judge(pid, 'C++', SUM_CPP)).toBe(JudgeStatus.Accepted);
    expect(await judge(pid, 'Python3', SUM_WRONG_PY)).toBe(JudgeStatus.WrongAnswer);
  }, 60_000);
});
