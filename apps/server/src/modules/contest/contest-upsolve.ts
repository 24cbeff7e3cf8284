import { ContestStatus, type ContestUpsolveVo, type Page } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import type { BoardQuery, ContestRankVo } from './board';
import type { BoardCompetitor } from './board-competitors';
import type { ContestAccess } from './contest-access';
import type { ContestRecords } from './contest-records';
import { statusOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';

export interface ContestUpsolveDeps {
  repo: ContestRepository;
  access: ContestAccess;
  records: ContestRecords;
}

/**
 * Upsolving (issue 24.2, Hydro's 订正): after a contest's end, the problems each user solved after
 * it and not during it — practice submissions on the contest's problems, and the contest's own late
 * submissions when the contest takes them (allowEndSubmit). Kept apart from the board's figures:
 * it adds marks, never changes a rank, a count or a penalty.
 */
export class ContestUpsolve {
  constructor(private readonly deps: ContestUpsolveDeps) {}

  /** uid → display ids solved after the end only; empty before the end. */
  async solvedAfter(contest: ContestRow, uids: readonly string[], now = Date.now()): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    if (uids.length === 0 || statusOf(contest, now) !== ContestStatus.Ended) return out;
    const links = await this.deps.repo.problems(contest.id);
    const displayOf = new Map(links.map((l) => [Number(l.pid), l.displayId]));
    const [start, end] = [Number(contest.startTime), Number(contest.endTime)];
    const after = await this.deps.records.acceptedAfter(
      contest.id,
      [...displayOf.keys()],
      end,
      uids,
      toBool(contest.allowEndSubmit),
    );
    if (after.length === 0) return out;
    const during = await this.deps.records.acceptedWithin(contest.id, start, end, [...new Set(after.map((r) => r.uid))]);
    const solved = new Set(during.map((r) => `${r.uid}\n${r.pid}`));
    for (const r of after) {
      const displayId = displayOf.get(Number(r.pid));
      if (displayId === undefined || solved.has(`${r.uid}\n${r.pid}`)) continue;
      let set = out.get(r.uid);
      if (!set) out.set(r.uid, (set = new Set()));
      set.add(displayId);
    }
    return out;
  }

  /**
   * A board page with each row's `upsolved` (sorted display ids, empty when none); a team row
   * gathers its members'. The page is the contest's ended board; before the end it is returned as is.
   */
  async mark(
    contest: ContestRow,
    page: Page<ContestRankVo>,
    teams: ReadonlyMap<string, BoardCompetitor> | null,
  ): Promise<Page<ContestRankVo>> {
    if (statusOf(contest, Date.now()) !== ContestStatus.Ended) return page;
    const membersOf = new Map<string, string[]>();
    for (const row of page.records) membersOf.set(row.uid, [row.uid]);
    for (const [uid, team] of teams ?? []) membersOf.get(team.key)?.push(uid);
    const solved = await this.solvedAfter(contest, [...new Set([...membersOf.values()].flat())]);
    const records = page.records.map((row) => {
      const ids = new Set((membersOf.get(row.uid) ?? []).flatMap((uid) => [...(solved.get(uid) ?? [])]));
      return { ...row, upsolved: [...ids].sort() };
    });
    return { ...page, records };
  }

  /** The contest problem list's after-contest figures: the viewer's upsolved problems, and per problem its participants who upsolved it. */
  async summary(actor: Actor, cid: number): Promise<ContestUpsolveVo> {
    const { contest } = await this.deps.access.entry(actor, cid);
    const uids = new Set([...(await this.deps.records.submitterUids(cid)), actor.uid]);
    const solved = await this.solvedAfter(contest, [...uids]);
    const counts: Record<string, number> = {};
    for (const ids of solved.values()) for (const id of ids) counts[id] = (counts[id] ?? 0) + 1;
    return { mine: [...(solved.get(actor.uid) ?? [])].sort(), counts };
  }
}

/** A board page, with the after-contest marks when asked for (`upsolve` on the board call). */
export async function upsolvedPage(
  deps: ContestUpsolveDeps,
  contest: ContestRow,
  loaded: { board: { page(q: BoardQuery): Page<ContestRankVo> }; teams: ReadonlyMap<string, BoardCompetitor> | null },
  query: BoardQuery,
  upsolve: boolean,
): Promise<Page<ContestRankVo>> {
  const page = loaded.board.page(query);
  return upsolve ? new ContestUpsolve(deps).mark(contest, page, loaded.teams) : page;
}
