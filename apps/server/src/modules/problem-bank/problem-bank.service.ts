import { type Page, type ProblemListQuery, type ProblemVo, toPage } from '@verdict/shared';
import type { AnswerCache, PreSerialized } from '../../infra/answer-cache';
import { type ProblemService, type SubmissionCounts, emptyCounts } from '../problem/problem.service';

/** The public problem list: problems with their tags and the verdict counts of public submissions (§5.5). */
export class ProblemBankService {
  private answers: AnswerCache | null = null;

  constructor(private readonly deps: { problems: ProblemService; counts: SubmissionCounts }) {}

  /** Keeps whole pages (the same for every caller: public problems, public counts); wiring/answer-caches.ts bumps it on problem, tag and judge changes. */
  keepAnswersIn(cache: AnswerCache): void {
    this.answers = cache;
  }

  /** The page as the route answers it: kept, or read now. */
  page(q: ProblemListQuery): Promise<Page<ProblemVo> | PreSerialized> {
    return this.answers ? this.answers.json(JSON.stringify(q), () => this.list(q)) : this.list(q);
  }

  async list(q: ProblemListQuery): Promise<Page<ProblemVo>> {
    // An unparsable tag filter matches nothing (spec 1 §2.8) rather than failing the page.
    if (q.tagId === null) return toPage([], 0, q.currentPage, q.limit);
    const { problems, counts } = this.deps;
    const { records: rows, total } = await problems.listPublic({ ...q, tagId: q.tagId ?? [] });
    const pids = rows.map((r) => r.id);
    const [tags, verdicts] = await Promise.all([problems.tagsOf(pids), counts.countsOf(pids, null)]);
    const records = rows.map((r) => ({
      pid: r.id,
      problemId: r.problemId,
      title: r.title,
      difficulty: r.difficulty,
      type: r.type,
      tags: tags.get(r.id) ?? [],
      ...(verdicts.get(r.id) ?? emptyCounts()),
      score: null,
    }));
    return toPage(records, total, q.currentPage, q.limit);
  }
}
