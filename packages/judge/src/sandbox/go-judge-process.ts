import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SandboxClient } from './client';
import { ensureGoCacheSeed } from './go-cache-seed';
import { renderMountConfig } from './mount-config';
import { defaultGoJudgeBinary, defaultRustToolchainDir } from './paths';

export interface StartGoJudgeOptions {
  /** go-judge binary; default GO_JUDGE_BIN or <repo>/.tools/bin/go-judge. */
  binary?: string;
  port: number;
  /** Private folder: mount.yaml, the file store, the log. */
  workDir: string;
  /** Host folders `{src: path}` files may come from (the test-data store); nothing else is readable. */
  srcPrefixes: string[];
  /** Concurrent executions; default go-judge's (number of CPUs). */
  parallelism?: number;
  /** TTL of file-store entries (go duration); the judge's binary cache respects it. Default 2h. */
  fileTimeout?: string;
  /** Rust toolchain mounted at /opt/rust; default the host's stable toolchain. null = none. */
  rustToolchainDir?: string | null;
  /** Pre-warmed GOCACHE; default built once under .tools/go-cache. null = none (Go compiles std from scratch). */
  goCacheSeedDir?: string | null;
  /** RLIMIT_FSIZE of every sandboxed process (go size, e.g. '64m'): an output flood is killed at this size. */
  outputLimit?: string;
  /** ms to wait for GET /version. */
  startTimeoutMs?: number;
}

export interface GoJudgeProcess {
  url: string;
  pid: number;
  /** Settles with how the process ended ('exited with SIGKILL'), whether stop() ended it or not. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** Host uid/gid base for containers so sandboxed programs are not host root (go-judge runs as root). */
const CONTAINER_CRED_START = 20000;

/**
 * Starts go-judge bound to 127.0.0.1 with the generated mount.yaml. It is not supervised:
 * if it dies, calls fail with SandboxUnavailableError and the owner (watching `exited`)
 * decides what to do.
 */
export async function startGoJudge(options: StartGoJudgeOptions): Promise<GoJudgeProcess> {
  const binary = options.binary ?? defaultGoJudgeBinary();
  if (!existsSync(binary)) throw new Error(`go-judge binary not found at ${binary} (run node scripts/ensure.mjs --sandbox)`);
  if (options.srcPrefixes.length === 0) throw new Error('startGoJudge needs at least one src prefix (the test-data store)');
  mkdirSync(options.workDir, { recursive: true });
  const storeDir = path.join(options.workDir, 'store');
  mkdirSync(storeDir, { recursive: true });
  const goCacheSeedDir = options.goCacheSeedDir === undefined ? await ensureGoCacheSeed() : options.goCacheSeedDir;
  const rustToolchainDir = options.rustToolchainDir === undefined ? defaultRustToolchainDir() : options.rustToolchainDir;
  const mountConf = path.join(options.workDir, 'mount.yaml');
  writeFileSync(mountConf, renderMountConfig({ rustToolchainDir, goCacheSeedDir }));
  const logPath = path.join(options.workDir, 'go-judge.log');
  const log = openSync(logPath, 'a');

  const args = [
    '-http-addr', `127.0.0.1:${options.port}`,
    '-mount-conf', mountConf,
    '-dir', storeDir,
    '-file-timeout', options.fileTimeout ?? '2h',
    // Trailing separator so that /data/cases does not also admit /data/cases-other.
    '-src-prefix', options.srcPrefixes.map((p) => path.resolve(p) + path.sep).join(','),
    '-container-cred-start', String(CONTAINER_CRED_START),
    // Collectors are files on the /w tmpfs: this rlimit ends a flood with SIGXFSZ within milliseconds.
    '-output-limit', options.outputLimit ?? '64m',
    // Refuse to run without cgroups rather than silently judging without memory limits.
    '-no-fallback',
    '-release',
  ];
  if (options.parallelism) args.push('-parallelism', String(options.parallelism));
  // detached: own process group, so stop() reaches go-judge and every container it forked.
  const child: ChildProcess = spawn(binary, args, { cwd: options.workDir, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  let exited: string | null = null;
  const killGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // If our process ends without stop(), do not leave a sandbox (and its port) behind.
  const killOnExit = () => {
    if (!exited) killGroup();
  };
  process.once('exit', killOnExit);
  const exitPromise = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      const how = `exited with ${code ?? signal}`;
      exited = how;
      process.removeListener('exit', killOnExit);
      // A go-judge killed alone leaves its containers behind in the group.
      killGroup();
      resolve(how);
    });
  });

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(killGroup, 3000);
    await exitPromise;
    clearTimeout(timer);
  };

  const client = new SandboxClient(url, { requestTimeoutMs: 1000 });
  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000);
  for (;;) {
    // First line for people (health), then the log's tail for the server log.
    if (exited) throw new Error(`go-judge ${exited} (log: ${logPath})\n${readFileSync(logPath, 'utf8').slice(-2000)}`);
    try {
      await client.version();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`go-judge did not answer on ${url} (log: ${logPath})\n${readFileSync(logPath, 'utf8').slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, pid: child.pid ?? -1, exited: exitPromise, stop };
}
