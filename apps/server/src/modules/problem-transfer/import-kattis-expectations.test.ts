import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { TestdataStore } from '../../infra/testdata-store';
import { ImportArchive } from './archive-reader';
import { readKattis } from './import-kattis';
import { SUM_PY, SUM_WRONG_PY, type PackageFiles, packagesZip, scoringPackage } from './import-kattis-fixtures';

const { Accepted: AC, WrongAnswer: WA, PresentationError: PE, TimeLimitExceeded: TLE } = JudgeStatus;

/** submissions.yaml and the legacy grading keys, read from packages written here (no judging). */
describe('Kattis expectations: submissions.yaml, range and reject_score', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'kattis-expect-'));
  const store = new TestdataStore(path.join(tmp, 'store'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  let n = 0;
  const read = async (files: PackageFiles) => {
    const file = path.join(tmp, `${++n}.zip`);
    writeFileSync(file, packagesZip({ p: files }));
    const zip = await ImportArchive.open(file);
    try {
      return await readKattis(zip, store);
    } finally {
      zip.close();
    }
  };

  it('takes permitted / required verdicts and score ranges by glob; other folders count when a rule names them', async () => {
    const [c] = await read({
      ...scoringPackage,
      'submissions/submissions.yaml': [
        'accepted/full.py:',
        '  score: 100',
        'partial:',
        '  permitted: [AC, WA]',
        '  required: [WA]',
        '  score: [30, 30]',
        'slow/*:',
        '  permitted: [AC, TLE]',
        '  required: [TLE]',
        '',
      ].join('\n'),
      'submissions/partial/first.py': SUM_WRONG_PY,
      'submissions/slow/spin.py': 'while True: pass\n',
      'submissions/unnamed/x.py': SUM_PY,
    });
    const subs = Object.fromEntries((c.submissions ?? []).map((s) => [s.origin, [s.expected, s.expectedScore ?? null]]));
    expect(subs).toEqual({
      'submissions/accepted/full.py': [[AC], { min: 100, max: 100 }],
      'submissions/partial/first.py': [[WA, PE], { min: 30, max: 30 }],
      'submissions/slow/spin.py': [[TLE], null],
    });
  });

  it('refuses what Verdict cannot score: reject_score other than 0, a range that excludes 0 … full score', async () => {
    const group = (yaml: string) => ({
      ...scoringPackage,
      'data/secret/group1/testdata.yaml': `grader_flags: min\naccept_score: 30\n${yaml}`,
    });
    await expect(read(group('reject_score: 5\n'))).rejects.toThrow();
    await expect(read(group('range: 0 20\n'))).rejects.toMatchObject({
      params: { reason: expect.stringMatching(/range 0 20.*0 to 30/) },
    });
    await expect(read(group('range: -inf inf\nreject_score: 0\n'))).resolves.toHaveLength(1);
    await expect(read(group('range: 5 x\n'))).rejects.toMatchObject({
      params: { reason: expect.stringMatching(/not two numbers/) },
    });
  });
});
