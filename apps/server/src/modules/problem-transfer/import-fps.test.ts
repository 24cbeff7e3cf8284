import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminGetProblemCases, getProblemCodeTemplate, getProblemLanguages, importFpsProblem } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { postFile, tinyPng } from '../../test/upload-kit';
import { SPJ_C, fpsXml } from './import-fixtures';

describe('FPS import', () => {
  // More imports from one admin than the per-user test-data rate limit allows a minute.
  const t = useTestApp({ rateLimits: floodLimits() });
  let a: Actors;
  const db = () => t.core.database.db;
  const post = (content: string | Buffer, token = a.root.token, filename = 'set.xml') =>
    postFile(t, importFpsProblem, { token, filename, content, contentType: 'text/xml' });
  const problemCount = async () => (await db().selectFrom('problem').select('id').execute()).length;
  const item = (body: string) => `<?xml version="1.0"?><fps version="1.2"><item><title>T</title>${body}</item></fps>`;

  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('imports every item of a file: units, samples, test data, templates, SPJ, images and Chinese text', async () => {
    const res = await post(fpsXml(await tinyPng()));
    expect([res.status, res.msg]).toEqual([200, 'Imported 3 problem(s) successfully']);
    const rows = await db().selectFrom('problem').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(3);
    const [ab, half, zh] = rows;

    // Problems without an id in the file take their numeric id.
    expect(rows.map((r) => r.problemId)).toEqual(rows.map((r) => String(r.id)));
    expect(ab).toMatchObject({
      title: 'FPS A+B',
      timeLimit: 2000,
      memoryLimit: 129,
      type: 0,
      difficulty: 1,
      auth: 1,
      judgeMode: 'default',
      isRemoveEndBlank: 1,
      openCaseResult: 1,
      source: 'hand made',
      input: 'Two integers a &amp; b.',
      examples: '<input>1 2</input><output>3</output>',
      author: a.root.username,
    });
    const link = /\/api\/public\/img\/[0-9a-f]{32}\.png/.exec(ab.description ?? '')?.[0];
    expect(link).toBeDefined();
    expect(ab.description).not.toContain('/upload/ab.png');
    expect(ab.hint).toBe(`See ${link} <again>`);
    expect(existsSync(path.join(t.core.paths.publicImg, path.basename(link!)))).toBe(true);
    const file = await db().selectFrom('file').selectAll().where('type', '=', 'md-img').executeTakeFirstOrThrow();
    expect(file).toMatchObject({ uid: a.root.uid, name: 'image /upload/ab.png' });

    const cases = await t.call<typeof adminGetProblemCases, Array<{ input: string; output: string; score: number }>>(
      adminGetProblemCases,
      { token: a.root.token, query: { pid: ab.id, isUpload: false } },
    );
    expect(cases.data.map((c) => [c.input, c.output])).toEqual([
      ['1 2\n', '3\n'],
      ['100 -1\n', '99\n'],
    ]);
    const names = await t.call<typeof adminGetProblemCases, Array<{ input: string }>>(adminGetProblemCases, {
      token: a.root.token,
      query: { pid: ab.id },
    });
    expect(names.data.map((c) => c.input)).toEqual(['1.in', '2.in']);
    const languages = await t.call<typeof getProblemLanguages, Array<{ name: string }>>(getProblemLanguages, {
      query: { pid: ab.id },
    });
    expect(languages.data.length).toBeGreaterThanOrEqual(8);
    const templates = await t.call<typeof getProblemCodeTemplate, Array<{ code: string }>>(getProblemCodeTemplate, {
      query: { pid: ab.id },
    });
    expect(templates.data.map((x) => x.code).sort()).toEqual(['int main() {}', 'print()']);

    expect(half).toMatchObject({
      title: 'Half of a sum',
      timeLimit: 1500,
      memoryLimit: 64,
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: SPJ_C,
      examples: null,
    });
    expect(zh).toMatchObject({
      title: '两数之和',
      timeLimit: 1000,
      memoryLimit: 128,
      description: '给定两个整数 a 和 b，输出它们的和。',
      input: '输入两个整数',
    });
    expect(zh.examples).toBe('<input>3 4</input><output>7</output><input>5 5</input><output>10</output>');
  });

  it('converts units: s and ms (fractions round up), kb/mb/gb; a missing output is an empty file', async () => {
    const xml = `<?xml version="1.0"?><fps version="1.2">
      <item><title>u1</title><time_limit unit="s">0.25</time_limit><memory_limit unit="kb">512</memory_limit><test_input>1</test_input></item>
      <item><title>u2</title><time_limit unit="weird">3</time_limit><memory_limit unit="GB">1</memory_limit><test_input>1</test_input><test_output>2</test_output></item>
      <item><title>u3</title><time_limit unit="ms">999.2</time_limit><memory_limit>32</memory_limit><test_input>1</test_input><test_output>2</test_output></item>
    </fps>`;
    expect((await post(xml)).status).toBe(200);
    const rows = await db().selectFrom('problem').selectAll().where('title', 'in', ['u1', 'u2', 'u3']).orderBy('title').execute();
    expect(rows.map((r) => [r.timeLimit, r.memoryLimit])).toEqual([
      [250, 1],
      [3000, 1024],
      [1000, 32],
    ]);
    const c = await db().selectFrom('problemCase').selectAll().where('pid', '=', rows[0].id).executeTakeFirstOrThrow();
    expect(t.core.testdata.readText(c.outputHash)).toBe('');
  });

  it('only root imports; others are refused before anything is read', async () => {
    const xml = item('<test_input>1</test_input>');
    expect((await post(xml, '')).http).toBe(401);
    for (const u of [a.admin, a.problemAdmin, a.user]) expect((await post(xml, u.token)).http).toBe(403);
  });

  it('names what is wrong and imports nothing when any item is bad', async () => {
    const before = await problemCount();
    const cases: Array<[string, RegExp]> = [
      [
        '<fps><item><title>ok</title><test_input>1</test_input></item><item><title>second</title></item></fps>',
        /item 2 \(second\): has no <test_input>/,
      ],
      [item('<test_input>1</test_input><time_limit>abc</time_limit>'), /item 1 \(T\): field time_limit is not a number: "abc"/],
      [item('<test_input>1</test_input><memory_limit>99999</memory_limit>'), /field problem\.memoryLimit/],
      [
        item('<test_input>1</test_input><spj language="Java">class X {}</spj>'),
        /field spj@language names a checker language we can not compile: "Java"/,
      ],
      [
        item('<test_input>1</test_input><img><src>a.svg</src><base64>PHN2Zz48L3N2Zz4=</base64></img>'),
        /image a\.svg is not a png, jpg, gif, webp or bmp image/,
      ],
      [item('<test_input>1</test_input><img><src>x</src><base64>!!!</base64></img>'), /field img\[1\]\.base64 is not base64/],
      [
        '<fps version="1.2"><item><title></title><test_input>1</test_input></item></fps>',
        /item 1 \(untitled\): field title is required/,
      ],
      ['<fps version="1.2"></fps>', /No problem to import: set\.xml has no <item>/],
      ['<root><item/></root>', /is not an FPS file \(root element <root>\)/],
    ];
    for (const [xml, message] of cases) {
      const res = await post(xml);
      expect(res.status).toBe(400);
      expect(res.msg).toMatch(message);
    }
    expect(await problemCount()).toBe(before);
    expect(await db().selectFrom('file').select('id').where('name', '=', 'image a.svg').execute()).toEqual([]);
  });

  it('refuses malformed XML with its line, entity tricks, a wrong file type and a missing file', async () => {
    const broken: Array<[string, RegExp]> = [
      ['<fps>\n<item>\n<title>x</titel>\n</item></fps>', /Malformed XML \(line 3\): unexpected close tag/],
      ['<fps><item><title>a &unknown; b</title></item></fps>', /Malformed XML \(line 1\): undefined entity/],
      ['<?xml version="1.0"?>\n<!DOCTYPE fps [<!ENTITY a "aaaa">]>\n<fps/>', /line 2\): DOCTYPE declarations are not accepted/],
      ['<fps><item>', /unclosed tag: item/],
      ['not xml at all', /text data outside of root node/],
      ['<fps/><fps/>', /only one root/],
      ['<fps a="1" a="2"/>', /duplicate attribute: a/],
      ['<fps>\n\n<item c=1/></fps>', /line 3\): unquoted attribute value/],
      ['<fps>&#xD800;</fps>', /malformed character entity/],
      ['<?xml version="1.0" encoding="no-such-charset"?><fps/>', /line 1\): unsupported encoding no-such-charset/],
    ];
    for (const [xml, message] of broken) {
      const res = await post(xml);
      expect([res.status, res.msg]).toEqual([400, expect.stringMatching(message)]);
    }
    const wrongType = await post(item('<test_input>1</test_input>'), a.root.token, 'set.txt');
    expect(wrongType.msg).toBe('Please upload a .xml file!');
    const missing = await postFile(t, importFpsProblem, {
      token: a.root.token,
      field: 'other',
      filename: 'set.xml',
      content: '<fps/>',
    });
    expect(missing.msg).toBe('Please choose a file to upload (form field file)');
  });

  it('reads the file in pieces: multi-byte text across piece boundaries, declared encodings, entities and CDATA', async () => {
    // A 3 MB case of Chinese text: the 1 MB read pieces split characters, which must survive whole.
    const big = `${'中文测试 12345\n'.repeat(150_000)}`;
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>\n<fps><item><title>a &amp; b &#x4E2D;</title><description>x <![CDATA[<b>&</b>]]> &lt;y&gt;</description>` +
      `<test_input>${big}</test_input><test_output><![CDATA[${big}]]></test_output></item></fps>`;
    expect((await post(xml)).status).toBe(200);
    const row = await db().selectFrom('problem').selectAll().where('title', '=', 'a & b 中').executeTakeFirstOrThrow();
    expect(row.description).toBe('x <b>&</b> <y>');
    const c = await db().selectFrom('problemCase').selectAll().where('pid', '=', row.id).executeTakeFirstOrThrow();
    expect(c.inputHash).toBe(c.outputHash);
    expect(t.core.testdata.readText(c.inputHash)).toBe(big);

    // GBK bytes for 中文, as older FPS exports were written.
    const gbk = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="GBK"?><fps><item><title>'),
      Buffer.from([0xd6, 0xd0, 0xce, 0xc4]),
      Buffer.from('</title><test_input>1</test_input></item></fps>'),
    ]);
    expect((await post(gbk)).status).toBe(200);
    expect(await db().selectFrom('problem').select('id').where('title', '=', '中文').executeTakeFirst()).toBeDefined();
  });

  it('leaves no upload or half-written case behind when the XML breaks in the middle of a case', async () => {
    const before = await problemCount();
    const res = await post(`<fps><item><title>T</title><test_input>${'1 2\n'.repeat(500_000)}&bogus;</test_input></item></fps>`);
    expect([res.status, res.msg]).toEqual([400, expect.stringMatching(/Malformed XML \(line 500001\): undefined entity/)]);
    expect(await problemCount()).toBe(before);
    expect(readdirSync(t.core.testdata.root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(t.core.paths.tmp).filter((f) => f.endsWith('.xml'))).toEqual([]);
  });
});
