// Installs what the project needs when it is missing. Plain Node (no dependencies): it runs first.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TOOLS_DIR = path.join(ROOT, '.tools');
export const GO_JUDGE_BIN = path.join(TOOLS_DIR, 'bin', 'go-judge');

const log = (msg) => console.log(`[verdict] ${msg}`);

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status ?? r.signal}`);
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
/** Written once the lock's packages are unpacked; `.verdict-lock-hash` once their native addons are built too. */
const PACKAGES_MARKER = path.join(ROOT, 'node_modules', '.verdict-packages-hash');
const READY_MARKER = path.join(ROOT, 'node_modules', '.verdict-lock-hash');
const markerSays = (file, hash) => existsSync(file) && readFileSync(file, 'utf8') === hash;
// A new file, not a write into the old one: a node_modules copied with hard links shares it.
function writeMarker(file, hash) {
  rmSync(file, { force: true });
  writeFileSync(file, hash);
}

/** npm dependencies, reinstalled when package-lock.json changed since the last install. */
export function ensureNodeModules() {
  ensurePackages();
  ensureNativeAddons();
}

/**
 * The lock's packages unpacked, without their build scripts: enough for tsc, eslint, prettier and
 * vite, so `npm test` starts its checks while `ensureNativeAddons` compiles beside them.
 */
export function ensurePackages() {
  const hash = lockHash();
  if (markerSays(READY_MARKER, hash) || markerSays(PACKAGES_MARKER, hash)) return;
  log('installing npm dependencies (first run takes a few minutes)…');
  // npm ci installs exactly the lock (which lists every platform's optional packages) and never rewrites it,
  // so a fresh clone stays clean. --prefer-offline: a package already in npm's cache is taken from it without
  // asking the registry again (the lock pins each one's integrity hash).
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  writeMarker(PACKAGES_MARKER, lockHash());
}

/**
 * The packages' build scripts (`npm rebuild`): node-gyp compiles the native addons — SQLite, Dolos's
 * tree-sitter parsers — on every core (JOBS), against the system's Node headers when they are there
 * (with no internet it cannot download them). Most of a fresh install's time, on one core mostly
 * (SQLite's one big C file).
 */
export function ensureNativeAddons() {
  const hash = lockHash();
  if (markerSays(READY_MARKER, hash)) return;
  ensurePackages();
  const env = { ...process.env, JOBS: process.env.JOBS ?? 'max' };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  run('npm', ['rebuild', '--no-audit', '--no-fund', '--loglevel=error'], { env });
  writeMarker(READY_MARKER, hash);
}

function findGo() {
  for (const candidate of ['go', '/usr/local/go/bin/go', '/usr/lib/go/bin/go']) {
    const r = spawnSync(candidate, ['version'], { encoding: 'utf8' });
    if (r.status === 0) return candidate;
  }
  return null;
}

/** go-judge, built from the pinned module in tools/go-judge into .tools/bin. */
export function ensureGoJudge() {
  if (existsSync(GO_JUDGE_BIN)) return GO_JUDGE_BIN;
  const go = findGo();
  if (!go) throw new Error('the Go toolchain is needed to build the go-judge sandbox');
  log('building the go-judge sandbox (pinned in tools/go-judge)…');
  run(go, ['build', '-o', GO_JUDGE_BIN, 'github.com/criyle/go-judge/cmd/go-judge'], {
    cwd: path.join(ROOT, 'tools/go-judge'),
    env: { ...process.env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' },
  });
  return GO_JUDGE_BIN;
}

let aptUpdated = false;
/** Debian packages, installed through apt-get when the binary is missing and we are root. */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter((w) => !w.check());
  if (missing.length === 0) return;
  const names = missing.map((m) => m.pkg);
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages: ${names.join(' ')} (run as root or install them)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update…');
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  log(`apt-get install ${names.join(' ')}…`);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

/** The schemathesis release the contract stage runs (scripts/contract.ts), pinned so runs compare. */
export const SCHEMATHESIS = 'schemathesis==4.32.5';
export const SCHEMATHESIS_VENV = path.join(TOOLS_DIR, 'schemathesis-venv');

/** schemathesis from PyPI in its own venv under .tools, made on first use and kept while it holds the pinned release. */
export function ensureSchemathesis() {
  const bin = path.join(SCHEMATHESIS_VENV, 'bin', 'schemathesis');
  const marker = path.join(SCHEMATHESIS_VENV, '.verdict-requirement');
  if (existsSync(bin) && existsSync(marker) && readFileSync(marker, 'utf8') === SCHEMATHESIS) return bin;
  log(`installing ${SCHEMATHESIS} into .tools/schemathesis-venv…`);
  rmSync(SCHEMATHESIS_VENV, { recursive: true, force: true });
  // Debian's own Python keeps venv in a package of its own.
  if (spawnSync('python3', ['-c', 'import venv, ensurepip']).status !== 0) ensureDebianPackages([DEBIAN.pythonVenv]);
  run('python3', ['-m', 'venv', SCHEMATHESIS_VENV]);
  run(path.join(SCHEMATHESIS_VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', SCHEMATHESIS]);
  writeFileSync(marker, SCHEMATHESIS);
  return bin;
}

export const postgresBinDir = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
};

export const DEBIAN = {
  chromium: { pkg: 'chromium', check: () => existsSync('/usr/bin/chromium') },
  postgresql: { pkg: 'postgresql', check: () => postgresBinDir() !== null },
  redis: { pkg: 'redis-server', check: () => existsSync('/usr/bin/redis-server') },
  cjkFonts: { pkg: 'fonts-noto-cjk', check: () => existsSync('/usr/share/fonts/opentype/noto') },
  pythonVenv: { pkg: 'python3-venv', check: () => spawnSync('python3', ['-c', 'import venv, ensurepip']).status === 0 },
};

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** The web client bundle, rebuilt when its sources (or the shared package) are newer. */
export function ensureWebBuild({ force = false } = {}) {
  const index = path.join(ROOT, 'apps/web/dist/index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(ROOT, 'apps/web')), newestMtime(path.join(ROOT, 'packages/shared/src')));
  if (!force && built > sources) return;
  log('building the web client…');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'apps/web') });
}

export function hasCommand(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// `node scripts/ensure.mjs [--sandbox] [--web] [--browser]` for the bench and dev scripts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureNodeModules();
  if (process.argv.includes('--sandbox')) ensureGoJudge();
  if (process.argv.includes('--web')) ensureWebBuild();
  if (process.argv.includes('--browser')) ensureDebianPackages([DEBIAN.chromium]);
}

/**
 * [command, args] that runs `argv` so that it gets `signal` when this process dies, even by
 * SIGKILL (Linux PR_SET_PDEATHSIG through util-linux's setpriv; plain where it is missing): a
 * killed `npm start` / `npm run judge` leaves no server, and so no go-judge, behind.
 */
export function diesWithUs(argv, signal = 'TERM') {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
  return setpriv ? [setpriv, ['--pdeathsig', signal, ...argv]] : [argv[0], argv.slice(1)];
}
