/** The storm's figures, printed per mode. */
import { ms, percentile } from '../kit';
import type { FinalRow } from './observer';
import type { GroupFigure } from './procstat';
import type { Recorder } from './recorder';

/** The calls a contestant waits on while reading pages (not sign-in, not the submission itself). */
export const PAGE_CALLS = [
  'register-contest',
  'get-contest-info',
  'get-contest-problem',
  'get-contest-problem-details',
  'get-contest-rank',
  'get-contest-rank (on change)',
  'check-contest-submissions-status',
  'contest-submissions (mine)',
];

const p = (xs: number[], q: number) => (xs.length ? percentile(xs, q) : NaN);
const pair = (xs: number[]) => `p50 ${ms(p(xs, 50)).padStart(9)}  p99 ${ms(p(xs, 99)).padStart(9)}`;

export function printCalls(rec: Recorder): number[] {
  console.log('  call                                   count   latency                     errors');
  const page: number[] = [];
  for (const [name, c] of rec.calls) {
    if (PAGE_CALLS.includes(name)) page.push(...c.ms);
    console.log(
      `  ${name.padEnd(38)} ${String(c.ms.length + c.errors).padStart(6)}   ${pair(c.ms)}   ${c.errors}${c.firstError ? ` (${c.firstError.slice(0, 140)})` : ''}`,
    );
  }
  console.log(`  ${'all page calls'.padEnd(38)} ${String(page.length).padStart(6)}   ${pair(page)}`);
  return page;
}

/** Page calls by when they were sent: the sign-in minute against the submissions', and p99 per 30 s. */
export function printPagePhases(rec: Recorder, t0: number, arrivalEndMs: number): void {
  const windows = new Map<number, number[]>();
  const arrival: number[] = [];
  const later: number[] = [];
  for (const [name, c] of rec.calls) {
    if (!PAGE_CALLS.includes(name)) continue;
    c.ms.forEach((x, i) => {
      const t = c.at[i]! - t0;
      (t < arrivalEndMs ? arrival : later).push(x);
      const w = Math.floor(t / 30_000);
      let bucket = windows.get(w);
      if (!bucket) windows.set(w, (bucket = []));
      bucket.push(x);
    });
  }
  console.log(`  page calls sent in the first ${arrivalEndMs / 1000} s ${String(arrival.length).padStart(6)}   ${pair(arrival)}`);
  console.log(`  page calls sent after                  ${String(later.length).padStart(6)}   ${pair(later)}`);
  const cells = [...windows].sort(([a], [b]) => a - b).map(([w, xs]) => `${w * 30}s:${p(xs, 99).toFixed(0)}`);
  console.log('  page p99 (ms) per 30 s:');
  for (let i = 0; i < cells.length; i += 8) console.log(`    ${cells.slice(i, i + 8).join('  ')}`);
}

export interface Outcome {
  lost: number;
  doubleJudged: number;
  wrongVerdict: number;
}

const EXPECTED: Record<string, number[]> = { AC: [0], WA: [-1], TLE: [1], CE: [-2] };

/** Lost: acknowledged but missing, unfinished or a system error; double-judged: more case rows than cases. */
export function checkOutcome(rec: Recorder, rows: FinalRow[], cases: number): Outcome {
  const byId = new Map(rows.map((r) => [r.submitId, r]));
  let lost = 0;
  let wrongVerdict = 0;
  for (const s of rec.submits) {
    const r = byId.get(s.submitId);
    if (!r || (r.status >= 5 && r.status <= 7) || r.status === 9 || r.status === 4) lost++;
    else if (!EXPECTED[s.kind]!.includes(r.status)) wrongVerdict++;
  }
  const doubleJudged = rows.filter((r) => r.cases > cases).length + (rows.length - byId.size);
  return { lost, doubleJudged, wrongVerdict };
}

export function printVerdicts(rec: Recorder, rows: FinalRow[], startedAt: Map<number, number>): void {
  const mine = new Set(rec.submits.map((s) => s.submitId));
  const done = rows.filter((r) => mine.has(r.submitId));
  const total = done.map((r) => r.modified - r.created);
  const queued = done.filter((r) => startedAt.has(r.submitId)).map((r) => Math.max(0, startedAt.get(r.submitId)! - r.created));
  const judging = done.filter((r) => startedAt.has(r.submitId)).map((r) => Math.max(0, r.modified - startedAt.get(r.submitId)!));
  const seen = rec.submits.filter((s) => s.seenAt).map((s) => s.seenAt! - s.sentAt);
  console.log(`  submit → verdict (server clock)        ${String(total.length).padStart(6)}   ${pair(total)}`);
  console.log(`    of it waiting in the queue (±0.5 s)  ${String(queued.length).padStart(6)}   ${pair(queued)}`);
  console.log(`    of it being judged (±0.5 s)          ${String(judging.length).padStart(6)}   ${pair(judging)}`);
  console.log(`  submit → verdict seen by 2 s polling   ${String(seen.length).padStart(6)}   ${pair(seen)}`);
  if (done.length > 1) {
    const first = Math.min(...done.map((r) => r.created));
    const last = Math.max(...done.map((r) => r.modified));
    console.log(`  judged ${done.length} in ${((last - first) / 1000).toFixed(1)} s from first submit to last verdict`);
  }
}

