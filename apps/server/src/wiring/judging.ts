import type { Core } from '../core';
import { BusSubmissionEvents, InProcessSubmissionEvents, type SubmissionEvents } from '../infra/submission-events';
import { ContestRepository } from '../modules/contest/contest.repository';
import { ContestSealSource } from '../modules/contest/contest-seals';
import { GroupRepository } from '../modules/group/group.repository';
import { GroupService } from '../modules/group/group-service';
import { JudgeHostRegistry } from '../modules/judge/hosts';
import { Judging } from '../modules/judge/judging';
import { DatabaseJudgeQueue } from '../modules/judge/queue';
import { RedisJudgeQueue } from '../modules/judge/redis-queue';
import { judgeWorkers } from '../modules/judge/workers';
import { ProblemRepository } from '../modules/problem/problem.repository';
import { ProblemService } from '../modules/problem/problem.service';
import { SubmissionRecords } from '../modules/submission/submission-records.service';
import { SubmissionRepository } from '../modules/submission/submission.repository';
import { VerdictService } from '../modules/submission/verdict.service';
import { VisibleVerdicts } from '../modules/submission/visible-verdicts';

export interface JudgingOptions {
  /** A judge host relays its events to the API processes (modules/judge/remote-task.ts). */
  events?: (local: SubmissionEvents) => SubmissionEvents;
}

export type JudgingServices = ReturnType<typeof buildJudging>;

/**
 * What judging needs and no more: the submission records the verdicts go to, the problems the
 * tasks are read from, the queue and the judge module. A judge host (judge-host.ts) builds only
 * this; an API process builds it first and the other modules on top (wiring/services.ts).
 */
export function buildJudging(core: Core, opts: JudgingOptions = {}) {
  const { db, dialect } = core.database;
  // Scaled mode (REDIS_URL): events cross processes on the bus, jobs go through BullMQ.
  const local = core.bus ? new BusSubmissionEvents(core.bus) : new InProcessSubmissionEvents();
  const events = opts.events ? opts.events(local) : local;

  // groups: who stands how to which group (resolved once per request, read through access/group-policy.ts by every module with group items)
  const groupRepo = new GroupRepository(db, dialect);
  const groups = new GroupService(groupRepo);

  // submission records first: problems count verdicts through them
  const submissionRepo = new SubmissionRepository(db, dialect);
  // what contest seals hide counts in no figure a visitor sees (the contest module reports its seals)
  const visibleVerdicts = new VisibleVerdicts(new ContestSealSource(new ContestRepository(db, dialect)));
  const records = new SubmissionRecords(submissionRepo, visibleVerdicts);

  // problem
  const problemRepo = new ProblemRepository(db, dialect);
  const problems = new ProblemService({ repo: problemRepo, store: core.testdata, counts: records, groups });

  // judge (the queue is the submissions' dispatch)
  const queue = core.redis ? new RedisJudgeQueue(core.redis) : new DatabaseJudgeQueue(db);
  const verdicts = new VerdictService({ repo: submissionRepo, dispatch: queue, events });
  const judging = new Judging({
    queue,
    events,
    verdicts,
    problems,
    concurrency: judgeWorkers(core.config),
    hosts: new JudgeHostRegistry(db),
  });

  return { events, groupRepo, groups, submissionRepo, visibleVerdicts, records, problemRepo, problems, queue, verdicts, judging };
}

/** Ends the queue's connection (BullMQ on Redis; the database queue holds none). */
export async function closeQueue(queue: JudgingServices['queue']): Promise<void> {
  if (queue instanceof RedisJudgeQueue) await queue.close();
}
