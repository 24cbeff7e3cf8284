import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { submissionProgress } from '@verdict/shared';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ProblemService } from '../problem/problem.service';
import type { JudgeHostInfo } from './hosts';
import type { RemoteJudgeSpec } from './remote-task';

const HASH = /^[0-9a-f]{64}$/;

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Compares digests, so neither the token's length nor its first wrong byte shows in the time taken. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/**
 * Judge-only calls (`/api/judge-host/*`, our own paths, not HOJ's): what a separate judge host
 * needs to judge a problem — its spec with test data and checker named by content hash, and the
 * blobs behind those hashes. Authenticated with the shared secret VERDICT_JUDGE_TOKEN as a bearer
 * token; without that setting the calls do not exist. Hashes are checked against /^[0-9a-f]{64}$/
 * before any path is built, so no request reaches outside the test-data store.
 */
export function judgeHostRoutes(
  app: FastifyInstance,
  deps: {
    problems: ProblemService;
    store: TestdataStore;
    judgeToken: string | null;
    hosts: () => Promise<JudgeHostInfo[]>;
    events: SubmissionEvents;
  },
): void {
  const { problems, store, judgeToken } = deps;
  if (!judgeToken) return;
  const fail = (reply: FastifyReply, code: number, msg: string) => reply.code(code).send({ status: code, msg, data: null });
  const authorised = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const header = req.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (tokenMatches(given, judgeToken)) return true;
    void fail(reply, 401, 'judge token missing or wrong');
    return false;
  };

  app.get<{ Params: { pid: string } }>('/api/judge-host/spec/:pid', async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const pid = Number(req.params.pid);
    if (!Number.isSafeInteger(pid) || pid <= 0) return fail(reply, 400, 'pid must be a positive integer');
    const spec = await problems.judgeSpec(pid);
    if ('reason' in spec) return { status: 200, msg: 'success', data: { reason: spec.reason } };
    const { checkerCode, ...problem } = spec.problem;
    const data: RemoteJudgeSpec = {
      caseMode: spec.caseMode,
      problem: { ...problem, checkerHash: checkerCode === null ? null : sha256(checkerCode) },
      // The store names every file by its content hash (TestdataStore.pathOf).
      cases: spec.cases.map(({ inputPath, outputPath, ...c }) => ({
        ...c,
        inputHash: path.basename(inputPath),
        outputHash: path.basename(outputPath),
      })),
    };
    return { status: 200, msg: 'success', data };
  });

  app.get<{ Params: { hash: string } }>('/api/judge-host/data/:hash', async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const { hash } = req.params;
    if (!HASH.test(hash)) return fail(reply, 400, 'not a content hash');
    if (!store.has(hash)) return fail(reply, 404, 'no such test data');
    return reply.type('application/octet-stream').send(createReadStream(store.pathOf(hash)));
  });

  // Checker and interactor sources live in the problem row; the host names the problem and the hash it was told.
  app.get<{ Params: { hash: string }; Querystring: { pid?: string } }>('/api/judge-host/program/:hash', async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const { hash } = req.params;
    const pid = Number(req.query.pid);
    if (!HASH.test(hash) || !Number.isSafeInteger(pid) || pid <= 0)
      return fail(reply, 400, 'a content hash and a pid are needed');
    const spec = await problems.judgeSpec(pid);
    const code = 'reason' in spec ? null : spec.problem.checkerCode;
    if (code === null || sha256(code) !== hash) return fail(reply, 404, 'no such program');
    return reply.type('text/plain; charset=utf-8').send(code);
  });

  // Progress a host judged, for this process's live streams and boards (relayed when there is no shared event bus).
  const relayed = z.object({ events: z.array(submissionProgress).max(1000) });
  app.post('/api/judge-host/events', async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    const body = relayed.safeParse(req.body);
    if (!body.success) return fail(reply, 400, 'events: a list of {submitId, status, done, total}');
    for (const e of body.data.events) deps.events.publish(e);
    return { status: 200, msg: 'success', data: null };
  });

  app.get('/api/judge-host/hosts', async (req, reply) => {
    if (!authorised(req, reply)) return reply;
    return { status: 200, msg: 'success', data: await deps.hosts() };
  });
}
