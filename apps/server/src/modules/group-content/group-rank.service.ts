import { type OiRankVo, type Page, RankType, toPage } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { RankUserDirectory } from '../account/user-directory';
import type { GroupGate } from './group-gate';

/** The group's members (levels 3–5), from the group module (wired in wiring/). */
export type GroupRoster = (gid: number) => Promise<string[]>;

/** Members' figures in a group (ac, total, score), from the rank module (wired in wiring/). */
export interface GroupFigures {
  groupFigures(gid: number, uids: readonly string[]): Promise<Map<string, { ac: number; total: number; score: number }>>;
}

/**
 * The group rank (judge semantics §5.5): every member with their figures in the group. ACM: ac
 * desc, total asc; OI: score desc, ac desc; ties by username. Groups are small: sorted in memory.
 */
export class GroupRankService {
  constructor(private readonly deps: { gate: GroupGate; roster: GroupRoster; figures: GroupFigures; users: RankUserDirectory }) {}

  async list(
    actor: Actor,
    q: { gid: number; type: number; currentPage: number; limit: number; searchUser?: string },
  ): Promise<Page<OiRankVo>> {
    await this.deps.gate.requireMember(actor, q.gid);
    const uids = await this.deps.roster(q.gid);
    const [figures, cards] = await Promise.all([this.deps.figures.groupFigures(q.gid, uids), this.deps.users.cards(uids)]);
    const needle = q.searchUser?.toLowerCase();
    const rows: OiRankVo[] = uids.flatMap((uid) => {
      const c = cards.get(uid);
      if (!c) return [];
      if (needle && ![c.username, c.nickname ?? ''].some((s) => s.toLowerCase().includes(needle))) return [];
      const f = figures.get(uid) ?? { ac: 0, total: 0, score: 0 };
      return [
        {
          uid,
          username: c.username,
          nickname: c.nickname,
          signature: c.signature,
          avatar: c.avatar,
          titleName: c.titleName,
          titleColor: c.titleColor,
          ac: f.ac,
          total: f.total,
          score: f.score,
        },
      ];
    });
    const byName = (x: OiRankVo, y: OiRankVo) => (x.username < y.username ? -1 : x.username > y.username ? 1 : 0);
    rows.sort(
      q.type === RankType.Oi
        ? (x, y) => y.score - x.score || y.ac - x.ac || byName(x, y)
        : (x, y) => y.ac - x.ac || x.total - y.total || byName(x, y),
    );
    return toPage(rows.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit), rows.length, q.currentPage, q.limit);
  }
}
