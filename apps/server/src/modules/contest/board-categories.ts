import { type Page, toPage } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import { type BoardQuery, type ContestBoard, type ContestRankVo, BOARD_DEFAULT_PAGE_SIZE } from './board';
import { awardQuotas } from './board/board-rules';
import type { BoardCompetitor, BoardCompetitors } from './board-competitors';

/**
 * Separate rankings by category (issue 23.1): a team contest's board narrowed to the teams of one
 * team group, ranked among themselves. The rows come from the contest's one board in memory (its
 * order, cells and seal), then take ranks and awards again within the category: equal keys share
 * a rank (1, 1, 3), star teams stay unranked and take no position, awards go down the category's
 * order by the contest's award rule counted on the category's participants.
 */

/**
 * The row keys of a category's teams. An unknown category, a hidden one asked by anyone but the
 * contest's admins, or an individual contest (no categories) are all "no such group".
 */
export async function categoryKeys(
  competitors: BoardCompetitors | undefined,
  cid: number,
  groupId: number,
  admin: boolean,
  teams: ReadonlyMap<string, BoardCompetitor> | null,
): Promise<Set<string>> {
  const group = teams && competitors ? (await competitors.groups(cid)).find((g) => g.id === String(groupId)) : undefined;
  if (!teams || !group || (group.hidden && !admin)) throw AppError.notFound('team.groupNotFound');
  return new Set([...teams.values()].filter((t) => t.groupIds.includes(group.id)).map((t) => t.key));
}

/** The key a row is ranked by: solved (or score) desc, then penalty (or time) asc. */
const keyOf = (r: ContestRankVo) => ('ac' in r ? [r.ac, r.totalTime] : [r.totalScore, r.totalTime]);

/** Ranks and awards within `rows` (already in board order), as the board gives them on the whole board. */
export function rankWithin(rows: ContestRankVo[], board: ContestBoard): ContestRankVo[] {
  const quotas = awardQuotas(board.contest, rows.filter((r) => r.rank !== -1).length);
  let position = 0;
  let previous: { key: number[]; rank: number } | null = null;
  let quota = 0;
  let given = 0;
  return rows.map((row) => {
    const out = { ...row, isWinAward: false, awardName: null, awardBackground: null, awardColor: null };
    if (row.rank === -1) return out;
    position++;
    const key = keyOf(row);
    const tied = previous !== null && previous.key[0] === key[0] && previous.key[1] === key[1];
    out.rank = tied ? previous!.rank : position;
    previous = { key, rank: out.rank };
    if (quota < quotas.length && key[0] > 0) {
      const { entry } = quotas[quota];
      Object.assign(out, { isWinAward: true, awardName: entry.name, awardBackground: entry.background, awardColor: entry.color });
      if (++given === quotas[quota].people) {
        quota++;
        given = 0;
      }
    }
    return out;
  });
}

/** Lower-case shown name and school, as the board's keyword filter reads them. */
function searchText(r: ContestRankVo, showName: string): string {
  const shown = ({ username: r.username, nickname: r.nickname, realname: r.realname } as Record<string, string | null>)[showName];
  return `${shown || r.username}\u0000${r.school ?? ''}`.toLowerCase();
}

/**
 * One page of a category's board: the same query as the whole board's (seal, after-contest rows,
 * stars left out, keyword, the viewer's and followed rows repeated on top of the first page).
 */
export function categoryPage(board: ContestBoard, query: BoardQuery, keys: ReadonlySet<string>): Page<ContestRankVo> {
  const whole = board.list({ sealed: query.sealed, containsEnd: query.containsEnd });
  const ranked = rankWithin(
    whole.filter((r) => keys.has(r.uid)),
    board,
  );
  const keyword = query.keyword?.trim().toLowerCase();
  const rows = ranked.filter(
    (r) => !(query.removeStar && r.rank === -1) && (!keyword || searchText(r, board.contest.rankShowName).includes(keyword)),
  );
  const limit = query.limit && query.limit >= 1 ? Math.floor(query.limit) : BOARD_DEFAULT_PAGE_SIZE;
  const current = query.currentPage && query.currentPage >= 1 ? Math.floor(query.currentPage) : 1;
  const records = rows.slice((current - 1) * limit, current * limit);
  const viewer = query.viewerUid ?? null;
  const followed = new Set((query.concernedUids ?? []).filter((uid) => uid !== viewer));
  const top =
    current === 1
      ? [...rows.filter((r) => r.uid === viewer), ...rows.filter((r) => followed.has(r.uid))].map((r) => ({
          ...r,
          isConcerned: true,
        }))
      : [];
  return toPage([...top, ...records], rows.length, current, limit);
}
