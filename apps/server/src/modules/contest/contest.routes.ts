import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkContestAcInfo,
  checkContestPrintStatus,
  checkContestSubmissionsStatus,
  downloadContestAcSubmission,
  downloadContestPrintText,
  downloadContestRank,
  getContestOutsideScoreboard,
  getContestOutsizeInfo,
  getContestRank,
  getContestAcInfo,
  getContestAccess,
  getContestAnnouncement,
  getContestInfo,
  getContestList,
  getContestNotReadAnnouncement,
  getContestPrint,
  getContestProblem,
  getContestProblemDetails,
  getContestScrollBoardInfo,
  getContestScrollBoardSubmission,
  getContestSubmissions,
  getContestUpsolve,
  registerContest,
  submitPrintText,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import type { GuessLimiter } from '../../infra/rate-limit';
import { route } from '../../http/route';
import type { SubmissionService } from '../submission/submission.service';
import type { ContestBoardService } from './contest-board.service';
import type { ContestHelperService } from './contest-helper.service';
import { contestStreamRoutes } from './contest-stream.routes';
import type { ContestSubmissionService } from './contest-submission.service';
import type { ContestUpsolve } from './contest-upsolve';
import type { ContestService } from './contest.service';
import type { VirtualBoard } from './virtual-board';
import { virtualRoutes } from './virtual.routes';
import type { VirtualService } from './virtual.service';

export interface ContestRouteServices {
  contests: ContestService;
  contestHelpers: ContestHelperService;
  contestSubmissions: ContestSubmissionService;
  contestBoards: ContestBoardService;
  contestUpsolve: ContestUpsolve;
  submissions: SubmissionService;
  guesses: GuessLimiter;
  virtuals: VirtualService;
  virtualBoard: VirtualBoard;
}

/** Downloads as HOJ sends them (contract §1.7): attachment, application/x-download. */
export function sendDownload(reply: FastifyReply, filename: string, data: Buffer | string | NodeJS.ReadableStream): void {
  reply.header('Content-Type', 'application/x-download');
  reply.header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`);
  reply.header('Access-Control-Expose-Headers', 'Content-disposition,Content-Type');
  reply.send(data);
}

/** The contestant's calls and the contest helpers (contract §2.5). */
export function contestRoutes(
  app: FastifyInstance,
  {
    contests,
    contestHelpers,
    contestSubmissions,
    contestBoards,
    contestUpsolve,
    submissions,
    guesses,
    virtuals,
    virtualBoard,
  }: ContestRouteServices,
): void {
  const updated = () => new Answer(null, 'contest.updated');

  route(app, getContestList, ({ query }) => contests.list(query));
  route(app, getContestInfo, ({ actor, query }) => contests.info(actor, query.cid));
  route(app, registerContest, async ({ actor, body, req }) => {
    await guesses.guard({ object: `contest:${body.cid}`, uid: actor.uid, ip: req.ip }, 'contest.wrongPassword', () =>
      contests.register(actor, body.cid, body.password),
    );
    return new Answer(null, 'contest.registered');
  });
  route(app, getContestAccess, ({ actor, query }) => contests.access(actor, query.cid));
  route(app, getContestProblem, ({ actor, query }) => contests.problems(actor, query.cid, query.containsEnd ?? false));
  route(app, getContestProblemDetails, ({ actor, query }) =>
    contests.problemDetails(actor, query.cid, query.displayId, query.containsEnd ?? false),
  );
  route(app, getContestAnnouncement, ({ actor, query }) => contests.announcements(actor, query));
  route(app, getContestNotReadAnnouncement, ({ actor, body }) =>
    contests.unreadAnnouncements(actor, body.cid, body.readAnnouncementList),
  );

  route(
    app,
    getContestSubmissions,
    async ({ actor, query }) => (await virtuals.ownList(actor, query)) ?? contestSubmissions.list(actor, query),
  );
  // One status check for contest and other submissions: the submission module applies the contest's view.
  route(app, checkContestSubmissionsStatus, ({ actor, body }) => submissions.statuses(actor, body.submitIds, body.cid));
  route(app, downloadContestAcSubmission, async ({ actor, query, reply }) => {
    const { filename, stream } = await contestSubmissions.acceptedZip(actor, query);
    sendDownload(reply, filename, stream);
  });

  route(app, getContestRank, ({ actor, body }) =>
    body.virtual ? virtualBoard.rank(actor, body) : contestBoards.rank(actor, body),
  );
  route(app, getContestUpsolve, ({ actor, query }) => contestUpsolve.summary(actor, query.cid));
  virtualRoutes(app, { virtuals, virtualBoard });
  route(app, getContestOutsizeInfo, ({ actor, query }) => contestBoards.outsideInfo(actor, query.cid));
  route(app, getContestOutsideScoreboard, ({ actor, body }) => contestBoards.outside(actor, body));
  contestStreamRoutes(app, { contestBoards });
  route(app, downloadContestRank, async ({ actor, query, reply }) => {
    const { filename, text } = await contestBoards.csv(actor, query);
    sendDownload(reply, filename, text);
  });

  route(app, submitPrintText, async ({ actor, body }) => {
    await contestHelpers.submitPrint(actor, body.cid, body.content);
  });
  route(app, getContestPrint, ({ actor, query }) => contestHelpers.prints(actor, query));
  route(app, checkContestPrintStatus, async ({ actor, query }) => {
    await contestHelpers.markPrinted(actor, query.id, query.cid);
    return updated();
  });
  route(app, downloadContestPrintText, async ({ actor, query, reply }) => {
    const { filename, text } = await contestHelpers.printText(actor, query.id);
    sendDownload(reply, filename, text);
  });
  route(app, getContestAcInfo, ({ actor, query }) => contestHelpers.acInfo(actor, query));
  route(app, checkContestAcInfo, async ({ actor, body }) => {
    await contestHelpers.checkAcInfo(actor, body);
    return updated();
  });
  route(app, getContestScrollBoardInfo, ({ actor, query }) => contestHelpers.scrollBoardInfo(actor, query.cid));
  route(app, getContestScrollBoardSubmission, ({ actor, query }) =>
    contestHelpers.scrollBoardSubmissions(actor, query.cid, query.removeStar ?? false),
  );
}
