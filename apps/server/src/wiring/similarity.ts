import type { Db } from '../db/database';
import type { Actor } from '../http/actor';
import type { UserDirectory } from '../modules/account/user-directory';
import type { ContestAccess } from '../modules/contest/contest-access';
import type { ContestRepository, ContestRow } from '../modules/contest/contest.repository';
import { nonCountingUids } from '../modules/contest/contest-window';
import type { ProblemService } from '../modules/problem/problem.service';
import { SimilarityRepository } from '../modules/similarity/similarity.repository';
import { SimilarityService } from '../modules/similarity/similarity.service';
import type { SubmissionReads } from '../modules/submission/scoped-reads';

/** Similarity reports (Dolos in a worker thread): the contest's admin check, problems and templates through their owners. */
export function buildSimilarity(deps: {
  db: Db;
  contestAccess: ContestAccess;
  contestRepo: ContestRepository;
  users: UserDirectory;
  submissionReads: SubmissionReads;
  problems: ProblemService;
}): SimilarityService {
  const { contestAccess, contestRepo, users } = deps;
  return new SimilarityService({
    repo: new SimilarityRepository(deps.db),
    contests: {
      admin: (actor: Actor, cid: number) => contestAccess.admin(actor, cid),
      problems: (cid: number) => contestRepo.problems(cid),
      nonCounting: (contest: ContestRow) => nonCountingUids(users, contest),
    },
    reads: deps.submissionReads,
    templates: deps.problems,
  });
}
