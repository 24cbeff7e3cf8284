import {
  type FullScreenProblem,
  JudgeStatus,
  type Page,
  ProblemAuth,
  type ProblemVo,
  TRAINING_RANK_STATUSES,
  type TrainingCategory,
  type TrainingListQuery,
  type TrainingRankCell,
  type TrainingRankVo,
  type TrainingVo,
  TrainingAuth,
  toPage,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserDirectory } from '../account/user-directory';
import { type ProblemService, type SubmissionCounts, emptyCounts } from '../problem/problem.service';
import type { TrainingJudgeRecords } from './training-judge-records';
import type { TrainingAccess } from './training-access';
import { toTrainingCategory, toTrainingVo } from './training.mapper';
import type { TrainingProblemRow, TrainingRepository, TrainingWithCategory } from './training.repository';

/**
 * What trainings ask of contests for the focus-mode list: implemented by the contest module's
 * services and wired in wiring/, so this module needs no contest import.
 */
export interface ContestProblemSource {
  problems(
    actor: Actor,
    cid: number,
    containsEnd: boolean,
  ): Promise<Array<{ pid: number; displayId: string; displayTitle: string }>>;
  problemStatuses(
    actor: Actor,
    cid: number,
    pids: number[],
    containsEnd: boolean,
  ): Promise<Record<string, { status: number; score: number | null }>>;
}

export interface TrainingDeps {
  repo: TrainingRepository;
  access: TrainingAccess;
  problems: ProblemService;
  counts: SubmissionCounts;
  judge: TrainingJudgeRecords;
  users: UserDirectory;
  contests: ContestProblemSource;
}

/** Learners' side of trainings (contract §2.6, spec 2 §2): list, detail, problems, registration, rank. */
export class TrainingService {
  constructor(private readonly deps: TrainingDeps) {}

  categories = async (): Promise<TrainingCategory[]> => (await this.deps.repo.categories()).map(toTrainingCategory);

  async list(actor: Actor | null, q: TrainingListQuery): Promise<Page<TrainingVo>> {
    const { records, total } = await this.deps.repo.list(q);
    const vos = await this.withFigures(actor, records);
    return toPage(vos, total, q.currentPage, q.limit);
  }

  /** A group's trainings (the caller's membership is checked by the group-content module); hidden ones for its admins. */
  async groupList(
    actor: Actor,
    gid: number,
    q: { currentPage: number; limit: number; withHidden: boolean },
  ): Promise<Page<TrainingVo>> {
    const { records, total } = await this.deps.repo.list({ ...q, gid });
    return toPage(await this.withFigures(actor, records), total, q.currentPage, q.limit);
  }

  async detail(actor: Actor, tid: number): Promise<TrainingVo> {
    const { training } = await this.deps.access.visible(actor, tid);
    return (await this.withFigures(actor, [training]))[0];
  }

  async register(actor: Actor, tid: number, password: string): Promise<void> {
    const { repo, access } = this.deps;
    const { training } = await access.visible(actor, tid);
    if (training.auth !== TrainingAuth.Private) throw AppError.fail('training.publicNoRegister');
    if (await repo.isRegistered(tid, actor.uid)) throw AppError.fail('training.alreadyRegistered');
    if ((training.privatePwd ?? '') !== password) throw AppError.fail('training.wrongPassword');
    if (!(await repo.register(tid, actor.uid))) throw AppError.fail('training.alreadyRegistered');
  }

  async access(actor: Actor, tid: number): Promise<{ access: boolean }> {
    const { access } = this.deps;
    return { access: await access.hasAccessTo(actor, await access.visible(actor, tid)) };
  }

  /** Public problems of the training, in display order, with their tags and the counts of public submissions. */
  async problems(actor: Actor, tid: number): Promise<ProblemVo[]> {
    const { training } = await this.deps.access.entry(actor, tid);
    const rows = await this.publicProblems(training);
    const pids = rows.map((r) => r.problem.id);
    const [tags, verdicts] = await Promise.all([this.deps.problems.tagsOf(pids), this.deps.counts.countsOf(pids, training.gid)]);
    return rows.map(({ problem: p }) => ({
      pid: p.id,
      problemId: p.problemId,
      title: p.title,
      difficulty: p.difficulty,
      type: p.type,
      tags: tags.get(p.id) ?? [],
      ...(verdicts.get(p.id) ?? emptyCounts()),
      score: null,
    }));
  }

