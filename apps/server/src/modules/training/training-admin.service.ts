import {
  type AdminTrainingRow,
  type Page,
  ProblemAuth,
  type ProblemEntity,
  type TrainingCategory,
  type TrainingDto,
  type TrainingEntity,
  TrainingAuth,
  TrainingLimits,
  type TrainingProblemEntity,
  toPage,
} from '@verdict/shared';
import { fromBool, toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ProblemAdminService } from '../problem/problem-admin.service';
import type { ProblemRow } from '../problem/problem.mapper';
import type { ProblemService } from '../problem/problem.service';
import type { RemoteProblemImports } from '../problem/remote-problem';
import { type TrainingAccess, isTrainingAdmin } from './training-access';
import { toAdminTrainingRow, toTrainingCategory, toTrainingEntity, toTrainingProblemEntity } from './training.mapper';
import type { TrainingRepository, TrainingValues } from './training.repository';

interface TrainingAdminDeps {
  repo: TrainingRepository;
  access: TrainingAccess;
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  /** A remote judge site's problems (module remote-judge, passed by the wiring). */
  remote?: RemoteProblemImports;
}

/** The back-office's training screens (contract §2.12, spec 3 §2, §5). */
export class TrainingAdminService {
  constructor(private readonly deps: TrainingAdminDeps) {}

