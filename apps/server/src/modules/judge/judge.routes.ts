import type { FastifyInstance } from 'fastify';
import { adminCompileInteractive, adminCompileSpj, getTestJudgeResult, submitProblemTestJudge } from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { SubmissionRecords } from '../submission/submission-records.service';
import type { SubmissionService } from '../submission/submission.service';
import type { CustomTestService } from './custom-test.service';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ProblemService } from '../problem/problem.service';
import { judgeHostRoutes } from './host-api.routes';
import type { Judging } from './judging';
import { sseRoutes } from './sse.routes';

/** Compiles a checker or interactor in the sandbox; the answer's message says how it went. */
export async function compileChecker(
  judging: Judging,
  code: string,
  language: string,
  extraFiles: Record<string, string> | null | undefined,
) {
  const engine = judging.engine.current;
  if (!engine) throw AppError.fail('problem.judgeUnavailable', { reason: judging.engine.unavailableReason });
  const result = await engine.compileCheck(code, language, extraFiles ?? {});
  if (result.isSandboxUnavailable) throw AppError.fail('problem.judgeUnavailable', { reason: result.message });
  if (!result.ok) throw AppError.fail('problem.compileFailed', { message: result.message });
  return new Answer(null, 'problem.compileOk');
}

/** Calls that run code in the sandbox outside the queue (custom tests, checker compilation) and live progress. */
export function judgeRoutes(
  app: FastifyInstance,
  deps: {
    judging: Judging;
    customTests: CustomTestService;
    records: SubmissionRecords;
    submissions: SubmissionService;
    events: SubmissionEvents;
    problems: ProblemService;
    store: TestdataStore;
    judgeToken: string | null;
  },
): void {
  const { judging, customTests } = deps;
  route(app, submitProblemTestJudge, ({ actor, body }) => customTests.start(actor, body));
  route(app, getTestJudgeResult, ({ actor, query }) => customTests.result(actor, query.testJudgeKey));

  const compile = (code: string, language: string, extraFiles: Record<string, string> | null | undefined) =>
    compileChecker(judging, code, language, extraFiles);
  route(app, adminCompileSpj, ({ body }) => compile(body.code, body.language, body.extraFiles));
  route(app, adminCompileInteractive, ({ body }) => compile(body.code, body.language, body.extraFiles));

  sseRoutes(app, deps);
  judgeHostRoutes(app, {
    problems: deps.problems,
    store: deps.store,
    judgeToken: deps.judgeToken,
    hosts: () => judging.hosts(),
    events: deps.events,
  });
}
