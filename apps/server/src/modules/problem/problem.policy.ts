import { ProblemAuth, type ProblemEntity, Role } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import type { ProblemRow } from './problem.mapper';

/** Where a problem is about to be placed: a contest or a training, of the site (gid null) or of a group. */
export interface ProblemPlace {
  kind: 'contest' | 'training';
  gid: number | null;
}

export type ManagedFields = Pick<ProblemRow, 'isGroup' | 'gid' | 'ownerUid'>;

/** A site problem (not a group's) is managed by root, problem admins and its owner by uid — never by the free-text author. */
export const managesSiteProblem = (actor: Actor, p: Pick<ProblemRow, 'ownerUid'>): boolean =>
  isRoot(actor) || actor.roleId === Role.ProblemAdmin || (p.ownerUid != null && p.ownerUid === actor.uid);

/**
 * Before asking who manages it: a public site problem may enter any contest or training (answers
 * true); a group problem never another group's or the site's (answers false); else null.
 */
export function placeAllows(p: Pick<ProblemRow, 'auth' | 'isGroup' | 'gid'>, place: ProblemPlace): boolean | null {
  const isGroupProblem = toBool(p.isGroup);
  if (p.auth === ProblemAuth.Public && !isGroupProblem) return true;
  if (isGroupProblem && (p.gid == null || p.gid !== place.gid)) return false;
  return null;
}

/** A problem entity as a caller gets it: the checker (or interactor) and the judge-only files for its managers only. */
export const withoutSecrets = (e: ProblemEntity, manages: boolean): ProblemEntity =>
  manages ? e : { ...e, spjCode: null, spjLanguage: null, judgeExtraFile: null };
