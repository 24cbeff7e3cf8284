import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, exportKattisProblem, importKattisProblem, submitProblemJudge } from '@verdict/shared';
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
import { postFile, tinyPng } from '../../test/upload-kit';
import { ImportArchive } from './archive-reader';
import {
  DIV_OK_PY,
  DIV_ROUGH_PY,
  GUESS_LINEAR_PY,
  GUESS_PY,
  SPLIT_PY,
  SPLIT_WRONG_PY,
  SUM_INT32_C,
  SUM_PY,
  SUM_WRONG_PY,
  customPackage,
  floatPackage,
  interactivePackage,
  packagesZip,
  plainPackage,
  scoringPackage,
} from './import-kattis-fixtures';
import { readKattis } from './import-kattis';

/** Kattis packages imported through the route, then judged on the real go-judge; exported and imported back. */
describe('Kattis problem packages', () => {
  const t = useTestApp(judgeTestConfig());
  const sandbox = useSandbox();
  let a: Actors;
  let ids: number[] = [];
  const db = () => t.core.database.db;
  const tmp = mkdtempSync(path.join(tmpdir(), 'kattis-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  beforeAll(async () => {
    a = await seedActors(t);
    await noSubmitInterval(t);
    await startWorkers(t, sandbox);
    const zip = packagesZip({
      plain: plainPackage(await tinyPng()),
      float: floatPackage,
      custom: customPackage,
      guess: interactivePackage,
      scoring: scoringPackage,
    });
    const res = await postFile<{ problemIds: number[] }>(t, importKattisProblem, {
      token: a.root.token,
      filename: 'k.zip',
      content: zip,
    });
    expect(res.status, res.msg).toBe(200);
    ids = res.data.problemIds;
  });

  const row = (id: number) => db().selectFrom('problem').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const judge = async (id: number, language: string, code: string, token = a.user.token) => {
    const { problemId } = await row(id);
    const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
      token,
      body: { pid: problemId, language, code },
    });
    expect(res.status, res.msg).toBe(200);
    const status = await waitFinal(db(), res.data.submitId);
    const { score } = await db()
      .selectFrom('judge')
      .select('score')
      .where('submitId', '=', res.data.submitId)
      .executeTakeFirstOrThrow();
    return { status, score };
  };

  it('reads names, statements (LaTeX → Markdown + math, images, attachments), limits and symlinked cases', async () => {
    expect(ids).toHaveLength(5);
    const plain = await row(ids[0]);
    // The name in the statement's language (English here; a Chinese statement would take the zh name).
    expect(plain.title).toBe('Add Two');
    expect(plain.description).toContain('$a+b$');
    expect(plain.description).toMatch(/!\[\]\(\/api\/public\/img\/[^)]+\.png\)/);
    expect(plain.description).toMatch(/\[notes\.txt\]\(\/api\/public\/file\/[^)]+\)/);
    expect([plain.memoryLimit, plain.type, plain.judgeMode, plain.source]).toEqual([256, 0, 'kattis', 'Hand Made Contest']);
    const cases = await db()
      .selectFrom('problemCase')
      .select(['input', 'output'])
      .where('pid', '=', ids[0])
      .orderBy('seq')
      .execute();
    expect(cases.map((c) => c.input)).toEqual(['sample_1.in', 'secret_01.in', 'secret_02-again.in']);
    const float = await row(ids[1]);
    expect([float.title, float.timeLimit, float.description]).toEqual(['Divide', 2000, '# Divide\n\nPrint $a/b$.']);
    expect(JSON.parse(float.judgeExtraFile ?? '{}')).toEqual({ validator_flags: 'float_tolerance 1e-4' });
    expect((await row(ids[3])).judgeMode).toBe('kattis_interactive');
    const scoring = await row(ids[4]);
    expect([scoring.type, scoring.judgeCaseMode, scoring.ioScore]).toEqual([1, 'subtask_lowest', 100]);
  });

  it('judges: plain, float tolerance, custom validator, interactive, scoring groups', async () => {
    const [plain, float, custom, guess, scoring] = ids;
    expect((await judge(plain, 'Python3', SUM_PY)).status).toBe(JudgeStatus.Accepted);
    expect((await judge(plain, 'Python3', SUM_WRONG_PY)).status).toBe(JudgeStatus.WrongAnswer);
    expect((await judge(float, 'Python3', DIV_OK_PY)).status).toBe(JudgeStatus.Accepted);
    expect((await judge(float, 'Python3', DIV_ROUGH_PY)).status).toBe(JudgeStatus.WrongAnswer);
    expect((await judge(custom, 'Python3', SPLIT_PY)).status).toBe(JudgeStatus.Accepted);
    expect((await judge(custom, 'Python3', SPLIT_WRONG_PY)).status).toBe(JudgeStatus.WrongAnswer);
    expect((await judge(guess, 'Python3', GUESS_PY)).status).toBe(JudgeStatus.Accepted);
    expect((await judge(guess, 'Python3', GUESS_LINEAR_PY)).status).toBe(JudgeStatus.WrongAnswer);
    expect(await judge(scoring, 'C', SUM_INT32_C)).toEqual({ status: JudgeStatus.PartialAccepted, score: 30 });
    expect(await judge(scoring, 'Python3', SUM_PY, a.root.token)).toEqual({ status: JudgeStatus.Accepted, score: 100 });
  });

  it('carries the bundled submissions with the verdicts their folders promise', async () => {
    const file = path.join(tmp, 'plain.zip');
    writeFileSync(file, packagesZip({ plain: plainPackage(await tinyPng()) }));
    const zip = await ImportArchive.open(file);
    try {
      const [c] = await readKattis(zip, t.core.testdata);
      expect(c.submissions?.map((s) => [s.origin, s.language, s.expected])).toEqual([
        ['submissions/accepted/folder/main.cpp', 'C++', [JudgeStatus.Accepted]],
        ['submissions/accepted/sum.py', 'Python3', [JudgeStatus.Accepted]],
        ['submissions/wrong_answer/off.py', 'Python3', [JudgeStatus.WrongAnswer, JudgeStatus.PresentationError]],
      ]);
    } finally {
      zip.close();
    }
  });

  it('exports a Kattis package (with the author’s accepted submission) that imports back unchanged', async () => {
    for (const id of [ids[1], ids[2], ids[3], ids[4]]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${exportKattisProblem.path}?pid=${id}`,
        headers: { authorization: a.root.token },
      });
      expect(res.statusCode).toBe(200);
      const back = await postFile<{ problemIds: number[] }>(t, importKattisProblem, {
        token: a.root.token,
        filename: 'back.zip',
        content: res.rawPayload,
      });
      expect(back.status, back.msg).toBe(200);
      const [before, after] = [await row(id), await row(back.data.problemIds[0])];
      const fields = [
        'title',
        'description',
        'timeLimit',
        'memoryLimit',
        'type',
        'judgeMode',
        'judgeCaseMode',
        'ioScore',
        'spjCode',
        'spjLanguage',
        'judgeExtraFile',
        'examples',
      ] as const;
      for (const f of fields) expect([f, after[f]]).toEqual([f, before[f]]);
      const cases = (pid: number) =>
        db()
          .selectFrom('problemCase')
          .select(['input', 'inputHash', 'outputHash', 'score', 'groupNum'])
          .where('pid', '=', pid)
          .orderBy('seq')
          .execute();
      expect(await cases(back.data.problemIds[0])).toEqual(await cases(id));
      if (id === ids[4]) {
        const file = path.join(tmp, 'export.zip');
        writeFileSync(file, res.rawPayload);
        const zip = await ImportArchive.open(file);
        expect(zip.paths.filter((p) => p.endsWith('/submissions/accepted/author.py'))).toHaveLength(1);
        zip.close();
      }
    }
    expect((await t.call(exportKattisProblem, { token: a.user.token, query: { pid: ids[0] } })).http).toBe(403);
  });
});
