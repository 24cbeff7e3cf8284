// `npm test`: install what the tests need, then run every stage (see run-tests.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureNodeModules } from './ensure.mjs';

/** Runs `expr` (with `m` = ensure.mjs) in a child process, so it overlaps the npm install of this one. */
function inBackground(expr) {
  const ensure = JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/ensure.mjs')).href);
  const child = spawn(process.execPath, ['--input-type=module', '-e', `const m = await import(${ensure});\n${expr};`], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`setup step failed (${code}): ${expr}`))));
  });
}

// On a fresh clone the installs take minutes, mostly downloads: the go-judge build, the Debian
// packages and then the contract stage's schemathesis (PyPI; apt may bring Python's venv first) run
// beside the npm install instead of after it.
const background = Promise.allSettled([
  inBackground('m.ensureGoJudge()'),
  inBackground(
    'm.ensureDebianPackages([m.DEBIAN.chromium, m.DEBIAN.postgresql, m.DEBIAN.redis, m.DEBIAN.cjkFonts]); m.ensureSchemathesis()',
  ),
]);
let setupError = null;
try {
  ensureNodeModules();
} catch (err) {
  setupError = err;
}
for (const r of await background) if (r.status === 'rejected') setupError ??= r.reason;
if (setupError) {
  console.error(setupError);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-tests.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
