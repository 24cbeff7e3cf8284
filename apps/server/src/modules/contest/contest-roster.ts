import type { UserDirectory } from '../account/user-directory';
import type { ContestRecords } from './contest-records';
import { nonCountingUids } from './contest-window';
import { starAccountsOf } from './contest.policy';
import type { ContestRepository, ContestRow } from './contest.repository';

/** A contest's participant as its board shows them. */
export interface RosterEntry {
  uid: string;
  username: string;
  /** The name the contest's rankShowName shows (the username when that one is empty). */
  name: string;
  school: string | null;
  /** In the contest's star (unofficial) accounts. */
  star: boolean;
}

export interface ContestRosterDeps {
  repo: ContestRepository;
  records: Pick<ContestRecords, 'submitterUids' | 'usernames'>;
  users: UserDirectory;
}

/**
 * Who takes part in a contest, as its board counts them: the registered users and everybody who
 * submitted in it, without the users whose rows the board drops (its author, the super admins).
 * Other modules (teams) read participants here, never the contest's tables.
 */
export class ContestRoster {
  constructor(private readonly deps: ContestRosterDeps) {}

  /** The contest row, or undefined. */
  contest = (cid: number): Promise<ContestRow | undefined> => this.deps.repo.findById(cid);

  /** The contest's participants in uid order, or null when there is no such contest. */
  async of(cid: number): Promise<{ contest: ContestRow; participants: RosterEntry[] } | null> {
    const contest = await this.deps.repo.findById(cid);
    if (!contest) return null;
    const excluded = new Set(await nonCountingUids(this.deps.users, contest));
    const [registered, submitted] = await Promise.all([this.deps.repo.registeredUids(cid), this.deps.records.submitterUids(cid)]);
    const uids = [...new Set([...registered, ...submitted])].filter((u) => !excluded.has(u)).sort();
    return { contest, participants: await this.entries(contest, uids) };
  }

  /** One user as the contest's board shows them, or null when they do not take part. */
  async entry(cid: number, uid: string): Promise<{ contest: ContestRow; entry: RosterEntry } | null> {
    const contest = await this.deps.repo.findById(cid);
    if (!contest) return null;
    if ((await nonCountingUids(this.deps.users, contest)).includes(uid)) return null;
    const takesPart = (await this.deps.repo.isRegistered(cid, uid)) || (await this.deps.records.usernames(cid, [uid])).has(uid);
    if (!takesPart) return null;
    const [entry] = await this.entries(contest, [uid]);
    return { contest, entry };
  }

  private async entries(contest: ContestRow, uids: string[]): Promise<RosterEntry[]> {
    const cards = await this.deps.users.byUids(uids);
    const gone = uids.filter((u) => !cards.has(u));
    const names = gone.length ? await this.deps.records.usernames(contest.id, gone) : new Map<string, string>();
    const stars = new Set(starAccountsOf(contest));
    const show = contest.rankShowName as 'username' | 'nickname' | 'realname';
    return uids.map((uid) => {
      const card = cards.get(uid);
      const username = card?.username ?? names.get(uid) ?? uid;
      const shown = card ? ({ username, nickname: card.nickname, realname: card.realname }[show] ?? null) : null;
      return { uid, username, name: shown || username, school: card?.school ?? null, star: stars.has(username) };
    });
  }
}