  async list(actor: Actor, q: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminTrainingRow>> {
    const { records, total } = await this.deps.repo.list({ ...q, withHidden: true });
    const links = await this.deps.repo.problemsOf(records.map((t) => t.id));
    const rows = records.map((t) =>
      toAdminTrainingRow(t, links.filter((l) => Number(l.tid) === t.id).length, isTrainingAdmin(actor, t)),
    );
    return toPage(rows, total, q.currentPage, q.limit);
  }

  async get(actor: Actor, tid: number): Promise<{ training: TrainingEntity; trainingCategory: TrainingCategory | null }> {
    const t = await this.deps.access.admin(actor, tid);
    const category = t.categoryId != null ? await this.deps.repo.findCategory(t.categoryId) : undefined;
    return { training: toTrainingEntity(t, true), trainingCategory: category ? toTrainingCategory(category) : null };
  }

  /** A site training, or with `gid` a group's (the group-content module checked the caller is its admin). */
  async create(actor: Actor, dto: TrainingDto, gid: number | null = null): Promise<{ id: number }> {
    const values = await this.validate(dto);
    const now = Date.now();
    const id = await this.deps.repo.insert({
      ...values,
      author: actor.username,
      uid: actor.uid,
      isGroup: gid === null ? 0 : 1,
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
    return { id };
  }

  /** A group's trainings for its admins, hidden ones included. */
  async groupList(actor: Actor, gid: number, q: { currentPage: number; limit: number }): Promise<Page<AdminTrainingRow>> {
    const { records, total } = await this.deps.repo.list({ ...q, withHidden: true, gid });
    const links = await this.deps.repo.problemsOf(records.map((t) => t.id));
    const rows = await Promise.all(
      records.map(async (t) => {
        const admin = await this.deps.access.admin(actor, t.id).then(
          () => true,
          () => false,
        );
        return toAdminTrainingRow(t, links.filter((l) => Number(l.tid) === t.id).length, admin);
      }),
    );
    return toPage(rows, total, q.currentPage, q.limit);
  }

  /** The training's gid when it is a group training the actor administers; 404 for a site training. */
  async groupOf(actor: Actor, tid: number): Promise<number> {
    const t = await this.deps.access.admin(actor, tid);
    if (!toBool(t.isGroup) || t.gid == null) throw AppError.notFound('training.notFound');
    return t.gid;
  }

  /** Deletes a training the actor administers (group trainings: group root or their author). */
  async deleteAs(actor: Actor, tid: number): Promise<void> {
    await this.groupOf(actor, tid);
    await this.deps.repo.delete(tid);
  }

  /** Adds a problem of the training's own group by its display id. */
  async addFromGroup(actor: Actor, tid: number, problemId: string): Promise<void> {
    const { repo, access, problems } = this.deps;
    const training = await access.admin(actor, tid);
    const problem = await problems.rowByProblemId(problemId);
    if (!problem || !toBool(training.isGroup) || problem.gid !== training.gid || problem.auth === ProblemAuth.Contest) {
      throw AppError.notFound('groupContent.problemNotInGroup', { problemId });
    }
    await this.requireUsable(actor, problem, training);
    if (await repo.problemByPid(tid, problem.id)) throw AppError.fail('training.problemAlreadyIn');
    await repo.insertProblem({ tid, pid: problem.id, displayId: problem.problemId, rank: (await repo.maxProblemRank(tid)) + 1 });
  }

  async update(actor: Actor, dto: TrainingDto): Promise<void> {
    const tid = dto.training.id;
    if (tid == null) throw AppError.fail('training.fieldRequired', { field: 'training.id' });
    await this.deps.access.admin(actor, tid);
    await this.deps.repo.update(tid, await this.validate(dto));
  }

  /** Group disband: the group's trainings stay with their records but are hidden. */
  hideGroup = (gid: number) => this.deps.repo.hideGroup(gid);

  async delete(tid: number): Promise<void> {
    if (!(await this.deps.repo.findById(tid))) throw AppError.notFound('training.notFound');
    await this.deps.repo.delete(tid);
  }

  async changeStatus(actor: Actor, tid: number, status: boolean): Promise<void> {
    await this.deps.access.admin(actor, tid);
    await this.deps.repo.update(tid, { status: fromBool(status) });
  }

  /** queryExisted: the training's problems in display order; otherwise public problems not yet in it. */
  async problemList(
    actor: Actor,
    q: { tid: number; currentPage: number; limit: number; keyword?: string; queryExisted?: boolean },
  ) {
    const { repo, access, problems, problemAdmin } = this.deps;
    await access.admin(actor, q.tid);
    const links = await repo.problemsOf([q.tid]);
    const trainingProblemMap: Record<string, TrainingProblemEntity> = Object.fromEntries(
      links.map((l) => [String(l.pid), toTrainingProblemEntity(l)]),
    );
    if (!q.queryExisted) {
      const problemList = await problemAdmin.list(actor, {
        currentPage: q.currentPage,
        limit: q.limit,
        keyword: q.keyword,
        auth: ProblemAuth.Public,
        excludeIds: links.map((l) => Number(l.pid)),
      });
      return { problemList, trainingProblemMap };
    }
    const rows = new Map((await problems.rowsByIds(links.map((l) => Number(l.pid)))).map((p) => [p.id, p]));
    const needle = q.keyword?.toLowerCase();
    const matching = links.filter((l) => {
      const p = rows.get(Number(l.pid));
      return p && (!needle || [l.displayId, p.problemId, p.title].some((s) => s.toLowerCase().includes(needle)));
    });
    const slice = matching.slice((q.currentPage - 1) * q.limit, q.currentPage * q.limit);
    // A training admin who does not manage a problem gets it without checker and judge-only files.
    const entities = await problems.entitiesFor(
      actor,
      slice.map((l) => rows.get(Number(l.pid))!),
    );
    const problemList: Page<ProblemEntity> = toPage(entities, matching.length, q.currentPage, q.limit);
    return { problemList, trainingProblemMap };
  }

  async addFromPublic(actor: Actor, body: { tid: number; pid: number; displayId?: string | null }): Promise<void> {
    const { repo, access, problems } = this.deps;
    const training = await access.admin(actor, body.tid);
    const problem = await problems.byId(body.pid);
    if (!problem) throw AppError.notFound('problem.notFound');
    if (problem.auth !== ProblemAuth.Public || toBool(problem.isGroup)) throw AppError.fail('training.problemNotPublic');
    await this.requireUsable(actor, problem, training);
    if (await repo.problemByPid(body.tid, body.pid)) throw AppError.fail('training.problemAlreadyIn');
    // New problems go last; the display order is changed afterwards with the problem's rank.
    await repo.insertProblem({
      tid: body.tid,
      pid: body.pid,
      displayId: body.displayId || problem.problemId,
      rank: (await repo.maxProblemRank(body.tid)) + 1,
    });
  }

  /**
   * A remote judge site's problem into the training (HOJ's importTrainingRemoteOJProblem): a problem
   * imported before is used as it is, else it is read from its site and saved; it goes last, as a
   * picked public problem does, shown by its problem id.
   */
  async importRemote(actor: Actor, q: { tid: number; name: string; problemId: string }): Promise<void> {
    const { repo, access, problems, remote: remoteProblems } = this.deps;
    const training = await access.admin(actor, q.tid);
    if (!remoteProblems) throw AppError.fail('remoteJudge.unsupported', { name: q.name });
    const known = await problems.rowByProblemId(remoteProblems.problemIdOf(q.name, q.problemId));
    if (known) await this.requireUsable(actor, known, training);
    const { pid, problemId } = known
      ? { pid: known.id, problemId: known.problemId }
      : await remoteProblems.importProblem(actor, q.name, q.problemId);
    if (await repo.problemByPid(q.tid, pid)) throw AppError.fail('training.problemAlreadyIn');
    await repo.insertProblem({ tid: q.tid, pid, displayId: problemId, rank: (await repo.maxProblemRank(q.tid)) + 1 });
  }

  async updateProblem(actor: Actor, body: { tid: number; pid: number; displayId?: string | null; rank?: number }): Promise<void> {
    await this.deps.access.admin(actor, body.tid);
    const link = await this.deps.repo.problemByPid(body.tid, body.pid);
    if (!link) throw AppError.notFound('training.problemNotInTraining', { problemId: body.pid });
    await this.deps.repo.updateProblem(link.id, body.tid, {
      displayId: body.displayId || link.displayId,
      rank: body.rank ?? Number(link.rank),
    });
  }

  /** With tid: out of that training (its records go with it). Without: the problem itself (root and problem admins). */
  async deleteProblem(actor: Actor, pid: number, tid: number | undefined): Promise<void> {
    if (tid === undefined) {
      await this.deps.problemAdmin.delete(pid);
      return;
    }
    await this.deps.access.admin(actor, tid);
    if (!(await this.deps.repo.problemByPid(tid, pid)))
      throw AppError.notFound('training.problemNotInTraining', { problemId: pid });
    await this.deps.repo.deleteProblem(tid, pid);
  }

  /** The problem module's one gate for a problem entering a training (ProblemService.requireUsable). */
  private requireUsable(actor: Actor, problem: ProblemRow, training: { isGroup: number; gid: number | null }): Promise<void> {
    return this.deps.problems.requireUsable(actor, problem, {
      kind: 'training',
      gid: toBool(training.isGroup) ? training.gid : null,
    });
  }

  async addCategory(body: { name: string; color: string }): Promise<TrainingCategory> {
    if (await this.deps.repo.findCategoryByName(body.name))
      throw AppError.fail('training.categoryNameTaken', { name: body.name });
    return toTrainingCategory(await this.deps.repo.insertCategory({ name: body.name, color: body.color }));
  }

  async updateCategory(body: { id: number; name: string; color: string }): Promise<void> {
    if (!(await this.deps.repo.findCategory(body.id))) throw AppError.notFound('training.categoryNotFound');
    const same = await this.deps.repo.findCategoryByName(body.name);
    if (same && same.id !== body.id) throw AppError.fail('training.categoryNameTaken', { name: body.name });
    await this.deps.repo.updateCategory(body.id, { name: body.name, color: body.color });
  }

  async deleteCategory(id: number): Promise<void> {
    if (!(await this.deps.repo.findCategory(id))) throw AppError.notFound('training.categoryNotFound');
    const count = await this.deps.repo.countWithCategory(id);
    if (count > 0) throw AppError.fail('training.categoryInUse', { count });
    await this.deps.repo.deleteCategory(id);
  }

  /** The form rules of spec 3 §5: rank, title, description and an existing category required; a password for a private training. */
  private async validate(
    dto: TrainingDto,
  ): Promise<Omit<TrainingValues, 'author' | 'uid' | 'isGroup' | 'gid' | 'gmtCreate' | 'gmtModified'>> {
    const t = dto.training;
    const title = t.title?.trim();
    const description = t.description?.trim();
    if (t.rank == null) throw AppError.fail('training.fieldRequired', { field: 'rank' });
    if (!title) throw AppError.fail('training.fieldRequired', { field: 'title' });
    if (!description) throw AppError.fail('training.fieldRequired', { field: 'description' });
    const categoryId = dto.trainingCategory?.id;
    if (categoryId == null) {
      const any = (await this.deps.repo.categories()).length > 0;
      throw AppError.fail(any ? 'training.fieldRequired' : 'training.categoryMissing', { field: 'trainingCategory' });
    }
    if (!(await this.deps.repo.findCategory(categoryId))) throw AppError.fail('training.categoryNotFound');
    const pwd = t.privatePwd?.trim() ?? '';
    if (t.auth === TrainingAuth.Private && pwd === '') throw AppError.fail('training.passwordRequired');
    return {
      title,
      description,
      auth: t.auth,
      privatePwd: t.auth === TrainingAuth.Private ? pwd : null,
      status: fromBool(t.status),
      rank: Math.min(Math.max(t.rank, TrainingLimits.rankMin), TrainingLimits.rankMax),
      categoryId,
    };
  }
}
