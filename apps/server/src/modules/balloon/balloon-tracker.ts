import { JudgeStatus, type SubmissionProgress, isInProgress } from '@verdict/shared';
import type { EventBus } from '../../infra/event-bus';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { SubmissionReads, SubmissionScope } from '../submission/scoped-reads';
import { CONTEST_DESK_TOPIC, type ContestTeam, type TeamDirectory } from '../team/team-directory';
import type { BalloonRepository, FirstAc } from './balloon.repository';
import type { BalloonContests } from './balloon-contests';

export interface BalloonTrackerDeps {
  repo: BalloonRepository;
  contests: BalloonContests;
  teams: TeamDirectory;
  /** The submission module's scoped read (a contest's accepted submissions, one submission's place). */
  reads: Pick<SubmissionReads, 'rows'>;
  events: SubmissionEvents;
  /** The contest desk's topic (CONTEST_DESK_TOPIC); null when nobody listens (one process, no desk bus). */
  desk: Pick<EventBus, 'publish'> | null;
}

/**
 * Keeps the balloon table on the judge table: each verdict of a contest submission makes the
 * team's balloon of that problem follow the team's first AC (a new one, a moved one after a
 * rejudge, or an undelivered one removed when no AC is left); `rebuild` does the same for a whole
 * contest. One contest's changes are applied one after another.
 */
export class BalloonTracker {
  private readonly chains = new Map<number, Promise<unknown>>();
  /** Contests rebuilt by this process since it started: the first read of each rebuilds once (missed events). */
  private readonly rebuilt = new Set<number>();

  constructor(private readonly deps: BalloonTrackerDeps) {
    deps.events.subscribeAll((e) => this.onEvent(e));
  }

  publish(cid: number, id: number | null): void {
    this.deps.desk?.publish(CONTEST_DESK_TOPIC, { cid, kind: 'balloon', id: id === null ? null : String(id) });
  }

  /** Rebuilds once per process before the first read of a contest's balloons. */
  async ensureBuilt(cid: number): Promise<void> {
    if (this.rebuilt.has(cid)) return;
    await this.rebuild(cid);
  }

  /** The contest's balloons made again from its accepted submissions; answers how many there are. */
  rebuild(cid: number): Promise<number> {
    return this.serial(cid, async () => {
      const contest = await this.deps.contests.find(cid);
      if (!contest) return 0;
      const excluded = new Set(await this.deps.contests.nonCounting(contest));
      const rows = await this.accepted({ cid, from: Number(contest.startTime), until: Number(contest.endTime) });
      const teamOf = await this.teamsOf(
        cid,
        rows.map((r) => r.uid).filter((uid) => !excluded.has(uid)),
      );
      const firsts = new Map<string, FirstAc>();
      for (const r of rows) {
        const team = teamOf.get(r.uid);
        if (!team || excluded.has(r.uid)) continue;
        const key = `${team.id}\n${r.cpid}`;
        if (!firsts.has(key))
          firsts.set(key, { teamId: team.id, cpid: Number(r.cpid), submitId: r.submitId, submitTime: Number(r.submitTime) });
      }
      const now = Date.now();
      let changed = false;
      const kept = new Map<string, number>();
      for (const row of await this.deps.repo.list(cid)) {
        const key = `${row.teamId}\n${row.cpid}`;
        kept.set(key, Number(row.submitId));
        if (firsts.has(key)) continue;
        changed = (await this.deps.repo.reconcile(cid, row.teamId, Number(row.cpid), null, now)) !== null || changed;
      }
      // Only the balloons that differ are written: a rebuild of an unchanged contest reads and writes nothing more.
      for (const [key, f] of firsts)
        if (kept.get(key) !== f.submitId)
          changed = (await this.deps.repo.reconcile(cid, f.teamId, f.cpid, f, now)) !== null || changed;
      this.rebuilt.add(cid);
      if (changed) this.publish(cid, null);
      return firsts.size;
    });
  }

  /** Resolves once every change queued so far for the contest is applied (tests; reads after a verdict). */
  settled(cid: number): Promise<void> {
    return this.serial(cid, async () => undefined);
  }

  private onEvent(e: SubmissionProgress): void {
    // Progress within judging and new (pending) submissions change no balloon; verdicts, rejudges and manual judgements may.
    if (isInProgress(e.status)) return;
    void this.follow(e.submitId).catch(() => {
      // A failed read leaves the table behind: the next rebuild (or the next read in a new process) repairs it.
      this.rebuilt.clear();
    });
  }

  private async follow(submitId: number): Promise<void> {
    const [place] = await this.deps.reads.rows({ submitIds: [submitId] }, ['cid', 'uid', 'cpid', 'status']);
    if (!place || !place.cid) return;
    const [cid, uid, cpid] = [Number(place.cid), place.uid, Number(place.cpid)];
    if (place.status !== JudgeStatus.Accepted && !(await this.deps.repo.hasSubmission(cid, submitId))) return;
    await this.serial(cid, async () => {
      const contest = await this.deps.contests.find(cid);
      const team = contest ? await this.deps.teams.teamOf(cid, uid) : null;
      if (!contest || !team) return;
      const excluded = new Set(await this.deps.contests.nonCounting(contest));
      const uids = team.memberUids.filter((m) => !excluded.has(m));
      const [first] = await this.accepted({
        cid,
        uids,
        cpids: [cpid],
        from: Number(contest.startTime),
        until: Number(contest.endTime),
      });
      const f = first && { teamId: team.id, cpid, submitId: first.submitId, submitTime: Number(first.submitTime) };
      const id = await this.deps.repo.reconcile(cid, team.id, cpid, f ?? null, Date.now());
      if (id !== null) this.publish(cid, id);
    });
  }

  /** A contest's accepted submissions in the scope, in submit order. */
  private accepted(scope: SubmissionScope) {
    return this.deps.reads.rows({ ...scope, statuses: [JudgeStatus.Accepted] }, ['submitId', 'uid', 'cpid', 'submitTime'], {
      order: 'submitted',
    });
  }

  /** Each submitter's team: the contest's list, then one by one for those it does not name. */
  private async teamsOf(cid: number, uids: string[]): Promise<Map<string, ContestTeam>> {
    const out = new Map<string, ContestTeam>();
    for (const team of await this.deps.teams.teams(cid)) for (const m of team.memberUids) out.set(m, team);
    for (const uid of new Set(uids)) {
      if (out.has(uid)) continue;
      const team = await this.deps.teams.teamOf(cid, uid);
      if (team) out.set(uid, team);
    }
    return out;
  }

  private serial<T>(cid: number, work: () => Promise<T>): Promise<T> {
    const before = this.chains.get(cid) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(work);
    const tail = next.catch(() => undefined);
    this.chains.set(cid, tail);
    void tail.then(() => {
      if (this.chains.get(cid) === tail) this.chains.delete(cid);
    });
    return next;
  }
}
