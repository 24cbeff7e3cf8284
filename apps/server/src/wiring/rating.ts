import type { Db } from '../db/database';
import type { UserDirectory } from '../modules/account/user-directory';
import type { BoardCompetitors } from '../modules/contest/board-competitors';
import type { ContestBoardService } from '../modules/contest/contest-board.service';
import type { ContestRepository } from '../modules/contest/contest.repository';
import { RatingRepository } from '../modules/rating/rating.repository';
import { type RatingContests, RatingService } from '../modules/rating/rating.service';

/**
 * The rating module on the contest module's services: a contest's title and end, and its final
 * standings from its board (unsealed, up to the end; star rows out; a team's members take its place).
 */
export function buildRatings(
  db: Db,
  s: { contestRepo: ContestRepository; contestBoards: ContestBoardService; teams: BoardCompetitors; users: UserDirectory },
): RatingService {
  const contests: RatingContests = {
    find: async (cid) => {
      const c = await s.contestRepo.findById(cid);
      return c ? { id: Number(c.id), title: c.title, endTime: Number(c.endTime) } : null;
    },
    standings: async (cid) => {
      const contest = await s.contestRepo.findById(cid);
      if (!contest) return [];
      const { rows } = await s.contestBoards.fullBoard(contest, false);
      const teams = await s.teams.competitorsOf(cid);
      const placed = rows.filter((r) => r.rank > 0);
      if (!teams) return placed.map((r) => ({ uid: r.uid, rank: r.rank }));
      const rankOf = new Map(placed.map((r) => [r.uid, r.rank]));
      return [...teams].flatMap(([uid, team]) => {
        const rank = rankOf.get(team.key);
        return rank === undefined ? [] : [{ uid, rank }];
      });
    },
  };
  return new RatingService({ repo: new RatingRepository(db), contests, users: s.users });
}
