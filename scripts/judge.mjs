// `npm run judge`: a separate judge host (see README, "Scaled mode"): its own go-judge, jobs from the shared queue.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, diesWithUs, ensureGoJudge, ensureNodeModules, GO_JUDGE_BIN } from './ensure.mjs';

ensureNodeModules();
ensureGoJudge();

const child = spawn(...diesWithUs([process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts'), 'judge']), {
  stdio: 'inherit',
  cwd: ROOT,
  env: { ...process.env, GO_JUDGE_BIN: process.env.GO_JUDGE_BIN ?? GO_JUDGE_BIN },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
