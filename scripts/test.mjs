// `npm test`: install what the tests need, then run every stage (see run-tests.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './ensure.mjs';

const started = Date.now();
/** [name, seconds] of each install step, for the summary at the end (run-tests.ts prints them). */
const setupTimes = [];
const timed = async (name, step) => {
  const t0 = Date.now();
  const entry = [name, 0];
  setupTimes.push(entry);
  try {
    return await step();
  } finally {
    entry[1] = Math.round((Date.now() - t0) / 1000);
  }
};

/** Runs `expr` (with `m` = ensure.mjs) in a child process, so the installs overlap and each is timed on its own. */
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

// On a fresh clone the installs take minutes: the go-judge build, the Debian packages and then the
// contract stage's schemathesis (PyPI; apt may bring Python's venv first) run beside the npm install
// instead of after it, and the native addons' compiling (mostly one core) beside the checks.
const npm = Promise.allSettled([timed('npm ci (packages, without build scripts)', () => inBackground('m.ensurePackages()'))]);
const background = Promise.allSettled([
  // After the unpacking (it builds in node_modules), while run-tests.ts runs the checks.
  npm.then(() => timed('native addons (npm rebuild, beside the checks)', () => inBackground('m.ensureNativeAddons()'))),
  timed('go-judge build (beside npm ci and the checks)', () => inBackground('m.ensureGoJudge()')),
  timed('Debian packages + schemathesis (beside npm ci and the checks)', () =>
    inBackground(
      'm.ensureDebianPackages([m.DEBIAN.chromium, m.DEBIAN.postgresql, m.DEBIAN.redis, m.DEBIAN.cjkFonts]); m.ensureSchemathesis()',
    ),
  ),
]);
const firstError = (results) => results.find((r) => r.status === 'rejected')?.reason ?? null;
const npmError = firstError(await npm);
if (npmError) {
  console.error(npmError);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The static checks and the web build need only the packages' files: run-tests.ts starts them now, and
// the stages that need the addons, the sandbox, the browser or the databases once it hears the other
// installs are done.
const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-tests.ts'), ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  cwd: ROOT,
  env: { ...process.env, VERDICT_TEST_STARTED: String(started) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
const setupError = firstError(await background);
setupTimes.push(['all installs (wall clock)', Math.round((Date.now() - started) / 1000)]);
if (setupError) console.error(setupError);
/** The message run-tests.ts waits for (`installsDone`): the install steps' [name, seconds], or that one failed. */
if (child.connected) child.send({ setupTimes, failed: setupError ? String(setupError) : null });
