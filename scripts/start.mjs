// `npm start`: install what is missing, build the client, then serve the whole site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, diesWithUs, ensureGoJudge, ensureNodeModules, ensureWebBuild, GO_JUDGE_BIN } from './ensure.mjs';

ensureNodeModules();
try {
  ensureGoJudge();
} catch (err) {
  // The site still serves without a sandbox; submissions wait in Pending and the admin sees why.
  console.warn(`[verdict] sandbox unavailable: ${err.message}`);
}
ensureWebBuild();

const child = spawn(...diesWithUs([process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts'), 'serve']), {
  stdio: 'inherit',
  cwd: ROOT,
  env: { ...process.env, GO_JUDGE_BIN: process.env.GO_JUDGE_BIN ?? GO_JUDGE_BIN },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
