import type { EventBus } from '../../infra/event-bus';
import type { SubmissionEvents } from '../../infra/submission-events';
import { CONTEST_DESK_TOPIC } from '../team/team-directory';
import type { CcsObjects, CcsType, CcsViewer } from './ccs-objects';
import { ALL_TYPES, type CcsListed, applyEvents, diffEvents, feedOf, viewerOfFeed } from './ccs-events.order';
import type { CcsEventRow, CcsEventsRepository } from './ccs-events.repository';

/** EventBus topic this log publishes on after an append, so every process's open feeds read on. */
export const CCS_FEED_TOPIC = 'ccs-feed';

/** The types a contest-desk change may alter ('all': the contest itself, its window and seal). */
const DESK_TYPES: Record<string, CcsType[] | 'all'> = {
  // (a new member's earlier submissions become the team's)
  team: ['groups', 'organizations', 'teams', 'persons', 'accounts', 'submissions', 'judgements', 'runs', 'awards'],
  organization: ['organizations', 'teams'],
  group: ['groups', 'teams', 'awards'],
  clarification: ['clarifications'],
  balloon: [],
  problem: ['problems', 'awards'],
  contest: 'all',
};
/** A verdict recomputes its own submission, judgement and runs, and the awards (the board moved). */
const SUBMISSION_TYPES: CcsType[] = ['awards'];
/** Versions of feeds kept in memory (by head); any other is read from ccs_object. */
const CACHED_FEEDS = 8;

export interface CcsEventLogDeps {
  repo: CcsEventsRepository;
  objects: CcsObjects;
  /** The contest desk's bus (Redis when scaled, else in-process): desk changes come in, appends go out on it. */
  bus?: EventBus | null;
  submissions?: SubmissionEvents;
  /** The contest of a submission (null: not a contest submission). */
  contestOfSubmission: (submitId: number) => Promise<number | null>;
  /** Changes closer together than this are recomputed once (ms). */
  coalesceMs?: number;
  /** While a feed is open here, the contest and its state are re-read this often (start, freeze, thaw happen in time). */
  tickMs?: number;
  now?: () => number;
}

/**
 * The event feed's durable log (Contest_API.md, event feed). Each contest has one append-only log
 * per audience — `public`, `team:<team>:<uid>` for a team member, `admin:<uid>` — holding what
 * that audience's endpoints (CcsObjects, the very code that answers them) returned, change by
 * change: a change recomputes the affected types, compares each object with the version last
 * logged (ccs_object) and appends only the differences. So the seal is honoured exactly as at the
 * endpoints, and a thaw appends the withheld judgements to the public and team logs then.
 *
 * No gap, no duplicate on resume: a token is an event's number in its audience's log. An append
 * writes its events with the numbers after the head it read and moves the head in the same
 * transaction, only if the head is still there ((cid, feed, seq) is unique too); the loser of two
 * processes appending at once recomputes against the new head. Numbers are committed in order and
 * never change, so "after token n" is exactly the events n+1… the client has not seen.
 */
export class CcsEventLog {
  private readonly dirty = new Map<number, Set<CcsType>>();
  /** Submissions whose objects changed, by contest (recomputed alone, not their whole types). */
  private readonly dirtySubmissions = new Map<number, Set<number>>();
  /** A contest's test cases → their submission (a run's judgement): which logged runs a submission's change speaks for. */
  private readonly caseOwners = new Map<number, Map<string, string>>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly chains = new Map<number, Promise<unknown>>();
  private readonly cache = new Map<string, { head: number; versions: Map<string, Map<string, string>> }>();
  private readonly watchers = new Map<number, Set<() => void>>();
  private readonly ticks = new Map<number, NodeJS.Timeout>();
  private readonly unsubscribe: Array<() => void> = [];
  private closed = false;

  constructor(private readonly deps: CcsEventLogDeps) {
    const { bus, submissions } = deps;
    if (bus) {
      this.unsubscribe.push(
        bus.subscribe(CONTEST_DESK_TOPIC, (p) => {
          const { cid, kind } = (p ?? {}) as { cid?: unknown; kind?: unknown };
          const types = DESK_TYPES[String(kind)];
          if (typeof cid === 'number' && types) this.touch(cid, types);
        }),
        bus.subscribe(CCS_FEED_TOPIC, (p) => this.wake(Number((p as { cid?: unknown })?.cid))),
      );
    }
    if (submissions)
      this.unsubscribe.push(
        submissions.subscribeAll((e) => {
          this.deps
            .contestOfSubmission(e.submitId)
            .then((cid) => cid !== null && this.touchSubmissions(cid, [e.submitId]))
            .catch(() => undefined);
        }),
      );
  }

