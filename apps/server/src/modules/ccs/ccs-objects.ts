/** The ICPC Contest API's endpoint types whose objects `CcsObjects` lists (the event feed's `type`s, `contests` for `contest`). */
export type CcsType =
  | 'contests'
  | 'judgement-types'
  | 'languages'
  | 'problems'
  | 'groups'
  | 'organizations'
  | 'teams'
  | 'accounts'
  | 'state'
  | 'submissions'
  | 'judgements'
  | 'runs'
  | 'clarifications'
  | 'awards';

/** Who reads: the CCS `admin` (site or contest admin), a participant as their `team`, or anonymous `public`. */
export type CcsViewer = { role: 'admin'; uid: string } | { role: 'team'; uid: string; teamId: string } | { role: 'public' };

export interface CcsObjects {
  /** Every object of a type in the contest as the viewer may see it (an endpoint's list; `contests`/`state` give one). */
  list(cid: number, type: CcsType, viewer: CcsViewer): Promise<Array<{ id: string | null; data: unknown }>>;
}
