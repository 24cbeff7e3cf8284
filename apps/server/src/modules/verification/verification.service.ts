import { JudgeStatus, type JudgeStatusCode, type VerificationReport, type VerificationRowVo } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { EngineSlot, JudgeOutcome } from '../judge/engine';
import type { JudgeSpec } from '../problem/judge-spec';
import type { TimingRow, VerificationRepository, VerificationRow } from './verification.repository';

/** A bundled submission as an import hands it over (problem-transfer's ImportSubmission). */
export interface BundledSubmission {
  origin: string;
  language: string;
  code: string;
  expected: JudgeStatusCode[];
  expectedScore?: { min: number; max: number };
}

/** A package without a time limit: it follows from the slowest accepted submission (problem-transfer's ImportTiming). */
export interface BundledTiming {
  acToTimeLimit: number;
  timeLimitToTle: number;
  resolutionMs: number;
}

export interface VerificationDeps {
  repo: VerificationRepository;
  /** The problem's admin check (the editor's), answering its time limit. */
  managed: (actor: Actor, pid: number) => Promise<{ timeLimit: number }>;
  judgeSpec: (pid: number) => Promise<JudgeSpec>;
  /** Local language names the site offers. */
  languages: () => Promise<Set<string>>;
  engine: EngineSlot;
  /** Writes the time limit a run derived (problem's). */
  setTimeLimit: (pid: number, ms: number) => Promise<void>;
  now?: () => number;
}

const MESSAGE_MAX = 2000;
/** The highest limit Verdict gives a problem (ms); the measuring run stays under it once multiplied. */
const MAX_TIME_LIMIT_MS = 60_000;

/**
 * Package verification (issue 26.3): each bundled submission is judged on the problem by the
 * judge engine directly (never a row of the submission tables, so no status list, rank or
 * count sees it), and its verdict compared with what its tag or folder promises.
 */
export class VerificationService {
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private stopped = false;

  constructor(private readonly deps: VerificationDeps) {}

  private now = () => (this.deps.now ?? Date.now)();

  /** Stores an import's bundled submissions and starts judging them (ImportVerifier port of problem-transfer). */
  async record(pid: number, submissions: BundledSubmission[], timing?: BundledTiming): Promise<void> {
    if (submissions.length === 0) return;
    const now = this.now();
    if (timing) await this.deps.repo.insertTiming({ pid, ...timing, slowestMs: null, derivedMs: null, gmtModified: now });
    await this.deps.repo.insert(
      submissions.map((s) => ({
        pid,
        origin: s.origin.slice(0, 512),
        language: s.language.slice(0, 64),
        code: s.code,
        expected: JSON.stringify(s.expected),
        scoreMin: s.expectedScore?.min ?? null,
        scoreMax: s.expectedScore?.max ?? null,
        state: 'pending',
        gmtModified: now,
      })),
    );
    this.start(pid);
  }

  async report(actor: Actor, pid: number): Promise<VerificationReport> {
    const { timeLimit } = await this.deps.managed(actor, pid);
    return this.build(pid, timeLimit);
  }

  async rerun(actor: Actor, pid: number): Promise<VerificationReport> {
    const { timeLimit } = await this.deps.managed(actor, pid);
    await this.deps.repo.reset(pid, this.now());
    this.start(pid);
    return this.build(pid, timeLimit);
  }

  /** Problems among `pids` not (yet) verified. */
  unverified = (pids: number[]) => this.deps.repo.unverified(pids);

  /** Server close: the row being judged finishes, the rest stay pending (a rerun judges them). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Resolves when every run of this process has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  private start(pid: number): void {
    if (this.running.has(pid)) {
      this.again.add(pid);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(pid);
        await this.run(pid).catch(async (err: unknown) => this.failAll(pid, String((err as Error)?.message ?? err)));
      } while (this.again.has(pid));
    })().finally(() => this.running.delete(pid));
    this.running.set(pid, run);
  }

  private async run(pid: number): Promise<void> {
    const { repo } = this.deps;
    const rows = (await repo.list(pid)).filter((r) => r.state === 'pending');
    if (rows.length === 0) return;
    const languages = await this.deps.languages();
    let spec = await this.deps.judgeSpec(pid);
    const timing = await repo.timing(pid);
    if (timing) {
      // The accepted ones first, under the highest limit the multiplier allows; their slowest sets the limit.
      const measuring = Math.floor(MAX_TIME_LIMIT_MS / timing.acToTimeLimit);
      for (const row of rows.filter(onlyAccepted)) if (!(await this.judgeRow(pid, row, spec, languages, measuring))) return;
      await this.deriveTimeLimit(pid, timing);
      spec = await this.deps.judgeSpec(pid);
    }
    for (const row of rows.filter((r) => !timing || !onlyAccepted(r))) {
      // Too slow must stay too slow at the limit × time_limit_to_tle (the format's margin).
      const limit =
        timing && !('reason' in spec) && isOnly(row, JudgeStatus.TimeLimitExceeded)
          ? Math.ceil(spec.problem.timeLimitMs * timing.timeLimitToTle)
          : null;
      if (!(await this.judgeRow(pid, row, spec, languages, limit))) return;
    }
  }

  /** The slowest accepted × ac_to_time_limit, rounded up to the resolution, becomes the problem's limit. */
  private async deriveTimeLimit(pid: number, timing: TimingRow): Promise<void> {
    const times = (await this.deps.repo.list(pid))
      .filter((r) => onlyAccepted(r) && r.state === 'passed' && r.timeMs !== null)
      .map((r) => r.timeMs!);
    if (times.length === 0) return;
    const slowest = Math.max(...times);
    const res = timing.resolutionMs;
    const derived = Math.min(MAX_TIME_LIMIT_MS, Math.max(res, Math.ceil((slowest * timing.acToTimeLimit) / res) * res));
    await this.deps.setTimeLimit(pid, derived);
    await this.deps.repo.updateTiming(pid, { slowestMs: slowest, derivedMs: derived, gmtModified: this.now() });
  }

