import { ProblemType } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { type ProblemForm, emptyForm, newCase } from './model';
import { applyUpload, changeCaseMode, changeType } from './transitions';

const withCases = (n: number): ProblemForm => ({
  ...emptyForm(),
  uploadedCases: Array.from({ length: n }, (_, i) => newCase(`${i + 1}.in`, `${i + 1}.out`)),
  manualCases: [newCase('1', '2'), newCase('3', '4')],
});

describe('form transitions', () => {
  it('switching to OI splits 100 over both case lists', () => {
    const patch = changeType(withCases(3), ProblemType.OI);
    expect(patch.type).toBe(ProblemType.OI);
    expect(patch.uploadedCases?.map((c) => c.score)).toEqual([33, 33, 34]);
    expect(patch.manualCases?.map((c) => c.score)).toEqual([50, 50]);
  });

  it('staying OI or going back to ACM keeps the scores; a mode the type lacks falls back to default', () => {
    const oi: ProblemForm = { ...withCases(2), type: ProblemType.OI, judgeCaseMode: 'subtask_lowest' };
    expect(changeType(oi, ProblemType.OI)).toEqual({ type: ProblemType.OI, judgeCaseMode: 'subtask_lowest' });
    expect(changeType(oi, ProblemType.ACM)).toEqual({ type: ProblemType.ACM, judgeCaseMode: 'default' });
    const acm: ProblemForm = { ...withCases(2), judgeCaseMode: 'ergodic_without_error' };
    expect(changeType(acm, ProblemType.OI).judgeCaseMode).toBe('default');
  });

  it('subtask modes give cases without a group group 1, keeping set groups', () => {
    const form = withCases(2);
    form.uploadedCases[1].groupNum = 4;
    const patch = changeCaseMode(form, 'subtask_average');
    expect(patch.uploadedCases?.map((c) => c.groupNum)).toEqual([1, 4]);
    expect(changeCaseMode(form, 'default')).toEqual({ judgeCaseMode: 'default' });
  });

  it('an upload replaces the uploaded cases: even scores for OI, groups from the server', () => {
    const fileList = Array.from({ length: 10 }, (_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out` }));
    const oi = applyUpload({ ...emptyForm(), type: ProblemType.OI }, { fileList, fileListDir: 'testcase-abc' });
    expect(oi.uploadDir).toBe('testcase-abc');
    expect(oi.uploadedCases?.map((c) => c.score)).toEqual(Array(10).fill(10));
    const acm = applyUpload(emptyForm(), { fileList, fileListDir: 'd' });
    expect(acm.uploadedCases?.every((c) => c.score === null && c.groupNum === null)).toBe(true);
    const sub = applyUpload(
      { ...emptyForm(), type: ProblemType.OI, judgeCaseMode: 'subtask_lowest' },
      {
        fileList: [{ input: '1.in', output: '1.out', groupNum: 1 }],
        fileListDir: 'd',
      },
    );
    expect(sub.uploadedCases?.[0].groupNum).toBe(1);
  });
});
