import { Role, TrainingAuth } from '@verdict/shared';
import { type GroupStandings, canManageGroupItem, canSeeGroupItem } from '../../access/group-policy';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TrainingRepository, TrainingWithCategory } from './training.repository';

/**
 * Training admin of a site training (spec 2 §6): root, problem admins (they manage every training's
 * problems) and its author by uid — never by the username text, which a new account may reuse.
 */
export const isTrainingAdmin = (actor: Actor | null, t: Pick<TrainingWithCategory, 'uid'>): boolean =>
  actor != null && (isRoot(actor) || actor.roleId === Role.ProblemAdmin || (t.uid != null && t.uid === actor.uid));

/** A training as one caller reaches it. */
export interface TrainingEntry {
  training: TrainingWithCategory;
  admin: boolean;
}

/** The access rules of spec 2 §4 and §6, one place for every training call. */
export class TrainingAccess {
  /** `groups` (the group module's standings, wired in wiring/) opens group trainings to their members. */
  constructor(
    private readonly repo: TrainingRepository,
    private readonly groups?: GroupStandings,
  ) {}

  /** The training if it exists and the caller may see it (hidden ones only by their admins, group ones only in their group). */
  async visible(actor: Actor | null, tid: number): Promise<TrainingEntry> {
    const training = await this.repo.findById(tid);
    if (training && toBool(training.isGroup)) {
      const { admin, seen } = await this.groupEntry(actor, training);
      if (!seen) throw AppError.notFound('training.notFound');
      return { training, admin };
    }
    const admin = training !== undefined && isTrainingAdmin(actor, training);
    if (!training || (!toBool(training.status) && !admin)) throw AppError.notFound('training.notFound');
    return { training, admin };
  }

  /** A group training, by the group policy (access/group-policy.ts): members see it while visible, its admins always; the root and its author (a group admin) manage it. */
  private async groupEntry(actor: Actor | null, training: TrainingWithCategory): Promise<{ admin: boolean; seen: boolean }> {
    if (!actor || training.gid == null || !this.groups) return { admin: false, seen: false };
    const s = await this.groups.standingOf(actor, training.gid);
    const admin = canManageGroupItem(s, training);
    return { admin, seen: admin || canSeeGroupItem(s, { visible: toBool(training.status) }) };
  }

  /** Problems, records and rank: public trainings for all, private ones once registered, admins always. */
  async entry(actor: Actor, tid: number): Promise<TrainingEntry> {
    const entry = await this.visible(actor, tid);
    if (!(await this.hasAccessTo(actor, entry))) throw AppError.forbidden('training.registerFirst');
    return entry;
  }

  async hasAccessTo(actor: Actor, { training, admin }: TrainingEntry): Promise<boolean> {
    return admin || training.auth !== TrainingAuth.Private || this.repo.isRegistered(training.id, actor.uid);
  }

  /** Root or a training admin of this training, else 403 (the admin calls on one training). */
  async admin(actor: Actor, tid: number): Promise<TrainingWithCategory> {
    const training = await this.repo.findById(tid);
    if (!training) throw AppError.notFound('training.notFound');
    const admin = toBool(training.isGroup) ? (await this.groupEntry(actor, training)).admin : isTrainingAdmin(actor, training);
    if (!admin) throw AppError.forbidden('training.noAdmin');
    return training;
  }
}