  /** Judges one row (under `timeLimitMs` when given); false when the run must stop (rerun asked, server closing). */
  private async judgeRow(
    pid: number,
    row: VerificationRow,
    spec: JudgeSpec,
    languages: Set<string>,
    timeLimitMs: number | null,
  ): Promise<boolean> {
    const { repo, engine } = this.deps;
    if (this.again.has(pid) || this.stopped) return false;
    if (!languages.has(row.language)) {
      await repo.update(row.id, {
        state: 'skipped',
        message: `the site does not offer ${row.language}`,
        gmtModified: this.now(),
      });
      return true;
    }
    if ('reason' in spec) throw new Error(spec.reason);
    const current = engine.current;
    if (!current) throw new Error(engine.unavailableReason);
    await repo.update(row.id, { state: 'running', gmtModified: this.now() });
    const problem = timeLimitMs === null ? spec.problem : { ...spec.problem, timeLimitMs };
    const outcome = await current.judge({ submitId: 0, language: row.language, code: row.code, problem, cases: spec.cases });
    const expected = JSON.parse(row.expected) as number[];
    const got = comparedStatus(outcome, expected);
    const scoreOk =
      row.scoreMin === null || row.scoreMax === null
        ? true
        : outcome.score !== null && outcome.score >= row.scoreMin && outcome.score <= row.scoreMax;
    await repo.update(row.id, {
      state: expected.includes(got) && scoreOk ? 'passed' : 'failed',
      gotStatus: got,
      gotScore: outcome.score,
      timeMs: outcome.time,
      message: outcome.errorMessage?.slice(0, MESSAGE_MAX) ?? null,
      gmtModified: this.now(),
    });
    return true;
  }

  private async failAll(pid: number, reason: string): Promise<void> {
    for (const row of await this.deps.repo.list(pid)) {
      if (row.state === 'pending' || row.state === 'running')
        await this.deps.repo.update(row.id, { state: 'failed', message: reason.slice(0, MESSAGE_MAX), gmtModified: this.now() });
    }
  }

  private async build(pid: number, timeLimit: number): Promise<VerificationReport> {
    const rows = (await this.deps.repo.list(pid)).map(toVo);
    const timing = await this.deps.repo.timing(pid);
    const accepted = rows.filter((r) => r.state === 'passed' && r.gotStatus === JudgeStatus.Accepted && r.time !== null);
    const status =
      rows.length === 0
        ? 'none'
        : rows.some((r) => r.state === 'pending' || r.state === 'running')
          ? 'running'
          : rows.some((r) => r.state === 'failed') || !rows.some((r) => r.state === 'passed')
            ? 'unverified'
            : 'verified';
    return {
      pid,
      status,
      timeLimit,
      slowestAccepted: accepted.length ? Math.max(...accepted.map((r) => r.time!)) : null,
      timing: timing
        ? {
            acToTimeLimit: timing.acToTimeLimit,
            timeLimitToTle: timing.timeLimitToTle,
            resolutionMs: timing.resolutionMs,
            derived: timing.derivedMs !== null,
          }
        : null,
      rows,
    };
  }
}

/**
 * The status compared with the expectation: a scored problem answers Partial Accepted when only
 * some cases fail; a submission expected to fail with WA (or TLE…) is then judged by its first failing case.
 */
function comparedStatus(outcome: JudgeOutcome, expected: number[]): JudgeStatusCode {
  if (outcome.status !== JudgeStatus.PartialAccepted || expected.includes(JudgeStatus.PartialAccepted)) return outcome.status;
  const failing = outcome.cases
    .filter((c) => c.status !== JudgeStatus.Accepted && c.status !== JudgeStatus.Cancelled)
    .sort((a, b) => a.seq - b.seq);
  return failing.find((c) => expected.includes(c.status))?.status ?? failing[0]?.status ?? outcome.status;
}

const isOnly = (row: VerificationRow, status: number) => row.expected === JSON.stringify([status]);
const onlyAccepted = (row: VerificationRow) => isOnly(row, JudgeStatus.Accepted);

function toVo(r: VerificationRow): VerificationRowVo {
  return {
    id: Number(r.id),
    origin: r.origin,
    language: r.language,
    expected: JSON.parse(r.expected) as number[],
    expectedScore: r.scoreMin !== null && r.scoreMax !== null ? { min: r.scoreMin, max: r.scoreMax } : null,
    state: r.state as VerificationRowVo['state'],
    gotStatus: r.gotStatus,
    gotScore: r.gotScore,
    time: r.timeMs,
    message: r.message,
  };
}
