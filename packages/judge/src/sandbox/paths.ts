import { existsSync } from 'node:fs';
import path from 'node:path';

/** Repository root (packages/judge/src/sandbox → four levels up). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export const TOOLS_DIR = path.join(REPO_ROOT, '.tools');

export function defaultGoJudgeBinary(): string {
  return process.env.GO_JUDGE_BIN || path.join(TOOLS_DIR, 'bin', 'go-judge');
}

/** The host Rust toolchain (RUST_TOOLCHAIN_DIR overrides); null when absent. */
export function defaultRustToolchainDir(): string | null {
  const candidates = [
    process.env.RUST_TOOLCHAIN_DIR,
    '/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu',
    path.join(process.env.HOME ?? '/root', '.rustup/toolchains/stable-x86_64-unknown-linux-gnu'),
  ];
  for (const c of candidates) if (c && existsSync(path.join(c, 'bin', 'rustc'))) return c;
  return null;
}

export const GO_ROOT = '/usr/local/go';
export const GO_CACHE_SEED_DIR = path.join(TOOLS_DIR, 'go-cache');
