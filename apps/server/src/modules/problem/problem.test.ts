import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAddProblem,
  adminDeleteProblem,
  adminGetProblem,
  adminGetProblemCases,
  adminGetProblemList,
  adminUpdateProblem,
  getLanguages,
  getProblemCodeTemplate,
  getProblemDetail,
  getProblemLanguages,
  Role,
  uploadTestcaseZip,
} from '@verdict/shared';
import { makeActor } from '../../http/actor';
import { useTestApp } from '../../test/test-app';
import { seedDemoProblems } from './seed';
import { type Actors, createAbProblem, makeZip, seedActors, upload } from '../../test/judge-kit';

describe('problems for the judge', () => {
  const t = useTestApp();
  let a: Actors;
  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('seeds the language table from the judge package', async () => {
    const res = await t.call<typeof getLanguages, Array<{ name: string; seq: number; oj: string }>>(getLanguages, {});
    expect(res.status).toBe(200);
    const names = res.data.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['C', 'C++', 'Python3', 'Java']));
    expect(res.data.every((l, i, all) => i === 0 || all[i - 1].seq >= l.seq)).toBe(true);
    // HOJ's client preselects the first language: C and C++ lead, as in HOJ's own list (issue 28.13).
    expect(names.slice(0, 4)).toEqual(['C', 'C With O2', 'C++', 'C++ With O2']);
  });

  it('names each compiler with the version the machine reports, in the same answer shape (issue 28.9)', async () => {
    const res = await t.call<typeof getLanguages, Array<Record<string, unknown>>>(getLanguages, {});
    const cpp = res.data.find((l) => l.name === 'C++')!;
    // The machine's g++ (`g++ -dumpfullversion`), asked once at start-up: "C++17 (g++ 12.2)".
    const gxx = execFileSync('g++', ['-dumpfullversion']).toString().trim().split('.').slice(0, 2).join('.');
    expect(cpp.description).toBe(`C++17 (g++ ${gxx})`);
    expect(res.data.find((l) => l.name === 'C++ With O2')!.description).toBe(`C++17 -O2 (g++ ${gxx})`);
    expect(String(res.data.find((l) => l.name === 'Python3')!.description)).toMatch(/^Python \d+\.\d+/);
    // HOJ's fields, no more and no fewer.
    expect(Object.keys(cpp).sort()).toEqual(
      ['codeTemplate', 'compileCommand', 'contentType', 'description', 'id', 'isSpj', 'name', 'oj', 'seq', 'template'].sort(),
    );
  });

  it("demo problems carry text, not null, where HOJ's editor binds text (issue 28.13)", async () => {
    const root = makeActor(a.root.uid, a.root.username, Role.Root);
    expect(await seedDemoProblems(t.app.services.problemAdmin, root)).toBe(2);
    const list = await t.call(adminGetProblemList, { token: a.root.token, query: {} });
    for (const row of (list.data as { records: Array<{ id: number }> }).records) {
      const p = (await t.call(adminGetProblem, { token: a.root.token, query: { pid: row.id } })).data as Record<string, unknown>;
      for (const field of ['description', 'input', 'output', 'examples', 'hint', 'source', 'author'])
        expect(typeof p[field], `${field} of ${String(p.problemId)}`).toBe('string');
    }
  });

  it('creates a problem with hand-entered cases; LF-normalised; detail hides checker fields', async () => {
    const { pid, problemId } = await createAbProblem(t, a.admin.token, { spjCode: 'secret' });
    const cases = await t.call<typeof adminGetProblemCases, Array<{ input: string; output: string }>>(adminGetProblemCases, {
      token: a.admin.token,
      query: { pid },
    });
    expect(cases.data.map((c) => c.input)).toEqual(['1 2\n', '10 20\n', '-1 1']);
    expect(cases.data[1].output).toBe('30\n');
    const detail = await t.call<
      typeof getProblemDetail,
      { problem: { spjCode: string | null; judgeMode: string }; languages: string[]; tags: Array<{ name: string }> }
    >(getProblemDetail, { query: { problemId } });
    expect(detail.status).toBe(200);
    expect(detail.data.problem.spjCode).toBeNull();
    expect(detail.data.languages).toEqual(['C', 'C++', 'Python3']);
    expect(detail.data.tags.map((x) => x.name)).toEqual(['easy']);
    const langs = await t.call(getProblemLanguages, { query: { pid } });
    expect((langs.data as unknown[]).length).toBe(3);
  });

  it('rejects duplicate ids, remote prefixes, unknown languages and missing cases', async () => {
    const { problemId } = await createAbProblem(t, a.admin.token);
    const base = { problem: { problemId, title: 'x' }, samples: [{ input: '1', output: '1' }], languages: [{ name: 'C++' }] };
    expect((await t.call(adminAddProblem, { token: a.admin.token, body: base })).msg).toMatch(/already used/);
    expect(
      (await t.call(adminAddProblem, { token: a.admin.token, body: { ...base, problem: { problemId: 'CF-1A', title: 'x' } } }))
        .msg,
    ).toMatch(/remote OJ/);
    expect(
      (
        await t.call(adminAddProblem, {
          token: a.admin.token,
          body: { ...base, problem: { problemId: 'NEWX1', title: 'x' }, languages: [{ name: 'Cobol' }] },
        })
      ).msg,
    ).toMatch(/Unknown language/);
    expect(
      (
        await t.call(adminAddProblem, {
          token: a.admin.token,
          body: { ...base, problem: { problemId: 'NEWX2', title: 'x' }, samples: [] },
        })
      ).msg,
    ).toMatch(/can not be empty/);
    const bad = await t.call(adminAddProblem, {
      token: a.admin.token,
      body: { ...base, problem: { problemId: 'bad id!', title: 'x' } },
    });
    expect([bad.http, bad.status]).toEqual([400, 400]);
  });

  it('admin calls need an admin role; delete needs root or problem_admin', async () => {
    const { pid } = await createAbProblem(t, a.problemAdmin.token);
    for (const token of [undefined, a.user.token, a.noSubmit.token]) {
      const res = await t.call(adminGetProblem, { token, query: { pid } });
      expect(res.http).toBe(token ? 403 : 401);
    }
    for (const u of [a.root, a.admin, a.problemAdmin])
      expect((await t.call(adminGetProblem, { token: u.token, query: { pid } })).status).toBe(200);
    expect((await t.call(adminDeleteProblem, { token: a.admin.token, query: { pid } })).http).toBe(403);
    expect((await t.call(adminDeleteProblem, { token: a.problemAdmin.token, query: { pid } })).status).toBe(200);
    expect((await t.call(adminGetProblem, { token: a.root.token, query: { pid } })).status).toBe(404);
  });

  it('private problems are visible to admins only', async () => {
    const { pid, problemId } = await createAbProblem(t, a.admin.token, { auth: 2 });
    expect((await t.call(getProblemDetail, { query: { problemId } })).status).toBe(403);
    expect((await t.call(getProblemDetail, { token: a.user.token, query: { problemId } })).status).toBe(403);
    expect((await t.call(getProblemDetail, { token: a.admin.token, query: { problemId } })).status).toBe(200);
    expect((await t.call(getProblemCodeTemplate, { token: a.user.token, query: { pid } })).status).toBe(403);
    expect((await t.call(getProblemDetail, { query: { problemId: 'NOPE404' } })).status).toBe(404);
    expect((await t.call(getProblemLanguages, { query: { pid: 'x' } })).http).toBe(400);
  });

  it('lists problems for admins with keyword filter', async () => {
    const { problemId } = await createAbProblem(t, a.admin.token, { title: 'Unique Zebra Title' });
    const res = await t.call<typeof adminGetProblemList, { records: Array<{ problemId: string }>; total: number }>(
      adminGetProblemList,
      { token: a.admin.token, query: { keyword: 'zebra' } },
    );
    expect(res.data.records.map((r) => r.problemId)).toEqual([problemId]);
  });

  describe('test data zip', () => {
    const zipOf = (files: Record<string, string>) => makeZip(Object.entries(files).map(([name, data]) => ({ name, data })));

    it('pairs .in with .out/.ans, orders 2 before 10, fills missing outputs, and saves an OI problem', async () => {
      const zip = zipOf({
        '10.in': '10 0\r\n',
        '10.out': '10\r\n',
        '2.in': '1 1\n',
        '2.ans': '2\n',
        '1.in': '0 0\n',
        'readme.md': 'x',
      });
      const res = await upload(t, uploadTestcaseZip, {
        token: a.admin.token,
        query: { mode: 'subtask_lowest' },
        filename: 'cases.zip',
        content: zip,
      });
      expect(res.status).toBe(200);
      expect(res.data.fileList).toEqual([
        { input: '1.in', output: '1.out', groupNum: 1 },
        { input: '2.in', output: '2.ans', groupNum: 1 },
        { input: '10.in', output: '10.out', groupNum: 1 },
      ]);
      const problemId = `OIZIP${Date.now() % 100000}`;
      const saved = await t.call(adminAddProblem, {
        token: a.admin.token,
        body: {
          problem: { problemId, title: 'OI zip', type: 1, judgeCaseMode: 'subtask_lowest' },
          samples: [
            { input: '1.in', output: '1.out', score: 10, groupNum: 1 },
            { input: '2.in', output: '2.ans', score: 30, groupNum: 2 },
            { input: '10.in', output: '10.out', score: 50, groupNum: 2 },
          ],
          isUploadTestCase: true,
          uploadTestcaseDir: res.data.fileListDir,
          languages: [{ name: 'C++' }],
        },
      });
      expect(saved.status).toBe(200);
      const p = await t.core.database.db
        .selectFrom('problem')
        .selectAll()
        .where('problemId', '=', problemId)
        .executeTakeFirstOrThrow();
      expect(p.ioScore).toBe(40);
      const cases = await t.call<typeof adminGetProblemCases, Array<{ input: string; output: string }>>(adminGetProblemCases, {
        token: a.admin.token,
        query: { pid: p.id },
      });
      expect(cases.data.map((c) => c.input)).toEqual(['1.in', '2.in', '10.in']);
      const stored = await t.core.database.db
        .selectFrom('problemCase')
        .selectAll()
        .where('pid', '=', p.id)
        .orderBy('seq')
        .execute();
      expect(t.core.testdata.readText(stored[2].outputHash)).toBe('10\n');

      // Editing without a new upload keeps the files; changing scores bumps the case version.
      const update = await t.call(adminUpdateProblem, {
        token: a.admin.token,
        body: {
          problem: { id: p.id, problemId, title: 'OI zip 2', type: 1, judgeCaseMode: 'subtask_lowest' },
          samples: [
            { input: '1.in', output: '1.out', score: 10, groupNum: 1 },
            { input: '2.in', output: '2.ans', score: 40, groupNum: 2 },
            { input: '10.in', output: '10.out', score: 50, groupNum: 2 },
          ],
          isUploadTestCase: true,
          languages: [{ name: 'C++' }],
        },
      });
      expect(update.status).toBe(200);
      const p2 = await t.core.database.db.selectFrom('problem').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
      expect(p2.title).toBe('OI zip 2');
      expect(p2.ioScore).toBe(50);
      expect(p2.caseVersion).not.toBe(p.caseVersion);
      const same = await t.call(adminUpdateProblem, {
        token: a.admin.token,
        body: {
          problem: { id: p.id, problemId, title: 'OI zip 3', type: 1, judgeCaseMode: 'subtask_lowest' },
          samples: [
            { input: '1.in', output: '1.out', score: 10, groupNum: 1 },
            { input: '2.in', output: '2.ans', score: 40, groupNum: 2 },
            { input: '10.in', output: '10.out', score: 50, groupNum: 2 },
          ],
          isUploadTestCase: true,
          languages: [{ name: 'C++' }],
        },
      });
      expect(same.status).toBe(200);
      const p3 = await t.core.database.db
        .selectFrom('problem')
        .select('caseVersion')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(p3.caseVersion).toBe(p2.caseVersion);
    });

    it('survives zip slip, deep folders and non-UTF-8 names (nothing is written outside the store)', async () => {
      const zip = makeZip([
        { name: '../../evil.in', data: 'pwn' },
        { name: '/etc/evil.in', data: 'pwn' },
        { name: 'a/b/c/d/e/f/deep.in', data: 'deep' },
        { name: 'dir\\win.in', data: 'win' },
        { name: Buffer.from([0xc4, 0xe3, 0x2e, 0x69, 0x6e]), data: '5 5\n' },
        { name: Buffer.from([0xc4, 0xe3, 0x2e, 0x6f, 0x75, 0x74]), data: '10\n' },
        { name: '数据.in', data: '1 1\n', utf8Flag: true },
      ]);
      const res = await upload(t, uploadTestcaseZip, { token: a.admin.token, filename: 'hostile.zip', content: zip });
      expect(res.status).toBe(200);
      expect(res.data.fileList.map((f) => f.input).sort()).toEqual(['Äã.in', '数据.in'].sort());
      expect(res.data.fileList.find((f) => f.input === 'Äã.in')?.output).toBe('Äã.out');
    });

    it('refuses a zip bomb, a not-a-zip, a non-zip name, a zip without cases and non-admins', async () => {
      const bomb = makeZip([{ name: '1.in', data: Buffer.alloc(140 * 1024 * 1024), declaredSize: 10 }]);
      const r1 = await upload(t, uploadTestcaseZip, { token: a.admin.token, filename: 'bomb.zip', content: bomb });
      expect(r1.status).toBe(400);
      const r2 = await upload(t, uploadTestcaseZip, {
        token: a.admin.token,
        filename: 'x.zip',
        content: Buffer.from('definitely not a zip file'),
      });
      expect([r2.status, r2.msg]).toEqual([400, expect.stringMatching(/can not be read/)]);
      const r3 = await upload(t, uploadTestcaseZip, { token: a.admin.token, filename: 'x.rar', content: zipOf({ '1.in': '1' }) });
      expect(r3.msg).toMatch(/\.zip/);
      const r4 = await upload(t, uploadTestcaseZip, {
        token: a.admin.token,
        filename: 'x.zip',
        content: zipOf({ 'notes.txt': 'x', 'sub/1.in': '1' }),
      });
      expect(r4.msg).toMatch(/no test data/);
      const r5 = await upload(t, uploadTestcaseZip, { token: a.user.token, filename: 'x.zip', content: zipOf({ '1.in': '1' }) });
      expect(r5.http).toBe(403);
      const r6 = await upload(t, uploadTestcaseZip, { filename: 'x.zip', content: zipOf({ '1.in': '1' }) });
      expect(r6.http).toBe(401);
      const forged = await t.call(adminAddProblem, {
        token: a.admin.token,
        body: {
          problem: { problemId: 'FORGED1', title: 'x' },
          samples: [{ input: '1.in', output: '1.out' }],
          isUploadTestCase: true,
          uploadTestcaseDir: '../../etc',
          languages: [{ name: 'C' }],
        },
      });
      expect(forged.msg).toMatch(/upload folder is not valid/);
    }, 120_000);
  });
});
