import { beforeAll, describe, expect, it } from 'vitest';
import { importPolygonProblem } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { type Actors, type ZipEntry, judgeTestConfig, makeZip, seedActors, startWorkers, useSandbox } from '../../test/judge-kit';
import { postFile } from '../../test/upload-kit';
import { polygonInteractivePackage, polygonSumPackage } from './import-polygon.fixture';

describe('Polygon package import', () => {
  const t = useTestApp({ ...judgeTestConfig(), rateLimits: floodLimits() });
  const sandbox = useSandbox();
  let a: Actors;
  const db = () => t.core.database.db;
  const send = (entries: ZipEntry[] | Buffer, token = a.root.token) =>
    postFile(t, importPolygonProblem, {
      token,
      filename: 'package.zip',
      content: Buffer.isBuffer(entries) ? entries : makeZip(entries),
    });
  const counts = async () => ({
    problems: (await db().selectFrom('problem').select('id').execute()).length,
    bundled: (await db().selectFrom('verificationSubmission').select('id').execute()).length,
  });

  beforeAll(async () => {
    a = await seedActors(t);
    // The engine compiles checkers at import; no submission is judged in this file.
    await startWorkers(t, sandbox, 1);
  });

  it('reads problem.xml, tests with groups and points, the testlib checker, the statement and the tagged solutions', async () => {
    const res = await send(polygonSumPackage());
    expect([res.status, res.msg]).toEqual([200, 'Imported 1 problem(s) successfully']);
    const p = await db().selectFrom('problem').selectAll().where('title', '=', 'Sum with groups').executeTakeFirstOrThrow();
    expect(p).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 256,
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjLanguage: 'C++',
      ioScore: 100,
    });
    expect(p.source).toContain('分组求和');
    // Group 1 depends on group 0: its subtask (2) needs the sample's (1), which the judge enforces.
    const extra = JSON.parse(p.judgeExtraFile!) as Record<string, string>;
    expect(Object.keys(extra)).toEqual(['testlib.h', 'group_dependencies.json']);
    expect(JSON.parse(extra['group_dependencies.json'])).toEqual({ 2: [1] });
    expect(p.spjCode).toContain('registerTestlibCmd');
    expect(p.description).toBe('Given integers $a$ and $b$ ($|a|, |b| \\le 10^{9}$), print **their sum**.');
    expect(p.input).toBe('One line with $a$ and $b$.');
    expect(p.hint).toContain('long long');
    expect(p.examples).toBe('<input>1 2\n</input><output>3\n</output>');
    const cases = await db()
      .selectFrom('problemCase')
      .select(['score', 'groupNum'])
      .where('pid', '=', p.id)
      .orderBy('id')
      .execute();
    // Group 0 (each test) keeps its own 0-point case; group 1 is one all-or-nothing subtask worth 100.
    expect(cases.map((c) => [c.score, c.groupNum])).toEqual([
      [0, 1],
      [100, 2],
      [100, 2],
    ]);
    const bundled = await db()
      .selectFrom('verificationSubmission')
      .select(['origin', 'language', 'expected'])
      .where('pid', '=', p.id)
      .orderBy('id')
      .execute();
    expect(bundled).toEqual([
      { origin: 'solutions/sum.cpp (main)', language: 'C++', expected: '[0]' },
      { origin: 'solutions/wa.py (wrong-answer)', language: 'Python3', expected: '[-1,-3]' },
      { origin: 'solutions/tle.py (time-limit-exceeded)', language: 'Python3', expected: '[1]' },
      { origin: 'solutions/sum.pas (accepted)', language: 'pas.fpc', expected: '[0]' },
    ]);
  }, 20_000);

  it('maps a standard checker to the built-in comparison and the interactor to interactive mode', async () => {
    expect((await send(polygonSumPackage({ checker: 'std', over: { 'files/check.cpp': '// std' } }))).status).toBe(200);
    expect((await send(polygonInteractivePackage())).status).toBe(200);
    const modes = await db().selectFrom('problem').select(['title', 'judgeMode', 'spjCode']).orderBy('id').execute();
    expect(modes.slice(-2).map((m) => [m.title, m.judgeMode, m.spjCode?.includes('registerInteraction') ?? null])).toEqual([
      ['Sum with groups', 'default', null],
      ['Guess the number', 'interactive', true],
    ]);
  }, 20_000);

  it('refuses hostile and broken packages with a clear error, writing nothing', async () => {
    const before = await counts();
    const cases: Array<[ZipEntry[] | Buffer, RegExp]> = [
      [[...polygonSumPackage(), { name: 'sum-groups/../../evil', data: 'x' }], /^The archive contains an unsafe path: /],
      [polygonSumPackage({ over: { 'problem.xml': '<problem><names></problem' } }), /problem\.xml: is not well-formed XML/],
      [polygonSumPackage({ over: { 'tests/03.a': null } }), /^sum-groups\/tests\/03\.a: missing from the package/],
      [polygonSumPackage({ over: { 'problem.xml': null } }), /^No problem to import: no problem\.xml/],
      [
        polygonSumPackage({ over: { 'files/check.cpp': '#include "testlib.h"\nint main( { broken' } }),
        /^sum-groups\/files\/check\.cpp: does not compile: /,
      ],
      // A zip bomb: the entry declares 129 MB (the shared reader's inflate-time count is tested in import-hostile).
      [
        polygonSumPackage().map((e) => (String(e.name).endsWith('tests/01') ? { ...e, declaredSize: 129 * 1024 * 1024 } : e)),
        /too large|larger than/,
      ],
      [Buffer.from('PK\u0003\u0004 not a zip'), /^The archive can not be read/],
      // Groups 0 and 1 need each other: no order judges them.
      [
        polygonSumPackage().map((e) =>
          String(e.name).endsWith('problem.xml')
            ? {
                ...e,
                data: String(e.data).replace(
                  'points-policy="each-test"/>',
                  'points-policy="each-test"><dependencies><dependency group="1"/></dependencies></group>',
                ),
              }
            : e,
        ),
        /problem\.xml: field groups\.0\.dependencies lead back .*cycle/,
      ],
    ];
    for (const [entries, msg] of cases) {
      const res = await send(entries);
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(msg)]);
    }
    expect(await counts()).toEqual(before);
    // The same roles as the other imports: a problem admin may not.
    expect((await send(polygonSumPackage(), a.problemAdmin.token)).status).toBe(403);
  }, 60_000);
});
