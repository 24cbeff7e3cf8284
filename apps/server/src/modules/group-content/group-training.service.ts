import type { AdminTrainingRow, GroupTrainingDto, Page, TrainingVo } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TrainingAdminService } from '../training/training-admin.service';
import type { TrainingService } from '../training/training.service';
import type { GroupGate } from './group-gate';

/**
 * A group's trainings (contract §2.10) on the training module's services: members list the
 * visible ones, group admins create, and each training is administered by the group root and
 * its author (TrainingAccess applies that rule to every call on one training).
 */
export class GroupTrainingService {
  constructor(private readonly deps: { gate: GroupGate; trainings: TrainingService; trainingAdmin: TrainingAdminService }) {}

  async list(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<TrainingVo>> {
    const role = await this.deps.gate.requireMember(actor, q.gid);
    return this.deps.trainings.groupList(actor, q.gid, { ...q, withHidden: role.isAdmin });
  }

  async adminList(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<AdminTrainingRow>> {
    await this.deps.gate.requireAdmin(actor, q.gid);
    return this.deps.trainingAdmin.groupList(actor, q.gid, q);
  }

  async create(actor: Actor, dto: GroupTrainingDto): Promise<{ id: number }> {
    const gid = dto.training.gid;
    if (gid == null) throw AppError.invalid('training.gid', 'is required');
    await this.deps.gate.requireAdmin(actor, gid);
    return this.deps.trainingAdmin.create(actor, dto, gid);
  }

  async update(actor: Actor, dto: GroupTrainingDto): Promise<void> {
    const tid = dto.training.id;
    if (tid == null) throw AppError.invalid('training.id', 'is required');
    await this.admin(actor, tid);
    await this.deps.trainingAdmin.update(actor, dto);
  }

  /** A group training the caller administers (404 for a site training, 403 for another admin's). */
  admin = (actor: Actor, tid: number): Promise<number> => this.deps.trainingAdmin.groupOf(actor, tid);
}
