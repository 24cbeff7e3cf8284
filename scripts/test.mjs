// `npm test`: install what the tests need, then run every stage (see run-tests.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEBIAN, ROOT, ensureDebianPackages, ensureGoJudge, ensureNodeModules } from './ensure.mjs';

ensureNodeModules();
ensureGoJudge();
ensureDebianPackages([DEBIAN.chromium, DEBIAN.postgresql, DEBIAN.redis, DEBIAN.cjkFonts]);

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-tests.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
