import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The container layout of every go-judge run, written as mount.yaml (JSON is valid YAML).
 * Only toolchains are visible, read-only; /w and /tmp are private tmpfs per container, so
 * nothing of the project, its data or other submissions' test data is reachable from inside.
 */

/** Where the Rust toolchain appears inside the sandbox (neutral path, not under /root). */
export const SANDBOX_RUST_DIR = '/opt/rust';
/** Where the pre-warmed Go build cache appears inside the sandbox (read-only seed). */
export const SANDBOX_GO_CACHE_SEED = '/opt/gocache-seed';

export interface MountOptions {
  /** Host folder of the Rust toolchain (has bin/rustc), mounted at SANDBOX_RUST_DIR. */
  rustToolchainDir?: string | null;
  /** Host folder holding a warmed GOCACHE, mounted at SANDBOX_GO_CACHE_SEED. */
  goCacheSeedDir?: string | null;
  /** tmpfs size of /w and /tmp (counts against the run's memory limit as files are written). */
  tmpfsSize?: string;
}

interface Mount {
  type: 'bind' | 'tmpfs';
  source?: string;
  target: string;
  readonly?: boolean;
  data?: string;
}

interface MountConfig {
  mount: Mount[];
  symLink: { linkPath: string; target: string }[];
  maskPath: string[];
  proc: boolean;
  workDir: string;
  hostName: string;
  domainName: string;
  uid: number;
  gid: number;
}

/** Host paths bound read-only when present: the toolchains of §2 and the little of /etc they read. */
const READONLY_HOST_PATHS = ['/usr', '/etc/ld.so.cache', '/etc/alternatives', '/etc/java-17-openjdk'];
/** Top-level dirs that are symlinks into /usr on merged-/usr systems: recreated as symlinks. */
const USR_ALIASES = ['/bin', '/lib', '/lib64', '/sbin'];
const DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom'];

export function buildMountConfig(options: MountOptions = {}): MountConfig {
  const tmpfsData = `size=${options.tmpfsSize ?? '256m'},nr_inodes=4k`;
  const mount: Mount[] = [];
  const symLink: MountConfig['symLink'] = [];
  for (const alias of USR_ALIASES) {
    if (!existsSync(alias)) continue;
    if (lstatSync(alias).isSymbolicLink()) symLink.push({ linkPath: alias, target: readlinkSync(alias) });
    else mount.push({ type: 'bind', source: alias, target: alias, readonly: true });
  }
  for (const p of READONLY_HOST_PATHS) {
    if (existsSync(p)) mount.push({ type: 'bind', source: p, target: p, readonly: true });
  }
  if (options.rustToolchainDir && existsSync(path.join(options.rustToolchainDir, 'bin', 'rustc'))) {
    mount.push({ type: 'bind', source: realpathSync(options.rustToolchainDir), target: SANDBOX_RUST_DIR, readonly: true });
  }
  if (options.goCacheSeedDir && existsSync(options.goCacheSeedDir)) {
    mount.push({ type: 'bind', source: realpathSync(options.goCacheSeedDir), target: SANDBOX_GO_CACHE_SEED, readonly: true });
  }
  // Devices are bound writable like go-judge's defaults (writes to /dev/null must work).
  for (const dev of DEVICES) if (existsSync(dev)) mount.push({ type: 'bind', source: dev, target: dev });
  mount.push({ type: 'tmpfs', target: '/w', data: tmpfsData });
  mount.push({ type: 'tmpfs', target: '/tmp', data: tmpfsData });
  symLink.push(
    { linkPath: '/dev/fd', target: '/proc/self/fd' },
    { linkPath: '/dev/stdin', target: '/proc/self/fd/0' },
    { linkPath: '/dev/stdout', target: '/proc/self/fd/1' },
    { linkPath: '/dev/stderr', target: '/proc/self/fd/2' },
  );
  return {
    mount,
    symLink,
    // Host kernel details that a program has no business reading.
    maskPath: [
      '/proc/acpi',
      '/proc/asound',
      '/proc/kcore',
      '/proc/keys',
      '/proc/latency_stats',
      '/proc/timer_list',
      '/proc/timer_stats',
      '/proc/sched_debug',
      '/proc/scsi',
      '/sys/firmware',
    ],
    proc: true,
    workDir: '/w',
    hostName: 'verdict-judge',
    domainName: 'verdict-judge',
    // Non-root inside the container; with -container-cred-start the host side is non-root too.
    uid: 1536,
    gid: 1536,
  };
}

export function renderMountConfig(options: MountOptions = {}): string {
  return JSON.stringify(buildMountConfig(options), null, 2) + '\n';
}