  /** Stops listening (tests, shutdown). */
  close(): void {
    this.closed = true;
    for (const u of this.unsubscribe.splice(0)) u();
    for (const t of [...this.timers.values(), ...this.ticks.values()]) clearTimeout(t);
    this.timers.clear();
    this.ticks.clear();
  }

  /**
   * The caller's log, seeded with the contest's whole state on its first read, the contest and
   * its state brought up to date (they change with the clock); answers the feed and its head.
   */
  async open(cid: number, viewer: CcsViewer): Promise<{ feed: string; head: number }> {
    const feed = feedOf(viewer);
    await this.serial(cid, () => this.sync(cid, feed, ['contests', 'state'], true));
    return { feed, head: (await this.deps.repo.head(cid, feed)) ?? 0 };
  }

  read(cid: number, feed: string, afterSeq: number, limit: number): Promise<CcsEventRow[]> {
    return this.deps.repo.read(cid, feed, afterSeq, limit);
  }

  /** Recomputes the objects of these submissions (and the awards) in every log of the contest soon. */
  touchSubmissions(cid: number, submitIds: number[]): void {
    if (this.closed) return;
    let set = this.dirtySubmissions.get(cid);
    if (!set) this.dirtySubmissions.set(cid, (set = new Set()));
    for (const id of submitIds) set.add(id);
    this.touch(cid, SUBMISSION_TYPES);
  }

  /** Recomputes `types` of every log of the contest soon (several changes, one recomputation). */
  touch(cid: number, types: CcsType[] | 'all'): void {
    if (this.closed) return;
    let set = this.dirty.get(cid);
    if (!set) this.dirty.set(cid, (set = new Set()));
    for (const t of types === 'all' ? ALL_TYPES : types) set.add(t);
    if (this.timers.has(cid) || set.size === 0) return;
    this.timers.set(
      cid,
      setTimeout(() => {
        this.timers.delete(cid);
        void this.flush(cid);
      }, this.deps.coalesceMs ?? 100),
    );
  }

  /** Recomputes now what is pending for the contest (also what tests and the package export wait on). */
  flush(cid: number): Promise<void> {
    return this.serial(cid, async () => {
      const types = [...(this.dirty.get(cid) ?? [])] as CcsType[];
      const submitIds = [...(this.dirtySubmissions.get(cid) ?? [])];
      this.dirty.delete(cid);
      this.dirtySubmissions.delete(cid);
      if (types.length === 0 && submitIds.length === 0) return;
      try {
        for (const { feed } of await this.deps.repo.feeds(cid)) await this.sync(cid, feed, types, false, submitIds);
      } catch {
        // The next change (or the next read of the contest's state) tries again.
        this.touchSubmissions(cid, submitIds);
        this.touch(cid, types);
      }
    });
  }

