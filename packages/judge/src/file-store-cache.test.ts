import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JudgeStatus } from '@verdict/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxFileCache } from './file-store-cache';
import { Judge } from './judge';
import type { GoJudgeProcess } from './sandbox/go-judge-process';
import { makeCases, makeProblem, makeTask } from './testing/fixtures';
import { MINI_TESTLIB_H } from './testing/mini-testlib';
import { startTestGoJudge } from './testing/sandbox';

const AB = `#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n`;
const AB_WRONG = AB.replace('a+b', 'a-b');

/**
 * Test data through go-judge's file store. This go-judge may read nothing of the host's test-data
 * folder (its src prefix is another folder), as a judge on another machine: every case file has to
 * come through the cache.
 */
describe("test data in go-judge's file store (SandboxFileCache)", () => {
  let gj: (GoJudgeProcess & { workDir: string }) | null = null;
  const dirs: string[] = [];
  const dir = (prefix: string) => {
    const d = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
  let dataDir = '';
  beforeAll(async () => {
    dataDir = dir('verdict-remote-data-');
    gj = await startTestGoJudge(dir('verdict-unrelated-prefix-'));
  });
  afterAll(async () => {
    await gj?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (gj) rmSync(gj.workDir, { recursive: true, force: true });
  });

  it('without the cache such a go-judge cannot read the cases (the setting the cache is for)', async () => {
    const judge = new Judge(gj!.url, { concurrency: 2 });
    const out = await judge.judge(makeTask('C++', AB, makeCases(dataDir, [{ input: '1 2\n', output: '3\n' }])));
    expect(out.status).toBe(JudgeStatus.SystemError);
    await judge.dispose();
  }, 60_000);

  it('uploads each case file once per content hash, and judges exactly as before', async () => {
    const files = new SandboxFileCache(new Judge(gj!.url).sandbox);
    const judge = new Judge(gj!.url, { concurrency: 2, testData: files });
    const cases = makeCases(dataDir, [
      { input: '1 2\n', output: '3\n' },
      { input: '-5 12\n', output: '7\n' },
      { input: '0 0\n', output: '0\n' },
    ]).map((c, i) => ({ ...c, inputHash: `in-${i}`, outputHash: `out-${i}` }));
    expect((await judge.judge(makeTask('C++', AB, cases))).status).toBe(JudgeStatus.Accepted);
    // Default mode copies the inputs in; the expected outputs are compared here.
    expect(files.uploads).toBe(3);
    const wrong = await judge.judge(makeTask('C++', AB_WRONG, cases));
    expect(wrong.status).toBe(JudgeStatus.WrongAnswer);
    expect(wrong.cases.map((c) => c.status)).toEqual([JudgeStatus.WrongAnswer, JudgeStatus.WrongAnswer, JudgeStatus.Accepted]);
    expect((await judge.judge(makeTask('C++', AB, cases))).status).toBe(JudgeStatus.Accepted);
    expect(files.uploads).toBe(3);

    // go-judge lost its files (restart): the submission is judged again with fresh uploads.
    for (const id of Object.keys(await judge.sandbox.listFiles())) await judge.sandbox.deleteFile(id);
    expect((await judge.judge(makeTask('C++', AB, cases))).status).toBe(JudgeStatus.Accepted);
    expect(files.uploads).toBe(6);
    await judge.dispose();
    await files.clear();
  }, 120_000);

  it('a special judge gets its input and answer from the store too', async () => {
    const files = new SandboxFileCache(new Judge(gj!.url).sandbox);
    const judge = new Judge(gj!.url, { concurrency: 2, testData: files });
    const checker = `#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); long long a = ouf.readLong(), b = ans.readLong(); if (a == b) quitf(_ok, "same"); quitf(_wa, "differ"); }\n`;
    const problem = makeProblem({
      judgeMode: 'spj',
      checkerCode: checker,
      checkerLanguage: 'C++',
      judgeExtraFiles: { 'testlib.h': MINI_TESTLIB_H },
    });
    const cases = makeCases(dataDir, [
      { input: '1 2\n', output: '3\n' },
      { input: '2 2\n', output: '4\n' },
    ]);
    const out = await judge.judge(makeTask('C++', AB, cases, problem));
    expect(out.status).toBe(JudgeStatus.Accepted);
    // Inputs and answers, keyed by path here (no hashes given).
    expect(files.uploads).toBe(4);
    await judge.dispose();
    await files.clear();
  }, 120_000);

  it('bounded by bytes: the least recently used file leaves go-judge, and is uploaded again when needed', async () => {
    const client = new Judge(gj!.url).sandbox;
    const files = new SandboxFileCache(client, 10);
    const before = Object.keys(await client.listFiles()).length;
    const bytes = (s: string) => async () => new TextEncoder().encode(s);
    const a = await files.fileId('a', bytes('aaaa'));
    await files.fileId('b', bytes('bbbb'));
    expect(await files.fileId('a', bytes('aaaa'))).toBe(a);
    await files.fileId('c', bytes('cccc'));
    // 12 bytes > 10: b (least recently used) went.
    expect(files.size).toEqual({ files: 2, bytes: 8 });
    await expect.poll(async () => Object.keys(await client.listFiles()).length).toBe(before + 2);
    expect(files.uploads).toBe(3);
    await files.fileId('b', bytes('bbbb'));
    expect(files.uploads).toBe(4);
    await files.clear();
    await expect.poll(async () => Object.keys(await client.listFiles()).length).toBe(before);
  }, 60_000);
});
