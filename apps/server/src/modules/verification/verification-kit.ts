import { expect } from 'vitest';
import { type VerificationReport, getProblemVerification } from '@verdict/shared';
import type { TestApp } from '../../test/test-app';

/** Polls a problem's verification report (tests) until nothing is pending or running. */
export async function settledReport(t: TestApp, token: string, pid: number): Promise<VerificationReport> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await t.call<typeof getProblemVerification, VerificationReport>(getProblemVerification, {
      token,
      query: { pid },
    });
    expect(res.status, res.msg).toBe(200);
    if (res.data.status !== 'running') return res.data;
    if (Date.now() > deadline) throw new Error(`verification still running: ${JSON.stringify(res.data)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