  /** A deleted contest: its logs go, and whatever was pending for it here. */
  async drop(cid: number): Promise<void> {
    clearTimeout(this.timers.get(cid));
    this.timers.delete(cid);
    this.dirty.delete(cid);
    this.dirtySubmissions.delete(cid);
    this.caseOwners.delete(cid);
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${cid}\n`)) this.cache.delete(key);
    await this.serial(cid, () => this.deps.repo.drop(cid));
  }

  /** Calls `listener` when the contest's logs may have grown (here or in another process). */
  watch(cid: number, listener: () => void): () => void {
    let set = this.watchers.get(cid);
    if (!set) this.watchers.set(cid, (set = new Set()));
    set.add(listener);
    if (!this.ticks.has(cid))
      this.ticks.set(
        cid,
        setInterval(() => this.touch(cid, ['contests', 'state']), this.deps.tickMs ?? 5000),
      );
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.watchers.delete(cid);
      clearInterval(this.ticks.get(cid));
      this.ticks.delete(cid);
    };
  }

  private wake(cid: number): void {
    for (const l of [...(this.watchers.get(cid) ?? [])]) l();
  }

  private async sync(cid: number, feed: string, types: CcsType[], seed: boolean, submitIds: number[] = []): Promise<void> {
    const viewer = viewerOfFeed(feed);
    for (let attempt = 0; attempt < 8; attempt++) {
      // The head is read before the objects: data computed after it is at least as new as what it logged.
      const head = await this.deps.repo.head(cid, feed);
      if (head === null && !seed) return;
      const versions = head === null ? new Map() : await this.versionsOf(cid, feed, head);
      const lists = await this.lists(cid, viewer, head === null ? ALL_TYPES : types);
      if (head !== null) lists.push(...(await this.submissionLists(cid, viewer, types, submitIds, versions)));
      let events = diffEvents(lists, versions);
      // The state moved (started, frozen, thawed, ended): what the audience may see moves with it.
      if (head !== null && types.length < ALL_TYPES.length && events.some((e) => e.type === 'state'))
        events = diffEvents(await this.lists(cid, viewer, ALL_TYPES), versions);
      if (events.length === 0) return;
      const key = `${cid}\n${feed}`;
      if (await this.deps.repo.append(cid, feed, head, events, (this.deps.now ?? Date.now)())) {
        applyEvents(versions, events);
        this.remember(key, head ?? 0, events.length, versions);
        this.announce(cid);
        return;
      }
      this.cache.delete(key);
    }
  }

  private async lists(cid: number, viewer: CcsViewer, types: CcsType[]): Promise<CcsListed[]> {
    const out: CcsListed[] = [];
    for (const t of types) out.push([t, await this.deps.objects.list(cid, t, viewer)]);
    return out;
  }

  /**
   * The submissions, judgements and runs of the changed submissions only, each list speaking for
   * their keys alone: the runs it speaks for are the logged ones of these submissions, and those
   * whose test case is gone (a rejudge replaced it). Types listed whole already are left out.
   */
  private async submissionLists(
    cid: number,
    viewer: CcsViewer,
    types: CcsType[],
    submitIds: number[],
    versions: Map<string, Map<string, string>>,
  ): Promise<CcsListed[]> {
    if (submitIds.length === 0 || types.includes('submissions')) return [];
    const some = await this.deps.objects.listSubmissions(cid, viewer, submitIds);
    const ids = new Set(submitIds.map(String));
    const out: CcsListed[] = [['submissions', some.submissions, ids]];
    if (!types.includes('judgements')) out.push(['judgements', some.judgements, ids]);
    if (types.includes('runs')) return out;
    const seen = this.caseOwners.get(cid) ?? new Map<string, string>();
    for (const [caseId, submitId] of some.cases) seen.set(caseId, submitId);
    const logged = [...(versions.get('runs')?.keys() ?? [])];
    // A logged run this process has not seen (another process logged it, or a restart): read every owner again.
    const owners = logged.some((k) => !seen.has(k)) ? await this.deps.objects.caseOwners(cid) : seen;
    this.caseOwners.set(cid, owners);
    const scope = new Set(logged.filter((k) => !owners.has(k) || ids.has(owners.get(k)!)));
    out.push(['runs', some.runs, scope]);
    return out;
  }

  private async versionsOf(cid: number, feed: string, head: number) {
    const kept = this.cache.get(`${cid}\n${feed}`);
    if (kept && kept.head === head) return kept.versions;
    return this.deps.repo.versions(cid, feed);
  }

  private remember(key: string, head: number, appended: number, versions: Map<string, Map<string, string>>): void {
    this.cache.delete(key);
    this.cache.set(key, { head: head + appended, versions });
    while (this.cache.size > CACHED_FEEDS) this.cache.delete(this.cache.keys().next().value as string);
  }

  private announce(cid: number): void {
    if (this.deps.bus) this.deps.bus.publish(CCS_FEED_TOPIC, { cid });
    else this.wake(cid);
  }

  /** One recomputation of a contest at a time in this process (another process is kept apart by the head). */
  private serial<T>(cid: number, fn: () => Promise<T>): Promise<T> {
    const run = (this.chains.get(cid) ?? Promise.resolve()).then(fn);
    const tail = run.catch(() => undefined);
    this.chains.set(cid, tail);
    void tail.then(() => this.chains.get(cid) === tail && this.chains.delete(cid));
    return run;
  }
}
