import type { Core } from '../core';
import { AnswerCache } from '../infra/answer-cache';
import type { ProblemBankService } from '../modules/problem-bank/problem-bank.service';
import type { ProblemRepository } from '../modules/problem/problem.repository';
import type { ProblemService } from '../modules/problem/problem.service';
import type { TagAdminService } from '../modules/problem/tag-admin.service';
import type { SubmissionRepository } from '../modules/submission/submission.repository';
import type { SubmissionService } from '../modules/submission/submission.service';

/**
 * Whole pages of the two lists (and problem pages), kept until a row they show changes (several
 * processes share the generation on PostgreSQL): which change empties which cache.
 */
export function keepListAnswers(
  core: Core,
  s: {
    problemRepo: ProblemRepository;
    tags: TagAdminService;
    submissionRepo: SubmissionRepository;
    bank: ProblemBankService;
    problems: ProblemService;
    submissions: SubmissionService;
  },
): void {
  const answerKv = core.database.dialect.name === 'sqlite' ? {} : { kv: core.kv };
  const problemListAnswers = new AnswerCache('problem-list', answerKv);
  const submissionListAnswers = new AnswerCache('submission-list', answerKv);
  s.problemRepo.onChange(() => (problemListAnswers.bump(), submissionListAnswers.bump()));
  s.tags.onChange(problemListAnswers.bump);
  s.submissionRepo.onChange((c) => {
    // Problem pages and the problem list show counts: a share flag or Pending → Judging moves none.
    if (c.kind !== 'share' && !(c.kind === 'status' && !c.verdict)) problemListAnswers.bump();
    submissionListAnswers.bump();
  });
  s.bank.keepAnswersIn(problemListAnswers);
  s.problems.keepPagesIn(problemListAnswers);
  s.submissions.keepAnswersIn(submissionListAnswers);
}
