import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Which submissions (judge rows) a scoped read covers: every field given narrows it, a field left
 * out does not. The submission module's scoped reads (SubmissionReads, SubmissionTallies) take one;
 * the modules that shape the answers (contest boards and lists, training progress, ranks) build it
 * from their own rules. A list that is given but empty matches no submission.
 */
export interface SubmissionScope {
  /** One contest; 0: submissions made outside contests. */
  cid?: number;
  /** One group; null: submissions of no group. */
  gid?: number | null;
  /** submit_time ≥ from. */
  from?: number;
  /** submit_time < until (Infinity: no end). */
  until?: number;
  uids?: readonly string[];
  /** Users whose submissions are left out. */
  excludeUids?: readonly string[];
  username?: string;
  pids?: readonly number[];
  /** Contest problems (contest_problem ids). */
  cpids?: readonly number[];
  statuses?: readonly number[];
  submitIds?: readonly number[];
  /** Rows of users other than `uid` submitted at or after `time` are left out (what a sealed board shows). */
  othersBefore?: { uid: string | null; time: number };
  /** Only rows the seal rule lets count at this time (VisibleVerdicts: figures that visitors see). */
  visibleAt?: number;
  /** gmt_modified ≥ this (rows changed since: a board snapshot's catch-up read). */
  modifiedFrom?: number;
}

/** Ids per IN list: keeps a query under SQLite's bound-parameter limit. */
export const CHUNK = 500;

/** Whether the scope can match no row at all (a given list that is empty). */
export function matchesNothing(s: SubmissionScope): boolean {
  return [s.uids, s.pids, s.cpids, s.statuses, s.submitIds].some((l) => l !== undefined && l.length === 0);
}

/** The scope split into scopes whose id lists have at most CHUNK ids each (the scope itself when short). */
export function chunks(s: SubmissionScope): SubmissionScope[] {
  const long = (['submitIds', 'pids', 'uids'] as const).find((k) => (s[k]?.length ?? 0) > CHUNK);
  if (!long) return [s];
  const list = s[long] as readonly (string | number)[];
  const out: SubmissionScope[] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(...chunks({ ...s, [long]: list.slice(i, i + CHUNK) }));
  return out;
}

/**
 * The judge rows of a scope, as a query to select from (a one-id list is written `=`, as the
 * hand-written reads had it). `visible`: the seal rule's filter when the scope asks for it.
 */
export function judgeRowsOf(db: Db, s: SubmissionScope, visible?: Expression<SqlBool>) {
  const other = s.othersBefore;
  return db
    .selectFrom('judge')
    .$if(s.cid !== undefined, (qb) => qb.where('cid', '=', s.cid!))
    .$if(s.gid !== undefined, (qb) => qb.where('gid', s.gid === null ? 'is' : '=', s.gid!))
    .$if(s.uids !== undefined, (qb) => (s.uids!.length === 1 ? qb.where('uid', '=', s.uids![0]) : qb.where('uid', 'in', s.uids!)))
    .$if(s.username !== undefined, (qb) => qb.where('username', '=', s.username!))
    .$if(s.statuses !== undefined, (qb) =>
      s.statuses!.length === 1 ? qb.where('status', '=', s.statuses![0]) : qb.where('status', 'in', s.statuses!),
    )
    .$if(s.cpids !== undefined, (qb) =>
      s.cpids!.length === 1 ? qb.where('cpid', '=', s.cpids![0]) : qb.where('cpid', 'in', s.cpids!),
    )
    .$if(s.pids !== undefined, (qb) => (s.pids!.length === 1 ? qb.where('pid', '=', s.pids![0]) : qb.where('pid', 'in', s.pids!)))
    .$if(s.submitIds !== undefined, (qb) =>
      s.submitIds!.length === 1 ? qb.where('submitId', '=', s.submitIds![0]) : qb.where('submitId', 'in', s.submitIds!),
    )
    .$if(s.from !== undefined, (qb) => qb.where('submitTime', '>=', s.from!))
    .$if(s.modifiedFrom !== undefined, (qb) => qb.where('gmtModified', '>=', s.modifiedFrom!))
    .$if(s.until !== undefined && Number.isFinite(s.until), (qb) => qb.where('submitTime', '<', s.until!))
    .$if((s.excludeUids?.length ?? 0) > 0, (qb) => qb.where('uid', 'not in', s.excludeUids!))
    .$if(other !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('submitTime', '<', other!.time), ...(other!.uid ? [eb('uid', '=', other!.uid)] : [])])),
    )
    .$if(visible !== undefined, (qb) => qb.where(visible!));
}
