import type { AdminTrainingRow, GroupTrainingDto, Page, TrainingCategory, TrainingEntity, TrainingVo } from '@verdict/shared';
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

  /** A group training the caller administers (404 for a site training, 403 for another admin's): every call on one training starts here. */
  admin = (actor: Actor, tid: number): Promise<number> => this.deps.trainingAdmin.groupOf(actor, tid);

  async get(actor: Actor, tid: number): Promise<{ training: TrainingEntity; trainingCategory: TrainingCategory | null }> {
    await this.admin(actor, tid);
    return this.deps.trainingAdmin.get(actor, tid);
  }

  async delete(actor: Actor, tid: number): Promise<void> {
    await this.admin(actor, tid);
    await this.deps.trainingAdmin.deleteAs(actor, tid);
  }

  async changeStatus(actor: Actor, tid: number, status: boolean): Promise<void> {
    await this.admin(actor, tid);
    await this.deps.trainingAdmin.changeStatus(actor, tid, status);
  }

  /** Without `queryExisted` the training's own problems, as HOJ's group call defaults (the admin call defaults to the pool). */
  async problemList(actor: Actor, q: Parameters<TrainingAdminService['problemList']>[1]) {
    await this.admin(actor, q.tid);
    return this.deps.trainingAdmin.problemList(actor, { ...q, queryExisted: q.queryExisted ?? true });
  }

  async updateProblem(actor: Actor, body: Parameters<TrainingAdminService['updateProblem']>[1]): Promise<void> {
    await this.admin(actor, body.tid);
    await this.deps.trainingAdmin.updateProblem(actor, body);
  }

  async deleteProblem(actor: Actor, tid: number, pid: number): Promise<void> {
    await this.admin(actor, tid);
    await this.deps.trainingAdmin.deleteProblem(actor, pid, tid);
  }

  async addFromPublic(actor: Actor, body: Parameters<TrainingAdminService['addFromPublic']>[1]): Promise<void> {
    await this.admin(actor, body.tid);
    await this.deps.trainingAdmin.addFromPublic(actor, body);
  }

  async addFromGroup(actor: Actor, tid: number, problemId: string): Promise<void> {
    await this.admin(actor, tid);
    await this.deps.trainingAdmin.addFromGroup(actor, tid, problemId);
  }
}
