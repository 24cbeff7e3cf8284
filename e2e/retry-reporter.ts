import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every e2e test that passed only on its retry, so a flaky test shows in the CI summary
 * instead of hiding behind `retry: 1` (the e2e suite shares a 2-core machine with the other stages).
 * The lines go to stdout and, when `VERDICT_E2E_RETRIED` names a file, to that file for the summary.
 */
export default class RetryReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    const { retryCount } = test.diagnostic() ?? {};
    if (!retryCount || test.result().state !== 'passed') return;
    const line = `${test.module.moduleId.replace(/^.*\/e2e\//, 'e2e/')} > ${test.fullName}`;
    console.log(`e2e passed on retry ${retryCount}: ${line}`);
    if (process.env.VERDICT_E2E_RETRIED) appendFileSync(process.env.VERDICT_E2E_RETRIED, `${line}\n`);
  }
}
