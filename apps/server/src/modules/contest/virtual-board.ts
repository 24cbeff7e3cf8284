import type { ContestRankDto, Page } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { UserDirectory } from '../account/user-directory';
import type { SubmissionReads } from '../submission/scoped-reads';
import { type BoardSubmission, ContestBoard, type ContestRankVo } from './board';
import type { ContestBoardService } from './contest-board.service';
import { isSealedFor } from './contest.policy';
import type { ContestRepository } from './contest.repository';
import type { VirtualRepository } from './virtual.repository';
import type { VirtualService } from './virtual.service';

export interface VirtualBoardDeps {
  virtual: VirtualService;
  virtuals: VirtualRepository;
  boards: ContestBoardService;
  repo: ContestRepository;
  reads: SubmissionReads;
  users: UserDirectory;
}

/**
 * The virtual board (get-contest-rank with `virtual: true`): the contest's board as it stood at the
 * caller's elapsed time in their window, with their own submissions moved onto the contest's clock,
 * sealed as the contest was at that moment. Once the window is over: the board at the end with
 * their row, sealed as the real board is now.
 */
export class VirtualBoard {
  constructor(private readonly deps: VirtualBoardDeps) {}

  async rank(actor: Actor, dto: ContestRankDto): Promise<Page<ContestRankVo>> {
    const { contest, admin, now, row } = await this.deps.virtual.participation(actor, dto.cid);
    const start = Number(contest.startTime);
    const vStart = Number(row.startTime);
    const running = now < Number(row.endTime);
    const at = running ? start + (now - vStart) : Number(contest.endTime);
    const links = await this.deps.repo.problems(contest.id);
    const displayOf = new Map(links.map((l) => [l.id, l.displayId]));
    const subs = await this.deps.virtuals.submissions(Number(row.id));
    const cpidOf = new Map(subs.map((s) => [s.submitId, s.cpid]));
    const rows = await this.deps.reads.rows({ uids: [actor.uid], submitIds: subs.map((s) => s.submitId) }, [
      'submitId',
      'uid',
      'username',
      'status',
      'score',
      'time',
      'submitTime',
      'gmtModified',
    ]);
    const card = (await this.deps.users.byUids([actor.uid])).get(actor.uid);
    const extra = rows.flatMap((r): BoardSubmission[] => {
      const displayId = displayOf.get(cpidOf.get(r.submitId) ?? 0);
      if (displayId === undefined) return [];
      return [
        {
          ...card,
          username: card?.username ?? r.username,
          submitId: r.submitId,
          uid: r.uid,
          displayId,
          status: r.status,
          score: r.score,
          time: r.time,
          submitTime: start + (Number(r.submitTime) - vStart),
          version: Number(r.gmtModified),
        },
      ];
    });
    // The contest's submissions before that moment; the user's row counts even when the contest excludes them.
    const settings = await this.deps.boards.boardContest(contest, links);
    const board = new ContestBoard({ ...settings, excludedUids: settings.excludedUids?.filter((uid) => uid !== actor.uid) });
    const real = await this.deps.boards.submissionsOf(contest, links, 0);
    board.rebuild([...real.filter((s) => s.submitTime < at && s.uid !== actor.uid), ...extra]);
    return board.page({
      sealed: isSealedFor(admin, contest, running ? at : now, dto.forceRefresh),
      removeStar: dto.removeStar,
      keyword: dto.keyword,
      concernedUids: dto.concernedList,
      viewerUid: actor.uid,
      currentPage: dto.currentPage,
      limit: dto.limit,
    });
  }
}