export function printQueue(queue: Array<[number, number, number]>): void {
  if (!queue.length) return;
  const every = Math.max(1, Math.round(queue.length / 24));
  const cells = queue.filter((_, i) => i % every === 0).map(([t, w, j]) => `${Math.round(t / 1000)}s:${w}+${j}`);
  const peak = Math.max(...queue.map(([, w]) => w));
  console.log(`  queue (t: waiting+being judged), peak ${peak} waiting:`);
  for (let i = 0; i < cells.length; i += 8) console.log(`    ${cells.slice(i, i + 8).join('  ')}`);
}

/** For each verdict and each open board stream: the time until that stream's next `change` event. */
export function freshness(rec: Recorder, rows: FinalRow[]): { values: number[]; missed: number } {
  const mine = new Set(rec.submits.map((s) => s.submitId));
  const values: number[] = [];
  let missed = 0;
  for (const r of rows) {
    if (!mine.has(r.submitId)) continue;
    // Only streams that were open when the verdict was written.
    for (const { readyAt, events } of rec.boardEvents) {
      if (readyAt === null || readyAt > r.modified) continue;
      let lo = 0;
      let hi = events.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (events[mid]! < r.modified) lo = mid + 1;
        else hi = mid;
      }
      if (lo < events.length) values.push(events[lo]! - r.modified);
      else missed++;
    }
  }
  return { values, missed };
}

export function printFreshness(f: { values: number[]; missed: number }): void {
  console.log(`  board freshness (verdict → SSE change, per stream) ${f.values.length}   ${pair(f.values)}   missed ${f.missed}`);
}

export function printProcesses(figures: GroupFigure[], seconds: number): void {
  console.log(`  process                 peak RSS     CPU s   cores (over ${seconds.toFixed(0)} s)`);
  for (const g of figures)
    console.log(
      `  ${g.name.padEnd(22)} ${g.peakRssMb.toFixed(0).padStart(6)} MB  ${g.cpuSeconds.toFixed(1).padStart(7)}   ${(g.cpuSeconds / seconds).toFixed(2)}`,
    );
}

/** The whole machine's busy cores per 30 s (every process on it, the other helpers' too) and the sampler's own cost. */
export function printMachine(machine: Array<[number, number]>, own: number[]): void {
  const windows = new Map<number, number[]>();
  for (const [t, busy] of machine) {
    const w = Math.floor(t / 30_000);
    let bucket = windows.get(w);
    if (!bucket) windows.set(w, (bucket = []));
    bucket.push(busy);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const cells = [...windows].sort(([a], [b]) => a - b).map(([w, xs]) => `${w * 30}s:${mean(xs).toFixed(2)}`);
  const all = machine.map(([, b]) => b);
  console.log(
    `  machine busy cores (all processes), mean ${mean(all).toFixed(2)}, 1-s samples ≥ 1.9 cores: ${all.filter((b) => b >= 1.9).length} of ${all.length}; per 30 s:`,
  );
  for (let i = 0; i < cells.length; i += 8) console.log(`    ${cells.slice(i, i + 8).join('  ')}`);
  console.log(`  the /proc sampler's own time per sample: ${pair(own)}`);
}

export interface LoopFigure {
  role: string;
  pid: number;
  p50: number;
  p99: number;
  max: number;
  worst: { p99: number; max: number };
  slow: number;
  slices: number;
}

/** Event-loop delay of every Node process of the storm (loop-probe.mjs, and the bench's own). */
export function printLoops(loops: LoopFigure[]): void {
  console.log('  event-loop delay            p50       p99       max   worst 2 s p99   2-s slices with a stall > 100 ms');
  for (const l of loops)
    console.log(
      `  ${l.role.padEnd(22)} ${ms(l.p50).padStart(9)} ${ms(l.p99).padStart(9)} ${ms(l.max).padStart(9)}   ${ms(l.worst.p99).padStart(9)}       ${l.slow} of ${l.slices}`,
    );
}

/** What PostgreSQL's client backends did in the 500 ms samples: busy, idle inside a transaction, waiting on what. */
export function printBackends(
  samples: Array<{ active: number; idleInTx: number; total: number; waits: Record<string, number> }>,
): void {
  if (!samples.length) return;
  const mean = (f: (s: (typeof samples)[number]) => number) =>
    (samples.reduce((a, s) => a + f(s), 0) / samples.length).toFixed(2);
  const max = (f: (s: (typeof samples)[number]) => number) => Math.max(...samples.map(f));
  const waits = new Map<string, number>();
  for (const s of samples) for (const [w, n] of Object.entries(s.waits)) waits.set(w, (waits.get(w) ?? 0) + n);
  const lockSamples = samples.filter((s) => Object.keys(s.waits).some((w) => w.startsWith('Lock:'))).length;
  console.log(
    `  postgresql client backends (${samples.length} samples): connected max ${max((s) => s.total)}, in a query mean ${mean((s) => s.active)} / max ${max((s) => s.active)}, idle in a transaction mean ${mean((s) => s.idleInTx)} / max ${max((s) => s.idleInTx)}; samples with a lock wait ${lockSamples}`,
  );
  console.log(
    `    waits of the busy ones (backend-samples): ${[...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([w, n]) => `${w} ${n}`)
      .join(', ')}`,
  );
}
