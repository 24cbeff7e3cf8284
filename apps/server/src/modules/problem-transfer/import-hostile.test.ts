import { readdirSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { importHydroProblem, importProblem, importQdojProblem } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { type Actors, type ZipEntry, makeZip, seedActors } from '../../test/judge-kit';
import { postFile, tinyPng } from '../../test/upload-kit';
import { hydroZip, qduZip } from './import-fixtures';

const hoj = (json: unknown, files: Record<string, string> = { '1.in': '1', '1.out': '1' }): ZipEntry[] => [
  { name: 'problem_X.json', data: typeof json === 'string' ? json : JSON.stringify(json) },
  ...Object.entries(files).map(([name, data]) => ({ name: `problem_X/${name}`, data })),
];
const okProblem = {
  problem: { problemId: 'HOST1', title: 'ok' },
  samples: [{ input: '1.in', output: '1.out' }],
  languages: ['C'],
};

describe('hostile and malformed import archives', () => {
  // Dozens of archives from one admin: past the per-user test-data rate limit.
  const t = useTestApp({ rateLimits: floodLimits() });
  let a: Actors;
  const problems = async () => (await t.core.database.db.selectFrom('problem').select('id').execute()).length;
  const send = (
    def: typeof importProblem | typeof importQdojProblem | typeof importHydroProblem,
    content: Buffer | string,
    filename = 'x.zip',
  ) => postFile(t, def, { token: a.root.token, filename, content });

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('refuses zip slip and absolute paths by name, writing nothing', async () => {
    for (const name of ['../evil.json', 'problem_X/../../evil.in', '/etc/passwd', 'C:/win.ini', 'a\\..\\..\\b']) {
      const res = await send(importProblem, makeZip([...hoj(okProblem), { name, data: 'pwn' }]));
      expect([res.status, res.msg]).toEqual([400, `The archive contains an unsafe path: ${name}`]);
    }
    expect(await problems()).toBe(0);
  });

  it('refuses an archive whose central directory declares more than the caps, before extracting any entry', async () => {
    const before = readdirSync(t.core.paths.testcases).length;
    // The entries hold a few bytes; only their declarations (1.08 GiB in all, one over 128 MB) can refuse them.
    const declared = (size: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `extra/${i}.bin`, data: 'x', declaredSize: size }));
    for (const extra of [declared(120 * 1024 * 1024, 9), declared(129 * 1024 * 1024, 1)]) {
      const res = await send(importProblem, makeZip([...hoj(okProblem), ...extra]));
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(/^The archive is too large or holds too many files: /)]);
    }
    expect(await problems()).toBe(0);
    expect(readdirSync(t.core.paths.testcases).length).toBe(before);
  });

  it('refuses a zip bomb (sizes counted while inflating), a lying header, not-a-zip and a wrong extension', async () => {
    const bomb = await send(
      importProblem,
      makeZip(hoj(okProblem, { '1.in': '1', '1.out': Buffer.alloc(129 * 1024 * 1024).toString() })),
    );
    expect([bomb.status, bomb.msg]).toEqual([400, expect.stringMatching(/too large|larger than/)]);
    const liar = await send(
      importHydroProblem,
      makeZip([{ name: 'H/problem.yaml', data: 'title: x\n'.repeat(1000), declaredSize: 5 }]),
    );
    expect([liar.status, liar.msg]).toEqual([400, expect.stringMatching(/can not be read|invalid|size/i)]);
    for (const def of [importProblem, importQdojProblem, importHydroProblem]) {
      const junk = await send(def, 'PK\u0003\u0004 this is not really a zip');
      expect([junk.status, junk.msg]).toEqual([400, expect.stringMatching(/^The archive can not be read/)]);
      expect((await send(def, makeZip(hoj(okProblem)), 'x.rar')).msg).toBe('Please upload a .zip file!');
    }
    expect(await problems()).toBe(0);
    // Uploads are removed from the temp folder whatever happened.
    expect(readdirSync(t.core.paths.tmp).filter((f) => f.endsWith('.zip'))).toEqual([]);
  }, 120_000);

  it('HOJ: malformed JSON, bad fields and missing files are named', async () => {
    const cases: Array<[ZipEntry[], RegExp]> = [
      [hoj('{"problem": {'), /^problem_X\.json: malformed JSON/],
      [hoj({ samples: [] }), /^problem_X\.json: field problem /],
      [hoj({ ...okProblem, problem: { problemId: 'HOST1', title: '' } }), /^problem_X\.json: field problem\.title is required/],
      [
        hoj({ ...okProblem, problem: { problemId: 'bad id!', title: 'x' } }),
        /^problem_X\.json: field problem\.problemId may contain letters/,
      ],
      [hoj({ ...okProblem, problem: { problemId: 'HOST1', title: 'x', timeLimit: -5 } }), /field problem\.timeLimit/],
      [
        hoj({ ...okProblem, samples: [{ input: 'nope.in', output: '1.out' }] }),
        /field samples\[0\]\.input names nope\.in, which is not in problem_X\//,
      ],
      [hoj({ ...okProblem, judgeMode: 'spj' }), /^problem_X\.json: .*(checker|code)/i],
      [[{ name: 'problem_X.json', data: JSON.stringify(okProblem) }], /has no matching folder problem_X\//],
      [[{ name: 'readme.md', data: 'x' }], /No problem to import: no problem_X\.json/],
    ];
    for (const [entries, message] of cases) {
      const res = await send(importProblem, makeZip(entries));
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await problems()).toBe(0);
  });

  it('HOJ: all or nothing — a duplicate id in the zip or on the site imports none', async () => {
    const two = makeZip([
      ...hoj(okProblem),
      { name: 'problem_Y.json', data: JSON.stringify({ ...okProblem, problem: { problemId: 'host1', title: 'again' } }) },
      { name: 'problem_Y/1.in', data: '1' },
      { name: 'problem_Y/1.out', data: '1' },
    ]);
    expect((await send(importProblem, two)).msg).toBe('problem_Y.json: problem id HOST1 appears twice in the import');
    expect(await problems()).toBe(0);
    expect((await send(importProblem, makeZip(hoj(okProblem)))).status).toBe(200);
    const again = await send(importProblem, makeZip(hoj(okProblem)));
    expect(again.msg).toMatch(/^problem_X\.json: .*HOST1.*already used/);
    expect(await problems()).toBe(1);
  });

  it('QDU: loose files, folders without exactly one JSON and missing test files are named', async () => {
    const good = (name: string) => ({ name, data: '1' });
    const base = {
      display_id: 'Q9',
      title: 'q',
      time_limit: 1000,
      memory_limit: 256,
      test_case_score: [{ input_name: '1.in', output_name: '1.out', score: 0 }],
    };
    const cases: Array<[ZipEntry[], RegExp]> = [
      [[{ name: 'readme.txt', data: 'x' }], /^readme\.txt: is outside a problem folder/],
      [[good('1/a.json'), good('1/b.json')], /^1\/: must hold exactly one \.json file \(found 2\)/],
      [[{ name: '1/problem.json', data: JSON.stringify(base) }, good('1/notes.txt')], /^1\/notes\.txt: is not expected here/],
      [[{ name: '1/problem.json', data: '{oops' }], /^1\/problem\.json: malformed JSON/],
      [
        [{ name: '1/problem.json', data: JSON.stringify({ ...base, time_limit: '1s' }) }],
        /^1\/problem\.json: field time_limit must be a number of ms/,
      ],
      [
        [{ name: '1/problem.json', data: JSON.stringify(base) }, good('1/testcase/1.in')],
        /field test_case_score\[0\]\.output_name names 1\.out, which is not in testcase\//,
      ],
      [
        [
          { name: '1/problem.json', data: JSON.stringify({ ...base, spj: { language: 'Python3', code: 'x' } }) },
          good('1/testcase/1.in'),
          good('1/testcase/1.out'),
        ],
        /field spj\.language names a checker language/,
      ],
    ];
    for (const [entries, message] of cases) {
      const res = await send(importQdojProblem, makeZip(entries));
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await send(importQdojProblem, qduZip())).status).toBe(200);
  });

  it('Hydro: malformed YAML, unsupported types, missing files; one bad folder imports none', async () => {
    const folder = (yaml: string, config: string | null, extra: ZipEntry[] = []): ZipEntry[] => [
      { name: 'P/problem.yaml', data: yaml },
      ...(config === null ? [] : [{ name: 'P/testdata/config.yaml', data: config }]),
      { name: 'P/testdata/1.in', data: '1' },
      { name: 'P/testdata/1.out', data: '1' },
      ...extra,
    ];
    const cases: Array<[ZipEntry[], RegExp]> = [
      [folder('title: [unclosed\n', null), /^P\/problem\.yaml: malformed YAML \(line 2\): Flow sequence .* end with a \]/],
      [
        folder('title: a\n  bad: indent\n', null),
        /^P\/problem\.yaml: malformed YAML \(line 1\): Nested mappings are not allowed/,
      ],
      [folder('title: a\ntitle: b\n', null), /^P\/problem\.yaml: malformed YAML \(line 2\): Map keys must be unique/],
      [
        folder(
          'a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\ntitle: a\n',
          null,
        ),
        /malformed YAML \(line 1\): too many alias expansions/,
      ],
      [folder('title: {a: 1}\n', null), /^P\/problem\.yaml: field title must be a single value/],
      [folder('title: a\n', 'cases:\n  - output: 1.out\n'), /field cases\[0\]\.input must be a file name/],
      [folder('- just\n- a list\n', null), /^P\/problem\.yaml: must be a mapping of keys/],
      [folder('pid: P1\n', null), /^P\/problem\.yaml: field title is required/],
      [folder('title: a\n', 'type: objective\n'), /^P\/testdata\/config\.yaml: field type "objective" is not supported/],
      [folder('title: a\n', 'time: fast\n'), /field time is not a time: "fast"/],
      [folder('title: a\n', 'memory: 1t\n'), /field memory has an unknown unit "t"/],
      [folder('title: a\n', 'checker: chk.cc\n'), /field checker names chk\.cc, which is not in testdata\//],
      [folder('title: a\n', 'type: interactive\n'), /field interactor is required/],
      [folder('title: a\n', 'cases:\n  - input: 1.in\n    output: 9.out\n'), /field cases\[0\]\.output names 9\.out/],
      [folder('title: a\n', 'subtasks:\n  - score: 50\n    cases: []\n'), /field subtasks\[0\]\.cases must be a non-empty list/],
      [
        folder('title: a\n', 'subtasks:\n  - score: -5\n    cases:\n      - {input: 1.in, output: 1.out}\n'),
        /field subtasks\[0\]\.score must be a whole number/,
      ],
      [[{ name: 'P/problem.yaml', data: 'title: a\n' }], /^P\/testdata\/: has no config\.yaml cases/],
      [[{ name: 'P/readme.md', data: 'x' }], /No problem to import: no folder with a problem\.yaml/],
    ];
    for (const [entries, message] of cases) {
      const res = await send(importHydroProblem, makeZip(entries));
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(message)]);
    }
    const before = await problems();
    const imgFiles = readdirSync(t.core.paths.publicImg).length;
    const mixed = makeZip([
      ...makeZipEntries(hydroZip(await tinyPng())),
      ...folder('title: broken\n', 'time: soon\n').map((e) => ({ ...e, name: `Z${String(e.name)}` })),
    ]);
    expect((await send(importHydroProblem, mixed)).msg).toMatch(/^ZP\/testdata\/config\.yaml: field time/);
    expect(await problems()).toBe(before);
    // The good folder's images were never written.
    expect(readdirSync(t.core.paths.publicImg).length).toBe(imgFiles);
  });
});

/** Re-reads the entries of a fixture zip (stored as makeZip input) so it can be extended. */
function makeZipEntries(zip: Buffer): ZipEntry[] {
  const out: ZipEntry[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLen = zip.readUInt16LE(at + 26);
    const name = zip.subarray(at + 30, at + 30 + nameLen).toString('utf8');
    const body = zip.subarray(at + 30 + nameLen, at + 30 + nameLen + size);
    out.push({ name, data: inflateRawSync(body), utf8Flag: true });
    at += 30 + nameLen + size;
  }
  return out;
}
