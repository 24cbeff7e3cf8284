import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLanguage, scaledLimits } from '@verdict/judge';
import { TestdataStore } from '../../infra/testdata-store';
import type { CaseRow } from '../problem/problem-cases';
import type { ProblemRow } from '../problem/problem.mapper';
import { judgeSpecOf } from '../problem/judge-spec';

/** Spec 1 §9: non-C/C++ languages get double time and memory, except on CF- and GYM- problems. */
describe('limit doubling and Codeforces problems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-scaling-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('doubles Java limits on local and other remote problems, never on CF- and GYM- ones; C++ never', () => {
    const store = new TestdataStore(dir);
    const [input, output] = [store.putText('1 2\n'), store.putText('3\n')];
    const testCase = { id: 1, pid: 1, seq: 1, inputHash: input.hash, outputHash: output.hash, score: 100 } as CaseRow;
    const row = {
      id: 1,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
    };
    const limitsOf = (problemId: string, language: string) => {
      const spec = judgeSpecOf({ ...row, problemId } as ProblemRow, [testCase], store);
      if ('reason' in spec) throw new Error(spec.reason);
      return scaledLimits(findLanguage(language)!, spec.problem);
    };
    const plain = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 };
    const doubled = { timeLimitMs: 2000, memoryLimitMb: 512, stackLimitMb: 128 };
    for (const id of ['P1000', 'HDU-1000', 'AC-abc001_a', 'SPOJ-TEST']) expect(limitsOf(id, 'Java')).toEqual(doubled);
    for (const id of ['CF-1A', 'GYM-100001A', 'cf-2B']) expect(limitsOf(id, 'Java')).toEqual(plain);
    for (const id of ['P1000', 'CF-1A']) expect(limitsOf(id, 'C++')).toEqual(plain);
  });
});
