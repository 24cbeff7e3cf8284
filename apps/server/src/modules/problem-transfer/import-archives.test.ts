import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  adminDeleteProblem,
  adminGetProblem,
  adminGetProblemCases,
  downloadTestcase,
  exportProblem,
  getProblemLanguages,
  getProblemTags,
  importHydroProblem,
  importProblem,
  importQdojProblem,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createProblem, postFile, tinyPng } from '../../test/upload-kit';
import { hydroZip, qduZip } from './import-fixtures';

type CaseRow = { input: string; output: string; score: number; groupNum: number };
type Entity = Record<string, unknown> & { id: number; problemId: string };

/** Every file of a zip, by name (folders skipped). */
export async function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((res, rej) =>
    yauzl.fromBuffer(buf, { lazyEntries: true }, (e, z) => (e || !z ? rej(e) : res(z))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, s) => {
        if (err || !s) return reject(err);
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.readEntry();
  });
  return out;
}

describe('zip imports, export and test-data download', () => {
  const t = useTestApp();
  let a: Actors;
  const db = () => t.core.database.db;
  const byId = (problemId: string) =>
    db().selectFrom('problem').selectAll().where('problemId', '=', problemId).executeTakeFirstOrThrow();
  const casesOf = async (pid: number, isUpload = true) =>
    (
      await t.call<typeof adminGetProblemCases, CaseRow[]>(adminGetProblemCases, {
        token: a.root.token,
        query: { pid, isUpload },
      })
    ).data;

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('QDU: one folder per problem, ACM and OI with scores from test_case_score', async () => {
    const res = await postFile(t, importQdojProblem, { token: a.root.token, filename: 'qdu.zip', content: qduZip() });
    expect([res.status, res.msg]).toEqual([200, 'Imported 2 problem(s) successfully']);
    const acm = await byId('QDU1');
    const oi = await byId('QDU2');
    expect(acm).toMatchObject({
      title: 'QDU ACM',
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      source: 'QDU test',
      examples: '<input>1 1</input><output>2</output>',
    });
    expect(oi).toMatchObject({
      type: 1,
      ioScore: 100,
      judgeCaseMode: 'default',
      description: '<p>QDU OI: print a+b.</p>',
      input: 'a b',
    });
    expect((await casesOf(oi.id)).map((c) => [c.input, c.output, c.score])).toEqual([
      ['1.in', '1.out', 10],
      ['2.in', '2.out', 30],
      ['3.in', '3.out', 60],
    ]);
    expect((await casesOf(oi.id, false))[2]).toMatchObject({ input: '2 20\n', output: '22\n' });
    const langs = await t.call<typeof getProblemLanguages, Array<{ name: string }>>(getProblemLanguages, {
      query: { pid: oi.id },
    });
    // Python2 and C# are not local languages: dropped.
    expect(langs.data.map((l) => l.name).sort()).toEqual(['C', 'C With O2', 'C++', 'C++ With O2', 'Golang', 'Java', 'Python3']);
    const tags = await t.call<typeof getProblemTags, Array<{ name: string }>>(getProblemTags, { query: { pid: oi.id } });
    expect(tags.data.map((x) => x.name).sort()).toEqual(['math', 'qdu']);
  });

  it('Hydro: subtasks → subtask_lowest, samples out of the statement, additional files, scanned test data', async () => {
    const res = await postFile(t, importHydroProblem, {
      token: a.root.token,
      filename: 'hydro.zip',
      content: hydroZip(await tinyPng()),
    });
    expect([res.status, res.msg]).toEqual([200, 'Imported 2 problem(s) successfully']);
    const h1 = await byId('HYD1');
    expect(h1).toMatchObject({
      title: 'Hydro subtasks',
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      timeLimit: 1000,
      memoryLimit: 128,
      ioScore: 100,
      examples: '<input>1 2\n</input><output>3\n</output>',
    });
    expect(h1.description).not.toMatch(/input1|output1|file:\/\//);
    expect(h1.description).toMatch(/!\[pic\]\(\/api\/public\/img\/[0-9a-f]{32}\.png\)/);
    expect(h1.description).toMatch(/\[notes\]\(\/api\/public\/file\/[0-9a-f]{32}\.txt\)/);
    expect(h1.description).toContain('```cpp\nint main() {}\n```');
    expect((await casesOf(h1.id)).map((c) => [c.input, c.score, c.groupNum])).toEqual([
      ['a1.in', 30, 1],
      ['b1.in', 70, 2],
      ['b2.in', 70, 2],
    ]);
    const langs = await t.call<typeof getProblemLanguages, Array<{ name: string }>>(getProblemLanguages, {
      query: { pid: h1.id },
    });
    expect(langs.data.map((l) => l.name).sort()).toEqual(['C++', 'Python3']);
    const tags = await t.call<typeof getProblemTags, Array<{ name: string }>>(getProblemTags, { query: { pid: h1.id } });
    expect(tags.data.map((x) => x.name).sort()).toEqual(['hydro', 'sub tasks']);

    const h2 = await db().selectFrom('problem').selectAll().where('title', '=', 'Hydro scanned').executeTakeFirstOrThrow();
    expect(h2.problemId).toBe(String(h2.id));
    expect(h2).toMatchObject({
      type: 1,
      judgeCaseMode: 'default',
      description: 'Sum.',
      examples: '<input>2 2\n</input><output>4\n</output>',
    });
    // No config: the folder is scanned (2 before 10, .ans accepted), 100 shared with the rest on the last.
    expect((await casesOf(h2.id)).map((c) => [c.input, c.output, c.score])).toEqual([
      ['1.in', '1.out', 33],
      ['2.in', '2.ans', 33],
      ['10.in', '10.out', 34],
    ]);
  });

  it('HOJ: export one or many problems, then import them back identical (fields, cases, scores, tags, templates)', async () => {
    const acm = await createProblem(
      t,
      a.admin.token,
      'RT-ACM',
      {
        title: 'Round trip ACM',
        hint: 'h',
        source: 's',
        difficulty: 2,
        isFileIO: true,
        ioReadFileName: 'in.txt',
        ioWriteFileName: 'out.txt',
        userExtraFile: '{"lib.h":"int x;"}',
      },
      {
        tags: [{ name: 'rt' }, { name: '往返' }],
        codeTemplates: [],
      },
    );
    const oi = await createProblem(
      t,
      a.admin.token,
      'RT-OI',
      {
        title: 'Round trip OI',
        type: 1,
        judgeCaseMode: 'subtask_average',
        judgeMode: 'spj',
        spjCode: 'int main(){return 0;}',
        spjLanguage: 'C',
        judgeExtraFile: '{"j.txt":"1"}',
      },
      {
        samples: [
          { input: '1 1\n', output: '2\n', score: 15, groupNum: 1 },
          { input: '2 2\n', output: '4\n', score: 25, groupNum: 1 },
          { input: '3 3\n', output: '6\n', score: 60, groupNum: 2 },
        ],
      },
    );
    const lid = (await db().selectFrom('language').select('id').where('name', '=', 'C').executeTakeFirstOrThrow()).id;
    await db().insertInto('codeTemplate').values({ pid: acm.pid, lid, code: '// template', status: 1 }).execute();

    const snapshot = async (problemId: string) => {
      const p = (
        await t.call<typeof adminGetProblem, Entity>(adminGetProblem, {
          token: a.root.token,
          query: { pid: (await byId(problemId)).id },
        })
      ).data;
      const { id, caseVersion, gmtCreate, gmtModified, ...fields } = p;
      void [caseVersion, gmtCreate, gmtModified];
      const tags = (
        await t.call<typeof getProblemTags, Array<{ name: string }>>(getProblemTags, { token: a.root.token, query: { pid: id } })
      ).data
        .map((x) => x.name)
        .sort();
      const langs = (
        await t.call<typeof getProblemLanguages, Array<{ name: string }>>(getProblemLanguages, {
          token: a.root.token,
          query: { pid: id },
        })
      ).data.map((x) => x.name);
      const templates = await db().selectFrom('codeTemplate').select(['lid', 'code']).where('pid', '=', id).execute();
      const cases = (await casesOf(id, false)).map((c) => [c.input, c.output, c.score, c.groupNum]);
      return { fields, tags, langs, templates, cases };
    };
    const before = [await snapshot('RT-ACM'), await snapshot('RT-OI')];

    const res = await t.app.inject({
      method: 'GET',
      url: exportProblem.path,
      query: { pid: [String(acm.pid), String(oi.pid)] },
      headers: { authorization: a.root.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-download');
    expect(res.headers['content-disposition']).toMatch(/^attachment;filename=problem_export_\d+\.zip$/);
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'problem_RT-ACM.json',
      'problem_RT-ACM/1.in',
      'problem_RT-ACM/1.out',
      'problem_RT-ACM/2.in',
      'problem_RT-ACM/2.out',
      'problem_RT-ACM/info',
      'problem_RT-OI.json',
      'problem_RT-OI/1.in',
      'problem_RT-OI/1.out',
      'problem_RT-OI/2.in',
      'problem_RT-OI/2.out',
      'problem_RT-OI/3.in',
      'problem_RT-OI/3.out',
      'problem_RT-OI/info',
    ]);
    const json = JSON.parse(files.get('problem_RT-OI.json')!.toString()) as Record<string, unknown>;
    expect(json).toMatchObject({
      judgeMode: 'spj',
      judgeExtraFile: { 'j.txt': '1' },
      samples: [{ input: '1.in', output: '1.out', score: 15, groupNum: 1 }, expect.anything(), expect.anything()],
    });
    expect(JSON.parse(files.get('problem_RT-OI/info')!.toString())).toMatchObject({
      mode: 'spj',
      judgeCaseMode: 'subtask_average',
      testCasesSize: 3,
    });

    for (const p of [acm, oi])
      expect((await t.call(adminDeleteProblem, { token: a.root.token, query: { pid: p.pid } })).status).toBe(200);
    const back = await postFile(t, importProblem, { token: a.root.token, filename: 'export.zip', content: res.rawPayload });
    expect([back.status, back.msg]).toEqual([200, 'Imported 2 problem(s) successfully']);
    const after = [await snapshot('RT-ACM'), await snapshot('RT-OI')];
    const strip = (s: Awaited<ReturnType<typeof snapshot>>) => ({
      ...s,
      fields: { ...s.fields, modifiedUser: null },
      templates: s.templates,
    });
    expect(after.map(strip)).toEqual(before.map(strip));
    expect(after[1].fields).toMatchObject({ ioScore: 80, isUploadCase: false });

    // Exporting one problem; an unknown pid is a 404 in JSON, not a broken zip.
    const one = await t.app.inject({
      method: 'GET',
      url: `${exportProblem.path}?pid=${(await byId('RT-OI')).id}`,
      headers: { authorization: a.root.token },
    });
    expect([...(await unzip(one.rawPayload)).keys()].filter((k) => k.endsWith('.json'))).toEqual(['problem_RT-OI.json']);
    const missing = await t.call(exportProblem, { token: a.root.token, query: { pid: 987654 } });
    expect([missing.status, missing.headers['content-type']]).toEqual([404, expect.stringMatching(/json/)]);
    expect((await t.callRaw(exportProblem, { token: a.root.token, query: {} })).http).toBe(400);
    for (const u of [a.admin, a.problemAdmin, a.user])
      expect((await t.call(exportProblem, { token: u.token, query: { pid: 1 } })).http).toBe(403);
    expect((await t.call(exportProblem, { query: { pid: 1 } })).http).toBe(401);
  });

  it('download-testcase: admins and the owner get the cases; others (the free-text author too) 403; unknown 404', async () => {
    const mine = await createProblem(t, a.problemAdmin.token, 'DLTC1', { author: a.user.username });
    const get = (token: string | undefined, pid: number) =>
      t.app.inject({
        method: 'GET',
        url: downloadTestcase.path,
        query: { pid: String(pid) },
        headers: token ? { authorization: token, 'accept-language': 'en' } : {},
      });
    for (const u of [a.root, a.admin, a.problemAdmin]) {
      const res = await get(u.token, mine.pid);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment;filename=problem_DLTC1_testcase.zip');
      const files = await unzip(res.rawPayload);
      expect([...files.keys()]).toEqual(['1.in', '1.out', '2.in', '2.out']);
      expect(files.get('2.out')!.toString()).toBe('30\n');
    }
    for (const u of [a.user, a.other]) {
      const other = await get(u.token, mine.pid);
      expect([other.statusCode, JSON.parse(other.body).status, JSON.parse(other.body).msg]).toEqual([
        200,
        403,
        "Only admins or the problem's creator may download its test data!",
      ]);
    }
    expect((await get(undefined, mine.pid)).statusCode).toBe(401);
    expect(JSON.parse((await get(a.root.token, 999999)).body).status).toBe(404);
  });

  // The archive is the same whatever the database: run once, on the SQLite stage (it takes the longest of the suite).
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'download-testcase streams a zip64 archive when the entries pass 65535, read back whole by yauzl',
    async () => {
      const { pid } = await createProblem(t, a.root.token, 'ZIP64');
      const store = t.core.testdata;
      const input = store.putText('7\n');
      const output = store.putText('49\n');
      // 65 536 entries: one more than a zip without zip64 can count (yazl is quadratic in entries: ~15 s).
      const count = 32_768;
      const db = t.core.database.db;
      await db.deleteFrom('problemCase').where('pid', '=', pid).execute();
      for (let from = 0; from < count; from += 2000) {
        await db
          .insertInto('problemCase')
          .values(
            Array.from({ length: Math.min(2000, count - from) }, (_, k) => ({
              pid,
              input: `${from + k + 1}.in`,
              output: `${from + k + 1}.out`,
              inputHash: input.hash,
              outputHash: output.hash,
              inputSize: input.size,
              outputSize: output.size,
              score: 0,
              groupNum: 0,
              seq: from + k + 1,
              status: 0,
            })),
          )
          .execute();
      }
      const res = await t.app.inject({
        method: 'GET',
        url: downloadTestcase.path,
        query: { pid: String(pid) },
        headers: { authorization: a.root.token },
      });
      expect(res.statusCode).toBe(200);
      // Streamed as it is written: no length known up front.
      expect(res.headers['content-length']).toBeUndefined();
      // The zip64 end-of-central-directory record is there, and the plain one says "see zip64".
      expect(res.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
      expect(res.rawPayload.readUInt16LE(res.rawPayload.length - 22 + 10)).toBe(0xffff);
      const files = await unzip(res.rawPayload);
      expect(files.size).toBe(2 * count);
      expect([files.get('1.in')!.toString(), files.get(`${count}.out`)!.toString()]).toEqual(['7\n', '49\n']);
    },
    // 67 s beside e2e in gate 12; over 120 s in gate 13 with one more test run beside it.
    300_000,
  );

  it('zip imports are root only', async () => {
    for (const def of [importProblem, importQdojProblem, importHydroProblem]) {
      expect((await postFile(t, def, { filename: 'a.zip', content: qduZip() })).http).toBe(401);
      for (const u of [a.admin, a.problemAdmin, a.user])
        expect((await postFile(t, def, { token: u.token, filename: 'a.zip', content: qduZip() })).http).toBe(403);
    }
  });
});
