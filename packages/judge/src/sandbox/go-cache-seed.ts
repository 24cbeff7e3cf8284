import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GO_CACHE_SEED_DIR, GO_ROOT, TOOLS_DIR } from './paths';
import { GO_BUILD_ENV } from '../languages';

/**
 * Go rebuilds the standard library into GOCACHE, which takes ~10 s of CPU with an empty cache
 * (measured 9.5 s wall / 14 s CPU for a fmt+bufio program on this machine). So a cache is warmed
 * once on the host with the trusted toolchain and mounted read-only into the sandbox; `go build`
 * reads hits from it and silently skips writing new entries to a read-only cache, so a user
 * compile takes ~0.4 s and can never poison the seed for later submissions.
 */

/** Standard packages contestants commonly import; anything else is compiled on demand (~1 s). */
const WARM_IMPORTS = [
  'bufio',
  'bytes',
  'cmp',
  'container/heap',
  'container/list',
  'container/ring',
  'errors',
  'fmt',
  'io',
  'math',
  'math/big',
  'math/bits',
  'math/rand',
  'os',
  'regexp',
  'slices',
  'maps',
  'sort',
  'strconv',
  'strings',
  'sync',
  'time',
  'unicode',
  'unicode/utf8',
];

function warmProgram(): string {
  // Blank imports are enough to compile (and so cache) every listed package and its dependencies.
  return `package main\n\nimport (\n${WARM_IMPORTS.map((p) => `\t_ ${JSON.stringify(p)}`).join('\n')}\n)\n\nfunc main() {}\n`;
}

const LOCK_DIR = `${GO_CACHE_SEED_DIR}.lock`;

/** Returns the seed folder, building it on first use; null when no Go toolchain is installed. */
export async function ensureGoCacheSeed(): Promise<string | null> {
  const goBin = path.join(GO_ROOT, 'bin', 'go');
  if (!existsSync(goBin)) return null;
  for (let waited = 0; !existsSync(GO_CACHE_SEED_DIR); waited += 500) {
    mkdirSync(TOOLS_DIR, { recursive: true });
    let owner = false;
    try {
      mkdirSync(LOCK_DIR);
      owner = true;
    } catch {
      // Another process is building it; a lock older than 5 minutes is from a crashed builder.
      if (existsSync(LOCK_DIR) && Date.now() - statSync(LOCK_DIR).mtimeMs > 300_000)
        rmSync(LOCK_DIR, { recursive: true, force: true });
    }
    if (owner) {
      try {
        buildSeed(goBin);
      } finally {
        rmSync(LOCK_DIR, { recursive: true, force: true });
      }
    } else {
      if (waited > 600_000) throw new Error('timed out waiting for the Go cache seed to be built');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return GO_CACHE_SEED_DIR;
}

function buildSeed(goBin: string): void {
  if (existsSync(GO_CACHE_SEED_DIR)) return;
  const tmp = mkdtempSync(`${GO_CACHE_SEED_DIR}.tmp-`);
  try {
    const work = path.join(tmp, 'src');
    const cache = path.join(tmp, 'cache');
    mkdirSync(work);
    writeFileSync(path.join(work, 'main.go'), warmProgram());
    const env: NodeJS.ProcessEnv = {
      PATH: `${GO_ROOT}/bin:/usr/bin:/bin`,
      HOME: work,
      GOCACHE: cache,
      GOPATH: path.join(work, 'gopath'),
    };
    // Same build environment as the sandboxed compile, or the cache keys would not match.
    for (const kv of GO_BUILD_ENV) {
      const i = kv.indexOf('=');
      env[kv.slice(0, i)] = kv.slice(i + 1);
    }
    const r = spawnSync(goBin, ['build', '-o', path.join(work, 'main'), 'main.go'], { cwd: work, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`warming the Go build cache failed: ${r.stderr}`);
    renameSync(cache, GO_CACHE_SEED_DIR);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
