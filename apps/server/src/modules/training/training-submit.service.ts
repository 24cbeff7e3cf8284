import { ProblemAuth } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ProblemService } from '../problem/problem.service';
import type { TrainingScope, TrainingSubmitTarget } from '../submission/training-scope';
import type { TrainingAccess } from './training-access';
import type { TrainingRepository } from './training.repository';

/** The training's side of submitting (the submission module's TrainingScope). */
export class TrainingSubmitService implements TrainingScope {
  constructor(private readonly deps: { repo: TrainingRepository; access: TrainingAccess; problems: ProblemService }) {}

  /** The problem by its problemId (or the training's display id), if it belongs to the training the caller may enter. */
  async forSubmit(actor: Actor, tid: number, problemId: string): Promise<TrainingSubmitTarget> {
    const { repo, access, problems } = this.deps;
    const { training, admin } = await access.entry(actor, tid);
    const links = await repo.problemsOf([training.id]);
    const rows = await problems.rowsByIds(links.map((l) => Number(l.pid)));
    const needle = problemId.toLowerCase();
    const problem =
      rows.find((p) => p.problemId.toLowerCase() === needle) ??
      rows.find((p) => links.some((l) => Number(l.pid) === p.id && l.displayId.toLowerCase() === needle));
    if (!problem) throw AppError.notFound('training.problemNotInTraining', { problemId });
    // A group training also offers its own group's problems; the submission is filed under the problem's group then.
    const ownGroup = toBool(training.isGroup) && training.gid != null && problem.gid === training.gid;
    if ((problem.auth !== ProblemAuth.Public || (toBool(problem.isGroup) && !ownGroup)) && !admin)
      throw AppError.forbidden('submission.problemNotPublic');
    // Work done in a group's training is the group's: filed under it, it shows in the group's status list and rank
    // (and, like every group submission, not in the global ranks).
    const gid = toBool(training.isGroup) && training.gid != null ? Number(training.gid) : problems.scopeOf(problem);
    return { pid: problem.id, displayPid: problem.problemId, gid, languages: await problems.languageNames(problem.id) };
  }
}
