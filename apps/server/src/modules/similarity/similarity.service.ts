import {
  type SimilarityNote,
  type SimilarityPairDetail,
  type SimilarityReport,
  SimilarityLimits,
  type SimilarityStatus,
  msToWireDate as wire,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { SubmissionReads } from '../submission/scoped-reads';
import { familyOf } from './similarity-engine';
import type { WorkerGroup } from './similarity.worker';
import { type PickedGroup, type SubmissionHead, pickSubmissions } from './similarity-picks';
import type { SimilarityContests, SimilarityTemplates } from './similarity-ports';
import type { NewSimilarityPair, SimilarityRepository } from './similarity.repository';
import { type SimilarityRunner, workerRunner } from './similarity-runner';

export interface SimilarityServiceDeps {
  repo: SimilarityRepository;
  contests: SimilarityContests;
  reads: Pick<SubmissionReads, 'rows'>;
  templates: SimilarityTemplates;
  runner?: SimilarityRunner;
  /** A running report's heartbeat is written this often (ms). */
  heartbeatMs?: number;
  /** A running report whose heartbeat is older than this is taken as interrupted (its process stopped). */
  staleMs?: number;
}

const HEAD_COLUMNS = ['submitId', 'uid', 'username', 'pid', 'language', 'status', 'submitTime'] as const;

/**
 * Similarity reports of a contest (issue 24.4), for its admins: a start that claims the contest's
 * report and runs the comparison in the background (a worker thread), the report with its
 * progress and kept pairs, and one pair side by side. A report whose process stopped (a restart)
 * reads as failed once its heartbeat is stale; a new start is then allowed.
 */
export class SimilarityService {
  private readonly runs = new Map<number, Promise<void>>();
  private readonly stops = new Map<number, AbortController>();
  private readonly heartbeatMs: number;
  private readonly staleMs: number;

  constructor(private readonly deps: SimilarityServiceDeps) {
    this.heartbeatMs = deps.heartbeatMs ?? 5_000;
    this.staleMs = deps.staleMs ?? 60_000;
  }

  async start(actor: Actor, cid: number, allowed = ''): Promise<{ submissions: number }> {
    const contest = await this.deps.contests.admin(actor, cid);
    const [links, excluded] = await Promise.all([this.deps.contests.problems(cid), this.deps.contests.nonCounting(contest)]);
    const problemIds = new Map(links.map((l) => [Number(l.pid), l.displayId]));
    const rows = (await this.deps.reads.rows({ cid, excludeUids: excluded, pids: [...problemIds.keys()] }, HEAD_COLUMNS)).map(
      (r): SubmissionHead => ({ ...r, submitId: Number(r.submitId), pid: Number(r.pid), submitTime: Number(r.submitTime) }),
    );
    if (rows.length === 0) throw AppError.fail('similarity.noSubmissions');
    const groups = pickSubmissions(rows);
    const notes: SimilarityNote[] = [...new Set(groups.filter((g) => g.family.dolos === 'char').map((g) => g.family.label))].map(
      (language) => ({ kind: 'byChars', language }),
    );
    const submissions = groups.reduce((s, g) => s + g.picks.length, 0);
    const now = Date.now();
    const claimed = await this.deps.repo.claim(
      cid,
      { startedBy: actor.username, allowed, submissions, notes: JSON.stringify(notes), now },
      now - this.staleMs,
    );
    if (!claimed) throw AppError.fail('similarity.running');
    const stop = new AbortController();
    const run = this.run(cid, groups, problemIds, allowed, notes, stop.signal)
      .catch((err: unknown) =>
        this.deps.repo.fail(cid, err instanceof Error ? err.message : String(err), Date.now()).catch(() => undefined),
      )
      .finally(() => {
        this.runs.delete(cid);
        this.stops.delete(cid);
      });
    this.runs.set(cid, run);
    this.stops.set(cid, stop);
    return { submissions };
  }

  /** Resolves when the contest's run in this process (if any) has ended (tests, shutdown). */
  settled = async (cid: number): Promise<void> => {
    await this.runs.get(cid);
  };

  /** Stops every run of this process (the server closing): their reports read as interrupted. */
  async stopAll(): Promise<void> {
    for (const stop of this.stops.values()) stop.abort();
    await Promise.all(this.runs.values());
  }

  async report(actor: Actor, cid: number): Promise<SimilarityReport | null> {
    await this.deps.contests.admin(actor, cid);
    let row = await this.deps.repo.find(cid);
    if (!row) return null;
    const now = Date.now();
    if (row.status === 'running' && Number(row.heartbeatAt) < now - this.staleMs && !this.runs.has(cid)) {
      await this.deps.repo.fail(cid, 'interrupted', now, now - this.staleMs);
      row = (await this.deps.repo.find(cid))!;
    }
    const pairs = row.status === 'done' ? await this.deps.repo.pairs(cid) : [];
    return {
      status: row.status as SimilarityStatus,
      progress: Math.max(0, Math.min(1, row.progress / 1000)),
      pairs: pairs.map(toPairVo),
      startedAt: wire(Number(row.gmtCreate)),
      finishedAt: wire(row.gmtFinished == null ? null : Number(row.gmtFinished)),
      startedBy: row.startedBy,
      submissions: row.submissions,
      allowed: row.allowed,
      notes: JSON.parse(row.notes) as SimilarityNote[],
      error: row.error,
    };
  }

  async pair(actor: Actor, cid: number, a: number, b: number): Promise<SimilarityPairDetail> {
    await this.deps.contests.admin(actor, cid);
    const p = await this.deps.repo.pair(cid, a, b);
    if (!p) throw AppError.notFound('similarity.pairNotFound');
    const sides = await this.deps.reads.rows({ cid, submitIds: [Number(p.submitIdA), Number(p.submitIdB)] }, [
      'submitId',
      'username',
      'language',
      'code',
    ]);
    const side = (id: number) => {
      const s = sides.find((r) => Number(r.submitId) === id);
      if (!s) throw AppError.notFound('similarity.pairNotFound');
      return { submitId: id, username: s.username, language: s.language, code: s.code };
    };
    return {
      pair: toPairVo(p),
      a: side(Number(p.submitIdA)),
      b: side(Number(p.submitIdB)),
      fragments: JSON.parse(p.fragments) as SimilarityPairDetail['fragments'],
    };
  }

  /** The background part: sources read, compared in the worker, the kept pairs written; a heartbeat meanwhile. */
  private async run(
    cid: number,
    groups: PickedGroup[],
    problemIds: Map<number, string>,
    allowed: string,
    notes: SimilarityNote[],
    signal: AbortSignal,
  ): Promise<void> {
    let progress = 0;
    const beat = setInterval(() => void this.deps.repo.beat(cid, progress, Date.now()).catch(() => undefined), this.heartbeatMs);
    try {
      const compared = groups.filter((g) => g.picks.length >= 2);
      const ids = compared.flatMap((g) => g.picks.map((p) => p.submitId));
      const code = new Map<number, string>();
      for (const r of await this.deps.reads.rows({ cid, submitIds: ids }, ['submitId', 'code']))
        code.set(Number(r.submitId), r.code);
      const job: WorkerGroup[] = [];
      for (const [i, g] of compared.entries()) {
        const templates = (await this.deps.templates.codeTemplatesOf(g.pid)).filter(
          (t) => familyOf(t.language).label === g.family.label,
        );
        job.push({
          key: String(i),
          dolos: g.family.dolos,
          sources: g.picks.map((p) => ({ id: p.submitId, code: code.get(p.submitId) ?? '' })),
          ignored: [...templates.map((t) => t.code), allowed].filter((s) => s.trim() !== '').join('\n\n'),
        });
      }
      let lastWrite = 0;
      const results = await (this.deps.runner ?? workerRunner)(
        { groups: job, minKept: SimilarityLimits.minKept },
        (f) => {
          progress = Math.round(f * 1000);
          if (Date.now() - lastWrite > 500) {
            lastWrite = Date.now();
            void this.deps.repo.beat(cid, progress, lastWrite).catch(() => undefined);
          }
        },
        signal,
      );
      const byId = new Map(compared.flatMap((g) => g.picks.map((p) => [p.submitId, p] as const)));
      const all: NewSimilarityPair[] = compared.flatMap((g, i) =>
        (results.get(String(i)) ?? []).map((p) => ({
          submitIdA: p.a,
          submitIdB: p.b,
          usernameA: byId.get(p.a)?.username ?? '',
          usernameB: byId.get(p.b)?.username ?? '',
          pid: g.pid,
          problemId: problemIds.get(g.pid) ?? String(g.pid),
          language: g.family.label,
          similarity: p.similarity,
          longest: p.longest,
          fragments: JSON.stringify(p.fragments),
        })),
      );
      all.sort((x, y) => y.similarity - x.similarity);
      if (all.length > SimilarityLimits.maxPairs) notes.push({ kind: 'capped', count: all.length });
      await this.deps.repo.finish(cid, all.slice(0, SimilarityLimits.maxPairs), JSON.stringify(notes), Date.now());
    } finally {
      clearInterval(beat);
    }
  }
}

/** A kept pair as the API answers it (the report's list and the side-by-side view). */
function toPairVo(p: {
  submitIdA: number | string;
  submitIdB: number | string;
  usernameA: string;
  usernameB: string;
  problemId: string;
  language: string;
  similarity: number | string;
  longest: number;
}) {
  return {
    submitIdA: Number(p.submitIdA),
    submitIdB: Number(p.submitIdB),
    usernameA: p.usernameA,
    usernameB: p.usernameB,
    problemId: p.problemId,
    language: p.language,
    similarity: Number(p.similarity),
    longest: p.longest,
  };
}
