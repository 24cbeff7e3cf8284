import { GroupLevel, Role, TrainingAuth } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { GroupMembers } from '../problem/problem.service';
import type { TrainingRepository, TrainingWithCategory } from './training.repository';

/** Training admin (spec 2 §6): root, problem admins (they manage every training's problems) and the author. */
export const isTrainingAdmin = (actor: Actor | null, t: Pick<TrainingWithCategory, 'author' | 'uid'>): boolean =>
  actor != null && (isRoot(actor) || actor.roleId === Role.ProblemAdmin || (t.uid != null && t.uid === actor.uid) || (t.author != null && t.author === actor.username));

/** A training as one caller reaches it. */
export interface TrainingEntry {
  training: TrainingWithCategory;
  admin: boolean;
}

/** The access rules of spec 2 §4 and §6, one place for every training call. */
export class TrainingAccess {
  /** `groups` (the group module's levels, wired in app.ts) opens group trainings to their members. */
  constructor(private readonly repo: TrainingRepository, private readonly groups?: GroupMembers) {}

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

  /**
   * A group training: its members see it while visible, its admins always; it is administered by
   * the group root and by the group admin who made it (spec 3 §6), and by super admins.
   */
  private async groupEntry(actor: Actor | null, training: TrainingWithCategory): Promise<{ admin: boolean; seen: boolean }> {
    const level = await this.groupLevel(actor, training);
    const author = actor != null && ((training.uid != null && training.uid === actor.uid) || training.author === actor.username);
    const admin = level >= GroupLevel.Root || (level >= GroupLevel.Admin && author);
    const seen = level >= GroupLevel.Admin || (level >= GroupLevel.Member && toBool(training.status));
    return { admin, seen };
  }

  private async groupLevel(actor: Actor | null, training: TrainingWithCategory): Promise<number> {
    if (!actor) return 0;
    if (isRoot(actor)) return GroupLevel.Root;
    return training.gid != null && this.groups ? this.groups.levelOf(actor.uid, training.gid) : 0;
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
