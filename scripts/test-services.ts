/**
 * Long-lived services the test stages share, started once per `npm test`.
 * The judge area adds the go-judge sandbox: GO_JUDGE_URL for every stage, and
 * GO_JUDGE_SRC_PREFIX, the only host folder go-judge may read test data from
 * (tests put their case files in a sub-folder of it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestGoJudge } from '../packages/judge/src/testing/sandbox';

export interface TestServices {
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

export async function startTestServices(): Promise<TestServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdict-testdata-'));
  const goJudge = await startTestGoJudge(dataDir);
  return {
    env: { GO_JUDGE_URL: goJudge.url, GO_JUDGE_SRC_PREFIX: dataDir },
    stop: async () => {
      await goJudge.stop();
      rmSync(goJudge.workDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
