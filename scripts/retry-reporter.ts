import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that passed only on its retry, so a flaky test shows in the CI summary instead of
 * hiding behind `--retry` (the stages share a 2-core machine). The lines go to stdout and, when
 * `VERDICT_RETRIED` names a file, to that file for the summary (scripts/run-tests.ts).
 */
export default class RetryReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    const { retryCount } = test.diagnostic() ?? {};
    if (!retryCount || test.result().state !== 'passed') return;
    // A passed test keeps the errors of the attempts before: the first says what lost the race.
    const why = test.result().errors?.[0]?.message.split('\n')[0]?.slice(0, 200);
    const line = `${path.relative(process.cwd(), test.module.moduleId)} > ${test.fullName}${why ? ` (first attempt: ${why})` : ''}`;
    console.log(`passed on retry ${retryCount}: ${line}`);
    if (process.env.VERDICT_RETRIED) appendFileSync(process.env.VERDICT_RETRIED, `${line}\n`);
  }
}
