/**
 * RSS and CPU of every process of a storm, from /proc: the groups are named roots (an API
 * process, a judge host, PostgreSQL's postmaster, Redis, the bench itself) with all their
 * descendants (go-judge under its host, PostgreSQL's backends under the postmaster).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';
import path from 'node:path';

const cores = () => availableParallelism();

const TICK = 100; // clock ticks per second on Linux

interface Row {
  pid: number;
  ppid: number;
  ticks: number;
  rssKb: number;
  cmd: string;
}

function table(): Row[] {
  const out: Row[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${e}/status`, 'utf8'));
      out.push({
        pid: Number(e),
        ppid: Number(f[1]),
        // utime + stime, and cutime + cstime: children it reaped (compilers, programs, exited backends) count too.
        ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]),
        rssKb: rss ? Number(rss[1]) : 0,
        cmd: readFileSync(`/proc/${e}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

export interface GroupFigure {
  name: string;
  peakRssMb: number;
  cpuSeconds: number;
}

/** The whole machine's CPU ticks (all cores): busy and total, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  // idle + iowait
  return { busy: total - f[3]! - f[4]!, total };
}

/** CPU seconds of every go-judge sandbox on the machine (cgroup v1 cpuacct; null where there is none). */
function sandboxSeconds(): number | null {
  for (const file of ['/sys/fs/cgroup/cpuacct/gojudge/cpuacct.usage', '/sys/fs/cgroup/cpu,cpuacct/gojudge/cpuacct.usage'])
    try {
      return Number(readFileSync(file, 'utf8')) / 1e9;
    } catch {
      /* not this layout */
    }
  return null;
}

/** A group's root processes: this pid, or every process whose command line holds all these strings. */
export interface RootSpec {
  name: string;
  pid?: number;
  cmd?: string[];
}

const matches = (spec: RootSpec, r: Row) =>
  spec.pid !== undefined ? r.pid === spec.pid : (spec.cmd ?? []).every((part) => r.cmd.includes(part));

export interface SamplerFigures {
  groups: GroupFigure[];
  machine: Array<[number, number]>;
  own: number[];
}

/**
 * The sampler in a process of its own (procstat-main.ts): reading /proc takes tens of milliseconds
 * per sample (hundreds on a busy machine), which on the bench's event loop would stall its 1,000
 * clients every second. It counts itself as a group of its own.
 */
export function startSamplerProcess(roots: RootSpec[], everyMs = 1000): { stop: () => Promise<SamplerFigures> } {
  const child = fork(path.join(import.meta.dirname, 'procstat-main.ts'), [JSON.stringify({ roots, everyMs })], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<SamplerFigures>((resolve, reject) => {
    child.once('message', (m) => resolve(m as SamplerFigures));
    child.once('exit', (code) => reject(new Error(`the /proc sampler exited (${code})`)));
  });
  // Not awaited until stop(): an early exit must not end the bench as an unhandled rejection.
  result.catch(() => undefined);
  return {
    stop: async () => {
      child.send('stop');
      const figures = await result;
      child.kill();
      return figures;
    },
  };
}

/** Samples every `everyMs`: peak RSS per group, CPU seconds from the first sample to the last. */
export class ProcSampler {
  /** [ms since start, busy cores] of the whole machine per sample. */
  readonly machine: Array<[number, number]> = [];
  /** The sampler's own time per sample (ms): it reads /proc synchronously on the bench's event loop. */
  readonly own: number[] = [];
  private lastMachine: { busy: number; total: number; at: number } | null = null;
  private sandboxFirst: number | null = null;
  private sandboxLast: number | null = null;
  private startedAt = 0;
  private readonly first = new Map<string, number>();
  private readonly last = new Map<string, number>();
  private readonly peak = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  /** `roots`: a group name → how to find its root processes in the table. */
  constructor(private readonly roots: RootSpec[]) {}

  sample(): void {
    const began = performance.now();
    const m = machineTicks();
    const now = Date.now();
    if (this.lastMachine && m.total > this.lastMachine.total)
      this.machine.push([
        now - this.startedAt,
        ((m.busy - this.lastMachine.busy) / (m.total - this.lastMachine.total)) * cores(),
      ]);
    this.lastMachine = { ...m, at: now };
    const sb = sandboxSeconds();
    this.sandboxFirst ??= sb;
    this.sandboxLast = sb;
    const rows = table();
    const children = new Map<number, Row[]>();
    for (const r of rows) children.set(r.ppid, [...(children.get(r.ppid) ?? []), r]);
    const seen = new Set<number>();
    for (const spec of this.roots) {
      const { name } = spec;
      let ticks = 0;
      let rss = 0;
      const stack = rows.filter((r) => matches(spec, r) && !seen.has(r.pid));
      while (stack.length) {
        const r = stack.pop()!;
        if (seen.has(r.pid)) continue;
        seen.add(r.pid);
        ticks += r.ticks;
        rss += r.rssKb;
        stack.push(...(children.get(r.pid) ?? []));
      }
      if (!this.first.has(name)) this.first.set(name, ticks);
      this.last.set(name, Math.max(ticks, this.last.get(name) ?? 0));
      this.peak.set(name, Math.max(rss, this.peak.get(name) ?? 0));
    }
    this.own.push(performance.now() - began);
  }

  start(everyMs = 1000): void {
    this.startedAt = Date.now();
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): GroupFigure[] {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    const groups = this.roots.map(({ name }) => ({
      name,
      peakRssMb: (this.peak.get(name) ?? 0) / 1024,
      cpuSeconds: ((this.last.get(name) ?? 0) - (this.first.get(name) ?? 0)) / TICK,
    }));
    if (this.sandboxFirst !== null && this.sandboxLast !== null)
      groups.push({ name: 'sandboxes (all go-judge)', peakRssMb: 0, cpuSeconds: this.sandboxLast - this.sandboxFirst });
    return groups;
  }
}
