import { JudgeStatus } from '@verdict/shared';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileInSandbox } from './compiler';
import { Judge } from './judge';
import { findLanguage } from './languages';
import { SandboxClient } from './sandbox/client';
import type { GoJudgeProcess } from './sandbox/go-judge-process';
import { makeCases, makeTask } from './testing/fixtures';
import { startTestGoJudge } from './testing/sandbox';

const AB = (tag: string) =>
  `#include <cstdio>\n// ${tag}\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n`;
/** Same shape, a different program: a changed source must never reuse the cached binary. */
const AB_WRONG = `#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n`;

/**
 * The compile cache (ProgramCache behind Judge) against a real go-judge: key, reuse, eviction.
 * A go-judge of its own, not the suite's shared one: these tests count and delete files in its store.
 */
describe('compile cache on go-judge', () => {
  const sb = { url: '', dataDir: '' };
  let gj: (GoJudgeProcess & { workDir: string }) | null = null;
  beforeAll(async () => {
    sb.dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-cache-data-'));
    gj = await startTestGoJudge(sb.dataDir);
    sb.url = gj.url;
  });
  afterAll(async () => {
    await gj?.stop();
    rmSync(sb.dataDir, { recursive: true, force: true });
    if (gj) rmSync(gj.workDir, { recursive: true, force: true });
  });

  const ab = () =>
    makeCases(sb.dataDir, [
      { input: '1 2\n', output: '3\n' },
      { input: '-5 12\n', output: '7\n' },
    ]);

  it('a cached binary gives the same verdict, times and cases; a changed source or language compiles again', async () => {
    const judge = new Judge(sb.url, { concurrency: 2, cacheEntries: 8 });
    try {
      const cases = ab();
      const first = await judge.judge(makeTask('C++', AB('same'), cases));
      expect(judge.stats).toEqual({ compiles: 1, cacheHits: 0 });
      const again = await judge.judge(makeTask('C++', AB('same'), cases));
      expect(judge.stats).toEqual({ compiles: 1, cacheHits: 1 });
      expect(first.status).toBe(JudgeStatus.Accepted);
      expect(again.status).toBe(JudgeStatus.Accepted);
      expect(again.cases.map((c) => [c.seq, c.status, c.score])).toEqual([
        [1, JudgeStatus.Accepted, 0],
        [2, JudgeStatus.Accepted, 0],
      ]);

      // One character of the source differs: a new compile, and its own (wrong) verdict.
      const changed = await judge.judge(makeTask('C++', AB_WRONG, cases));
      expect(judge.stats).toEqual({ compiles: 2, cacheHits: 1 });
      expect(changed.status).toBe(JudgeStatus.WrongAnswer);
      // The same source under other compiler options (O2) is another binary.
      const o2 = await judge.judge(makeTask('C++ With O2', AB('same'), cases));
      expect(judge.stats).toEqual({ compiles: 3, cacheHits: 1 });
      expect(o2.status).toBe(JudgeStatus.Accepted);
      // And the first one is still cached, with its right verdict.
      expect((await judge.judge(makeTask('C++', AB('same'), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats).toEqual({ compiles: 3, cacheHits: 2 });
    } finally {
      await judge.dispose();
    }
  }, 120_000);

  it('a compile error is cached: the same source is refused again with the same message, without the compiler', async () => {
    const judge = new Judge(sb.url, { concurrency: 2 });
    try {
      const cases = ab();
      const first = await judge.judge(makeTask('C++', 'int main( {', cases));
      expect(first.status).toBe(JudgeStatus.CompileError);
      expect(first.errorMessage).toContain('error');
      const again = await judge.judge(makeTask('C++', 'int main( {', cases));
      expect(again.status).toBe(JudgeStatus.CompileError);
      expect(again.errorMessage).toBe(first.errorMessage);
      expect(judge.stats).toEqual({ compiles: 1, cacheHits: 1 });
      // Another language (other options) is compiled on its own; a fixed source compiles and runs.
      expect((await judge.judge(makeTask('C++ With O2', 'int main( {', cases))).status).toBe(JudgeStatus.CompileError);
      expect((await judge.judge(makeTask('C++', AB('fixed'), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats).toEqual({ compiles: 3, cacheHits: 1 });
    } finally {
      await judge.dispose();
    }
  }, 120_000);

  it('a compile cut by its limits is not final (a rejudge compiles it again); a compiler refusal is', async () => {
    const cpp = findLanguage('C++')!;
    // 20 ms of CPU: <bits/stdc++.h> cannot be parsed in that.
    const starved = { ...cpp, compile: { ...cpp.compile, cpuLimitMs: 20, clockLimitMs: 40 } };
    const sandbox = new SandboxClient(sb.url);
    const cut = await compileInSandbox(sandbox, starved, findLanguage('C++')!.template, {});
    expect(cut).toMatchObject({ ok: false, final: false });
    expect(await compileInSandbox(sandbox, cpp, 'int main( {', {})).toMatchObject({ ok: false, final: true });
  }, 120_000);

  it('bounded: past `cacheEntries` the least recently used binary is evicted from go-judge and compiled again when needed', async () => {
    const judge = new Judge(sb.url, { concurrency: 2, cacheEntries: 2 });
    const sandboxFiles = async () => Object.keys(await judge.sandbox.listFiles()).length;
    const before = await sandboxFiles();
    try {
      const cases = ab();
      for (const tag of ['a', 'b', 'c'])
        expect((await judge.judge(makeTask('C++', AB(tag), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats).toEqual({ compiles: 3, cacheHits: 0 });
      // Two binaries kept in go-judge's store, the third deleted (the deletion is not awaited by the judge).
      await expect.poll(sandboxFiles).toBe(before + 2);
      // 'a' was the least recently used: evicted, so compiled again; 'c' is still cached.
      expect((await judge.judge(makeTask('C++', AB('c'), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats).toEqual({ compiles: 3, cacheHits: 1 });
      expect((await judge.judge(makeTask('C++', AB('a'), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats).toEqual({ compiles: 4, cacheHits: 1 });
      await expect.poll(sandboxFiles).toBe(before + 2);
    } finally {
      await judge.dispose();
    }
    await expect.poll(sandboxFiles).toBe(before);
  }, 120_000);

  it('a cached binary that vanished from go-judge (restart, expiry) is compiled again, and the verdict is unchanged', async () => {
    const judge = new Judge(sb.url, { concurrency: 2 });
    try {
      const cases = ab();
      expect((await judge.judge(makeTask('C++', AB('gone'), cases))).status).toBe(JudgeStatus.Accepted);
      for (const id of Object.keys(await judge.sandbox.listFiles())) await judge.sandbox.deleteFile(id);
      expect((await judge.judge(makeTask('C++', AB('gone'), cases))).status).toBe(JudgeStatus.Accepted);
      expect(judge.stats.compiles).toBe(2);
    } finally {
      await judge.dispose();
    }
  }, 120_000);
});
