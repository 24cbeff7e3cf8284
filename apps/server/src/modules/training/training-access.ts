import { Role, TrainingAuth } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import { type Actor, isRoot } from '../../http/actor';
import { AppError } from '../../http/app-error';
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
  constructor(private readonly repo: TrainingRepository) {}

  /** The training if it exists and the caller may see it (hidden and group ones only by their admins). */
  async visible(actor: Actor | null, tid: number): Promise<TrainingEntry> {
    const training = await this.repo.findById(tid);
    const admin = training !== undefined && isTrainingAdmin(actor, training);
    if (!training || ((!toBool(training.status) || toBool(training.isGroup)) && !admin)) throw AppError.notFound('training.notFound');
    return { training, admin };
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
    if (!isTrainingAdmin(actor, training)) throw AppError.forbidden('training.noAdmin');
    return training;
  }
}
