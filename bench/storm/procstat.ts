/**
 * RSS and CPU of every process of a storm, from /proc: the groups are named roots (an API
 * process, a judge host, PostgreSQL's postmaster, Redis, the bench itself) with all their
 * descendants (go-judge under its host, PostgreSQL's backends under the postmaster).
 */
import { readFileSync, readdirSync } from 'node:fs';

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
        ticks: Number(f[11]) + Number(f[12]),
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

/** Samples every `everyMs`: peak RSS per group, CPU seconds from the first sample to the last. */
export class ProcSampler {
  private readonly first = new Map<string, number>();
  private readonly last = new Map<string, number>();
  private readonly peak = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  /** `roots`: a group name → how to find its root processes in the table. */
  constructor(private readonly roots: Array<{ name: string; match: (r: Row) => boolean }>) {}

  sample(): void {
    const rows = table();
    const children = new Map<number, Row[]>();
    for (const r of rows) children.set(r.ppid, [...(children.get(r.ppid) ?? []), r]);
    const seen = new Set<number>();
    for (const { name, match } of this.roots) {
      let ticks = 0;
      let rss = 0;
      const stack = rows.filter((r) => match(r) && !seen.has(r.pid));
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
  }

  start(everyMs = 1000): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): GroupFigure[] {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return this.roots.map(({ name }) => ({
      name,
      peakRssMb: (this.peak.get(name) ?? 0) / 1024,
      cpuSeconds: ((this.last.get(name) ?? 0) - (this.first.get(name) ?? 0)) / TICK,
    }));
  }
}
