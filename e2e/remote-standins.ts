import { startStandin as startCodeforces } from '../tools/remote-standins/codeforces';

/**
 * The remote judge stand-ins of an e2e run (issue 25): one Codeforces stand-in on 127.0.0.1 (a port
 * the OS picks), serving CF and GYM, shared by every worker's server through REMOTE_JUDGE_*_URL.
 * No e2e server ever reaches a real site. Its contest list answers 503, so the home page's other
 * judges' contests stay the empty state other suites expect (a site that does not answer adds nothing).
 */
export async function startRemoteStandins(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const cf = await startCodeforces({ port: 0, host: '127.0.0.1', contestListDown: true });
  return {
    env: {
      REMOTE_JUDGE_CF_URL: cf.url,
      REMOTE_JUDGE_GYM_URL: cf.url,
      // Status reads every 300 ms: a remote verdict arrives in about a second, not in HOJ's 3 s steps.
      REMOTE_JUDGE_POLL_MS: '300',
      REMOTE_JUDGE_POLL_TIMEOUT_MS: '60000',
    },
    close: () => cf.close(),
  };
}
