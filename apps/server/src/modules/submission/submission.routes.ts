import type { FastifyInstance } from 'fastify';
import {
  cancelJudge,
  checkSubmissionsStatus,
  getAllCaseResult,
  getLastAcCode,
  getSubmissionDetail,
  getSubmissionList,
  getUserProblemStatus,
  manualJudge,
  rejudge,
  rejudgeContestProblem,
  resubmit,
  submitProblemJudge,
  updateSubmission,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { SubmissionAdminService } from './submission-admin.service';
import type { SubmissionService } from './submission.service';

/** Submitting, the status list, submission details, per-problem status marks and the admin's judge operations. */
export function submissionRoutes(
  app: FastifyInstance,
  { submissions, submissionAdmin }: { submissions: SubmissionService; submissionAdmin: SubmissionAdminService },
): void {
  route(app, submitProblemJudge, ({ actor, body, req }) => submissions.submit(actor, body, req.ip ?? null));
  route(app, getSubmissionList, ({ actor, query }) => submissions.page(actor, query));
  route(app, getSubmissionDetail, ({ actor, query }) => submissions.detail(actor, query.submitId));
  route(app, getAllCaseResult, ({ actor, query }) => submissions.caseResults(actor, query.submitId));
  route(app, checkSubmissionsStatus, ({ actor, body }) => submissions.statuses(actor, body.submitIds, body.cid));
  route(app, resubmit, ({ actor, query }) => submissions.resubmit(actor, query.submitId));
  route(app, updateSubmission, async ({ actor, body }) => {
    const shared = await submissions.share(actor, body.submitId, body.share);
    return new Answer(null, shared ? 'submission.shared' : 'submission.unshared');
  });

  route(app, getUserProblemStatus, ({ actor, body }) => submissions.userStatus(actor, body));
  route(app, getLastAcCode, ({ actor, query }) => submissions.lastAcCode(actor, query.pid, query.cid));

  route(app, rejudge, async ({ query }) => new Answer(await submissionAdmin.rejudge(query.submitId), 'submission.rejudged'));
  route(app, rejudgeContestProblem, async ({ query }) => {
    await submissionAdmin.rejudgeContestProblem(query.cid, query.pid);
    return new Answer(null, 'submission.rejudged');
  });
  route(
    app,
    manualJudge,
    async ({ query }) =>
      new Answer(await submissionAdmin.manual(query.submitId, query.status, query.score), 'submission.manualOk'),
  );
  route(app, cancelJudge, async ({ query }) => new Answer(await submissionAdmin.cancel(query.submitId), 'submission.cancelled'));
}