  /**
   * The training rank (judge semantics §5.5): its records' submissions with a final verdict, in
   * submit order; per problem Accepted wins (run time = fastest AC), else the latest verdict. The
   * author and super admins are left out. Real names only for training admins.
   */
  async rank(
    actor: Actor,
    q: { tid: number; currentPage: number; limit: number; keyword?: string },
  ): Promise<Page<TrainingRankVo> & { isTrainingAdmin: boolean }> {
    const { repo, access, judge, users } = this.deps;
    const { training, admin } = await access.entry(actor, q.tid);
    const [records, links] = await Promise.all([repo.records(training.id), this.publicProblems(training)]);
    const problemIdOf = new Map(links.map((l) => [l.link.id, l.problem.problemId]));
    const rows = await judge.briefs(
      records.map((r) => Number(r.submitId)),
      TRAINING_RANK_STATUSES,
    );
    const tpidOf = new Map(records.map((r) => [Number(r.submitId), Number(r.tpid)]));
    const cards = await users.byUids([...new Set(rows.map((r) => r.uid))]);
    const left = new Set([training.uid, ...(await users.rootUids())]);
    const byUser = new Map<string, Record<string, TrainingRankCell>>();
    for (const r of rows) {
      const problemId = problemIdOf.get(tpidOf.get(r.submitId) ?? -1);
      if (problemId === undefined || left.has(r.uid)) continue;
      const cells = byUser.get(r.uid) ?? {};
      byUser.set(r.uid, cells);
      const cell = cells[problemId];
      if (r.status === JudgeStatus.Accepted) {
        const runTime = Math.min(cell?.isAC ? (cell.runTime ?? Infinity) : Infinity, r.time ?? 0);
        cells[problemId] = { status: JudgeStatus.Accepted, score: r.score, isAC: true, runTime };
      } else if (!cell?.isAC) {
        cells[problemId] = { status: r.status, score: r.score, isAC: false };
      }
    }
    const needle = q.keyword?.toLowerCase();
    const ranked = [...byUser.entries()]
      .flatMap(([uid, submissionInfo]) => {
        const card = cards.get(uid);
        if (!card) return [];
        const accepted = Object.values(submissionInfo).filter((c) => c.isAC);
        return [
          {
            uid,
            username: card.username,
            realname: admin ? card.realname : null,
            nickname: card.nickname,
            school: card.school,
            gender: card.gender,
            avatar: card.avatar,
            ac: accepted.length,
            totalRunTime: accepted.reduce((s, c) => s + (c.runTime ?? 0), 0),
            submissionInfo,
            match: [card.username, card.nickname, admin ? card.realname : null]
              .filter((s): s is string => !!s)
              .map((s) => s.toLowerCase()),
          },
        ];
      })
      .sort((a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime || a.username.localeCompare(b.username));
    const numbered = ranked.map(({ match, ...row }, i) => ({ ...row, rank: i + 1, match }));
    const shown = needle ? numbered.filter((r) => r.match.some((s) => s.includes(needle))) : numbered;
    const page = shown.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit).map(({ match: _m, ...row }) => row);
    return { ...toPage(page, shown.length, q.currentPage, q.limit), isTrainingAdmin: admin };
  }

  /** Focus mode's problem list: a training's (with access) or a contest's (by the contest's rules), with the caller's marks. */
  async fullScreenList(actor: Actor, q: { tid?: number; cid?: number }): Promise<FullScreenProblem[]> {
    if (q.cid) {
      const problems = await this.deps.contests.problems(actor, q.cid, false);
      const marks = await this.deps.contests.problemStatuses(
        actor,
        q.cid,
        problems.map((p) => p.pid),
        false,
      );
      return problems.map((p) => ({
        pid: p.pid,
        problemId: p.displayId,
        title: p.displayTitle,
        status: marks[String(p.pid)]?.status ?? JudgeStatus.NotSubmitted,
        score: marks[String(p.pid)]?.score ?? null,
      }));
    }
    if (!q.tid) throw AppError.fail('training.needTidOrCid');
    const { training } = await this.deps.access.entry(actor, q.tid);
    const rows = await this.publicProblems(training);
    const marks = await this.deps.judge.statusMarks(
      actor.uid,
      rows.map((r) => r.problem.id),
      groupOf(training),
    );
    return rows.map(({ problem: p }) => ({
      pid: p.id,
      problemId: p.problemId,
      title: p.title,
      status: marks.get(p.id) ?? JudgeStatus.NotSubmitted,
      score: null,
    }));
  }

  /** The training's public problems in display order, each with its link row. */
  private async publicProblems(training: Pick<TrainingWithCategory, 'id' | 'gid' | 'isGroup'>) {
    const links = await this.deps.repo.problemsOf([training.id]);
    return this.joinPublic(links, new Map([[training.id, groupOf(training)]]));
  }

  /** Public problems of the links; a group training also shows its own group's public problems. */
  private async joinPublic(links: TrainingProblemRow[], groupOfTraining: Map<number, number | null>) {
    const rows = new Map((await this.deps.problems.rowsByIds(links.map((l) => Number(l.pid)))).map((p) => [p.id, p]));
    return links.flatMap((link) => {
      const problem = rows.get(Number(link.pid));
      if (!problem || problem.auth !== ProblemAuth.Public) return [];
      const gid = groupOfTraining.get(Number(link.tid)) ?? null;
      return !toBool(problem.isGroup) || (gid !== null && problem.gid === gid) ? [{ link, problem }] : [];
    });
  }

  /** Problem count and the viewer's solved count of each training (one query each for all of them). */
  private async withFigures(actor: Actor | null, trainings: TrainingWithCategory[]): Promise<TrainingVo[]> {
    const links = await this.deps.repo.problemsOf(trainings.map((t) => t.id));
    const publicLinks = await this.joinPublic(links, new Map(trainings.map((t) => [t.id, groupOf(t)])));
    // A group training's progress is the work done in its group (its submissions are filed there), a site one's on the site.
    const scopes = [...new Set(trainings.map(groupOf))];
    const solvedIn = new Map<number | null, Set<number>>();
    for (const gid of scopes) {
      const pids = publicLinks
        .filter((l) => groupOf(trainings.find((t) => t.id === Number(l.link.tid))!) === gid)
        .map((l) => l.problem.id);
      solvedIn.set(gid, actor && pids.length > 0 ? await this.deps.judge.solvedPids(actor.uid, pids, gid) : new Set<number>());
    }
    return trainings.map((t) => {
      const own = publicLinks.filter((l) => Number(l.link.tid) === t.id);
      const solved = solvedIn.get(groupOf(t)) ?? new Set<number>();
      return toTrainingVo(t, { problemCount: own.length, acCount: own.filter((l) => solved.has(l.problem.id)).length });
    });
  }
}

const groupOf = (t: Pick<TrainingWithCategory, 'gid' | 'isGroup'>): number | null => (toBool(t.isGroup) ? t.gid : null);
