/** The viewer and type names of the ICPC Contest API's objects (re-exported by ccs-objects.ts, the contract). */

/** The ICPC Contest API's endpoint types whose objects `CcsObjects` lists (the event feed's `type`s, `contests` for `contest`). */
export type CcsType =
  | 'contests'
  | 'judgement-types'
  | 'languages'
  | 'problems'
  | 'groups'
  | 'organizations'
  | 'teams'
  | 'persons'
  | 'accounts'
  | 'state'
  | 'submissions'
  | 'judgements'
  | 'runs'
  | 'clarifications'
  | 'awards';

/** Who reads: the CCS `admin` (site or contest admin), a participant as their `team`, or anonymous `public`. */
export type CcsViewer = { role: 'admin'; uid: string } | { role: 'team'; uid: string; teamId: string } | { role: 'public' };

/** The types served as collections at `/contests/{id}/<type>` (and `/<type>/{id}`). */
export const CCS_COLLECTIONS: readonly CcsType[] = [
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
];
