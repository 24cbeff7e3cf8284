import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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
  /** Told when a go-judge left behind by an earlier run of this workDir is ended. */
  onStale?: (message: string) => void;
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
 *
 * It dies with its owner: started through `setpriv --pdeathsig KILL` (util-linux), the kernel
 * kills it when our process ends, even by SIGKILL, where no exit handler runs. A go-judge that
 * outlived its owner anyway (setpriv missing, or our process killed between fork and prctl) is
 * found through the pid file in `workDir` and ended before a new one starts, so it can never hold
 * the port while the new one exits at once, again and again.
 */
export async function startGoJudge(options: StartGoJudgeOptions): Promise<GoJudgeProcess> {
  const binary = options.binary ?? defaultGoJudgeBinary();
  if (!existsSync(binary)) throw new Error(`go-judge binary not found at ${binary} (run node scripts/ensure.mjs --sandbox)`);
  if (options.srcPrefixes.length === 0) throw new Error('startGoJudge needs at least one src prefix (the test-data store)');
  mkdirSync(options.workDir, { recursive: true });
  const pidFile = path.join(options.workDir, PID_FILE);
  const stale = await endStale(pidFile);
  if (stale) options.onStale?.(stale);
  // Someone else's server on the port would answer our readiness check while our go-judge exits.
  await waitPortFree(options.port, stale ? 5_000 : 0);
  const storeDir = path.join(options.workDir, 'store');
  mkdirSync(storeDir, { recursive: true });
  const goCacheSeedDir = options.goCacheSeedDir === undefined ? await ensureGoCacheSeed() : options.goCacheSeedDir;
  const rustToolchainDir = options.rustToolchainDir === undefined ? defaultRustToolchainDir() : options.rustToolchainDir;
  const mountConf = path.join(options.workDir, 'mount.yaml');
  writeFileSync(mountConf, renderMountConfig({ rustToolchainDir, goCacheSeedDir }));
  const logPath = path.join(options.workDir, 'go-judge.log');
  const log = openSync(logPath, 'a');

  const args = [
    '-http-addr',
    `127.0.0.1:${options.port}`,
    '-mount-conf',
    mountConf,
    '-dir',
    storeDir,
    '-file-timeout',
    options.fileTimeout ?? '2h',
    // Trailing separator so that /data/cases does not also admit /data/cases-other.
    '-src-prefix',
    options.srcPrefixes.map((p) => path.resolve(p) + path.sep).join(','),
    '-container-cred-start',
    String(CONTAINER_CRED_START),
    // Collectors are files on the /w tmpfs: this rlimit ends a flood with SIGXFSZ within milliseconds.
    '-output-limit',
    options.outputLimit ?? '64m',
    // Refuse to run without cgroups rather than silently judging without memory limits.
    '-no-fallback',
    '-release',
  ];
  if (options.parallelism) args.push('-parallelism', String(options.parallelism));
  // detached: own process group, so stop() reaches go-judge and every container it forked.
  // setpriv execs go-judge in its own process: the pid, the group and the parent stay ours.
  const [command, commandArgs] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'KILL', binary, ...args]] : [binary, args];
  const child: ChildProcess = spawn(command, commandArgs, { cwd: options.workDir, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  if (child.pid !== undefined) {
    writeFileSync(
      pidFile,
      JSON.stringify({
        pid: child.pid,
        port: options.port,
        startTicks: startTicks(child.pid),
        ownerPid: process.pid,
      } satisfies PidRecord),
    );
  }
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
      forgetPid(pidFile, child.pid);
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

const PID_FILE = 'go-judge.pid';

/** What the pid file records of the go-judge a workDir runs: enough to know it again, not a reused pid. */
interface PidRecord {
  pid: number;
  port: number;
  /** Start time in clock ticks after boot (/proc/<pid>/stat field 22); null off Linux. */
  startTicks: number | null;
  ownerPid: number;
}

/** setpriv of util-linux with --pdeathsig (Debian: always there), or null. */
const SETPRIV = (() => {
  for (const p of ['/usr/bin/setpriv', '/bin/setpriv']) if (existsSync(p)) return p;
  return null;
})();

/** Fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces): [0] is field 3. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const startTicks = (pid: number): number | null => {
  const f = statFields(pid);
  return f ? Number(f[19]) : null;
};
const parentPid = (pid: number): number | null => {
  const f = statFields(pid);
  return f ? Number(f[1]) : null;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function forgetPid(pidFile: string, pid: number | undefined): void {
  try {
    if ((JSON.parse(readFileSync(pidFile, 'utf8')) as PidRecord).pid === pid) rmSync(pidFile, { force: true });
  } catch {
    /* no file, or not ours */
  }
}

/**
 * Ends the go-judge (and its containers) an earlier run of this workDir left behind, if one still
 * runs: it holds the port and the file store. Ended rather than adopted: it is not our child, so
 * we could neither see it die nor make it die with us. Answers what was done, or null.
 */
async function endStale(pidFile: string): Promise<string | null> {
  let rec: PidRecord;
  try {
    rec = JSON.parse(readFileSync(pidFile, 'utf8')) as PidRecord;
  } catch {
    return null;
  }
  const leader = Number.isInteger(rec.pid) && rec.pid > 1 && alive(rec.pid);
  // Still the child of the live process that started it: another server shares this data folder.
  if (leader && rec.ownerPid !== process.pid && parentPid(rec.pid) === rec.ownerPid && startTicks(rec.pid) === rec.startTicks) {
    throw new Error(
      `go-judge pid ${rec.pid} of the running process ${rec.ownerPid} uses this data folder (${path.dirname(pidFile)}); give each process its own DATA_DIR`,
    );
  }
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(rec.pid) || rec.pid <= 1) return null;
  // The pid may have been reused since: only the process that started at the recorded tick is ours.
  if (leader && rec.startTicks !== null && startTicks(rec.pid) !== rec.startTicks) return null;
  try {
    // Its group: go-judge and the containers it forked (they outlive a go-judge killed alone).
    process.kill(-rec.pid, 'SIGKILL');
  } catch {
    return null; // nothing of it is left
  }
  if (!leader) return `ended the sandbox containers a go-judge of an earlier run left behind (group ${rec.pid})`;
  for (let i = 0; i < 50 && alive(rec.pid); i++) await new Promise((r) => setTimeout(r, 100));
  return `ended go-judge pid ${rec.pid} on port ${rec.port}, left running by an earlier run (owner pid ${rec.ownerPid})`;
}

/** Resolves once 127.0.0.1:port can be bound, waiting up to `waitMs`; else says who holds it. */
async function waitPortFree(port: number, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `port ${port} is in use by another program (not a go-judge this data folder started); free it or set GO_JUDGE_PORT`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
