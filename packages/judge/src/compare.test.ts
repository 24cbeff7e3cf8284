import { JudgeStatus } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { interpretChecker, parseTestlibText } from './checker-result';
import { compareOutput, rtrimOutput, whitespaceDifference } from './compare';
import type { RunResult } from './sandbox/types';

describe('output comparison (§3.4)', () => {
  it('rtrim drops trailing blanks, blank lines and CR before LF', () => {
    expect(rtrimOutput('1 2  \r\n3\t\n\n\n')).toBe('1 2\n3');
  });
  it('with end-blank removal there is no PE', () => {
    expect(compareOutput('3 \r\n\n', '3\n', true)).toBe(JudgeStatus.Accepted);
    expect(compareOutput('1  2\n', '1 2\n', true)).toBe(JudgeStatus.WrongAnswer);
  });
  it('without it, whitespace-only differences are PE', () => {
    expect(compareOutput('3\n', '3\n', false)).toBe(JudgeStatus.Accepted);
    expect(compareOutput('3', '3\n', false)).toBe(JudgeStatus.PresentationError);
    expect(compareOutput('4\n', '3\n', false)).toBe(JudgeStatus.WrongAnswer);
  });
  it('a PE says where and which whitespace differs (issue 28.1)', () => {
    expect(whitespaceDifference('3', '3\n')).toMatch(
      /line 1, column 2 the answer has a line break, the output has the end of the output/,
    );
    expect(whitespaceDifference('1 2\n3  4\n', '1 2\n3 4\n')).toMatch(
      /line 2, column 3 the answer has '4', the output has a space/,
    );
    expect(whitespaceDifference('1\r\n', '1\n')).toMatch(/a line break, the output has a carriage return/);
  });
  it('the default comparison ignores trailing blanks and the final newline of typed cases (issue 28.1)', () => {
    // A typed answer has no final newline; programs print one, or trailing spaces.
    for (const out of ['3\n', '3', '3 \n', '3\r\n', '3\n\n']) expect(compareOutput(out, '3', true)).toBe(JudgeStatus.Accepted);
    expect(compareOutput('1 2 \n3\n', '1 2\n3', true)).toBe(JudgeStatus.Accepted);
    // Inner whitespace still counts.
    expect(compareOutput('1  2\n', '1 2', true)).toBe(JudgeStatus.WrongAnswer);
  });
});

const run = (status: RunResult['status'], exitStatus: number): RunResult => ({
  status,
  exitStatus,
  time: 0,
  runTime: 0,
  memory: 0,
});

describe('checker results (§3.5)', () => {
  it('maps HOJ exit codes', () => {
    expect(interpretChecker(run('Accepted', 0), '', '').status).toBe(JudgeStatus.Accepted);
    expect(interpretChecker(run('Nonzero Exit Status', 100), '', '').status).toBe(JudgeStatus.Accepted);
    expect(interpretChecker(run('Nonzero Exit Status', 101), '', '').status).toBe(JudgeStatus.PresentationError);
    expect(interpretChecker(run('Nonzero Exit Status', 102), '', 'no').status).toBe(JudgeStatus.WrongAnswer);
    expect(interpretChecker(run('Nonzero Exit Status', 103), '', '').status).toBe(JudgeStatus.SystemError);
    expect(interpretChecker(run('Nonzero Exit Status', 99), '25', '')).toMatchObject({
      status: JudgeStatus.PartialAccepted,
      fraction: 0.25,
    });
    expect(interpretChecker(run('Nonzero Exit Status', 99), '100', '').status).toBe(JudgeStatus.Accepted);
    expect(interpretChecker(run('Nonzero Exit Status', 99), 'x', '')).toMatchObject({
      status: JudgeStatus.PartialAccepted,
      fraction: null,
    });
    expect(interpretChecker(run('Nonzero Exit Status', 5), '', '').status).toBe(JudgeStatus.SystemError);
    expect(interpretChecker(run('Time Limit Exceeded', 9), '', '').status).toBe(JudgeStatus.SystemError);
  });
  it('parses testlib texts', () => {
    expect(parseTestlibText('ok 3 numbers').status).toBe(JudgeStatus.Accepted);
    expect(parseTestlibText('wrong answer 1st differs').status).toBe(JudgeStatus.WrongAnswer);
    expect(parseTestlibText('wrong output format Unexpected EOF').message).toMatch(/^May be output presentation error/);
    expect(parseTestlibText('partially correct (30) meh')).toMatchObject({ status: JudgeStatus.PartialAccepted, fraction: 0.3 });
    expect(parseTestlibText('points 45 ok')).toMatchObject({ status: JudgeStatus.PartialAccepted, fraction: 0.45 });
    expect(parseTestlibText('points 1.0').status).toBe(JudgeStatus.Accepted);
    expect(parseTestlibText('FAIL bad test').status).toBe(JudgeStatus.SystemError);
  });
});
