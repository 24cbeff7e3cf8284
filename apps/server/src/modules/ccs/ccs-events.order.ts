import { createHash } from 'node:crypto';
import { parseCcsTime } from '@verdict/shared';
import type { CcsType, CcsViewer } from './ccs-objects';
import type { NewCcsEvent } from './ccs-events.repository';

/** The seed's order (Contest_API.md): the configuration, the state, then what happens in time, awards last. */
export const CONFIG_TYPES: CcsType[] = [
  'contests',
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'state',
];
const TIMED: Partial<Record<CcsType, string>> = {
  submissions: 'time',
  judgements: 'start_time',
  runs: 'time',
  clarifications: 'time',
};
export const ALL_TYPES: CcsType[] = [...CONFIG_TYPES, 'submissions', 'judgements', 'runs', 'clarifications', 'awards'];

/** A notification's type: the endpoint's name, `contest` for the contest itself. */
export const feedType = (t: CcsType): string => (t === 'contests' ? 'contest' : t);
const SINGLETONS = new Set<CcsType>(['contests', 'state']);

/**
 * One feed per audience, as the endpoints answer it: the public one, each team member theirs, each
 * admin theirs (an admin's accounts list names the admin's own account).
 */
export function feedOf(viewer: CcsViewer): string {
  return viewer.role === 'team'
    ? `team:${viewer.teamId}:${viewer.uid}`
    : viewer.role === 'admin'
      ? `admin:${viewer.uid}`
      : 'public';
}

/** The viewer a feed is computed for. */
export function viewerOfFeed(feed: string): CcsViewer {
  const team = /^team:([^:]*):(.*)$/.exec(feed);
  if (team) return { role: 'team', teamId: team[1], uid: team[2] };
  if (feed.startsWith('admin:')) return { role: 'admin', uid: feed.slice('admin:'.length) };
  return { role: 'public' };
}

/** A token names a feed's event by its number and the feed (a token of another audience is unknown here). */
export const tokenOf = (cid: number, feed: string, seq: number): string => `${seq}-${tagOf(cid, feed)}`;

/** The event number of `token` in this feed, or null when the feed never issued it. */
export function seqOfToken(cid: number, feed: string, token: string, head: number): number | null {
  const m = /^(\d{1,15})-([0-9a-f]{8})$/.exec(token);
  if (!m || m[2] !== tagOf(cid, feed)) return null;
  const seq = Number(m[1]);
  return seq >= 1 && seq <= head ? seq : null;
}

const tagOf = (cid: number, feed: string) => createHash('sha1').update(`${cid}/${feed}`).digest('hex').slice(0, 8);
const hashOf = (json: string) => createHash('sha1').update(json).digest('base64');

type Versions = Map<string, Map<string, string>>;

/**
 * A type's objects as listed now: all of them, or (with `scope`) only some, the keys of the objects
 * the list speaks for: one of those missing from the list is deleted, any other key is left alone.
 */
export type CcsListed = [CcsType, Array<{ id: string | null; data: unknown }>, ReadonlySet<string>?];

/**
 * The events that bring a feed from `versions` (hash of the JSON last logged, by type and key) to
 * `lists` (what the endpoints answer now): a new or changed object is sent whole, a vanished one
 * (of the keys a partial list speaks for) as `data: null`. Order: configuration types in the spec's order, then submissions, judgements,
 * runs and clarifications by their time (a judgement after its submission, a run after its
 * judgement), awards, and deletions last, dependants first.
 */
export function diffEvents(lists: CcsListed[], versions: Versions): NewCcsEvent[] {
  const changed: Array<NewCcsEvent & { group: number; time: number; rank: number }> = [];
  const deleted: Array<NewCcsEvent & { rank: number }> = [];
  for (const [type, items, scope] of lists) {
    const ft = feedType(type);
    const rank = ALL_TYPES.indexOf(type);
    const old = versions.get(ft) ?? new Map<string, string>();
    const seen = new Set<string>();
    const timeField = TIMED[type];
    for (const item of items) {
      const key = SINGLETONS.has(type) ? '' : String(item.id);
      if (seen.has(key)) continue;
      seen.add(key);
      const data = JSON.stringify(item.data ?? null);
      const hash = hashOf(data);
      if (old.get(key) === hash) continue;
      const group = timeField ? 1 : type === 'awards' ? 2 : 0;
      const time = timeField ? timeOf((item.data as Record<string, unknown> | null)?.[timeField]) : 0;
      changed.push({ type: ft, objId: key === '' ? null : key, key, data, hash, group, time, rank });
    }
    for (const key of scope ?? old.keys())
      if (!seen.has(key) && old.has(key))
        deleted.push({ type: ft, objId: key === '' ? null : key, key, data: null, hash: null, rank });
  }
  const order = changed.map((e, i) => ({ e, i }));
  order.sort((a, b) => a.e.group - b.e.group || a.e.time - b.e.time || a.e.rank - b.e.rank || a.i - b.i);
  deleted.sort((a, b) => b.rank - a.rank);
  return [...order.map(({ e }) => strip(e)), ...deleted.map(strip)];
}

const strip = (e: NewCcsEvent): NewCcsEvent => ({ type: e.type, objId: e.objId, key: e.key, data: e.data, hash: e.hash });

/** Applies appended events to a feed's versions (the in-process copy follows the table). */
export function applyEvents(versions: Versions, events: NewCcsEvent[]): void {
  for (const e of events) {
    let m = versions.get(e.type);
    if (!m) versions.set(e.type, (m = new Map()));
    if (e.hash === null) m.delete(e.key);
    else m.set(e.key, e.hash);
  }
}

/** Epoch ms of a spec time ("2014-06-25T11:22:05.034+01"); unknown times sort last. */
export function timeOf(value: unknown): number {
  const ms = parseCcsTime(value);
  return Number.isNaN(ms) ? Number.MAX_SAFE_INTEGER : ms;
}
