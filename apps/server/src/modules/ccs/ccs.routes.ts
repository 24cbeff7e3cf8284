import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CCS_API_VERSION,
  CCS_API_VERSION_URL,
  ccsAccessInfo,
  ccsApiInfo,
  ccsCollection,
  ccsContestInfo,
  ccsContests,
  ccsObject,
  ccsOwnAccount,
  ccsPostClarification,
  ccsScoreboardInfo,
  ccsStateInfo,
  ccsSubmissionFiles,
} from '@verdict/shared';
import { ZipFile } from 'yazl';
import { route } from '../../http/route';
import { accessOf } from './ccs-access';
import { isScored } from './ccs-config';
import { fileExtension, languageIds } from './ccs-format';
import { type CcsCredentials, CcsHttpError, callerOf, filterByIds, notFound, sendError, sendJson } from './ccs-http';
import type { CcsObjectsService, CcsType } from './ccs-objects';
import { withinGroup } from './ccs-scoreboard';
import { CCS_COLLECTIONS } from './ccs-viewer';
import type { CcsService } from './ccs.service';

export interface CcsRouteDeps {
  ccs: CcsService;
  ccsObjects: CcsObjectsService;
  account: CcsCredentials;
  /** A submission with its code (ContestRecords.find). */
  contestRecords: {
    find(submitId: number): Promise<{ cid: number; uid: string; code: string; language: string } | undefined>;
  };
}

const COLLECTIONS = CCS_COLLECTIONS;

type Params = { cid?: string; type?: string; id?: string };

const cidOf = (req: FastifyRequest): number => {
  const raw = (req.params as Params).cid ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound('contest');
  return Number(raw);
};

/** The ICPC Contest API (2023-06) under /api/ccs: plain JSON, HTTP Basic authentication, `{code, message}` failures. */
export function ccsRoutes(app: FastifyInstance, deps: CcsRouteDeps): void {
  const { ccs, ccsObjects, account } = deps;
  const handle =
    (fn: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async ({ req, reply }: { req: FastifyRequest; reply: FastifyReply }) => {
      try {
        const data = await fn(req, reply);
        if (!reply.sent) sendJson(reply, data);
      } catch (err) {
        sendError(reply, err, req.lang);
      }
    };
  const contextOf = async (req: FastifyRequest) => ccs.context(await callerOf(req, account), cidOf(req));

  route(
    app,
    ccsApiInfo,
    handle(async () => ({ version: CCS_API_VERSION, version_url: CCS_API_VERSION_URL, provider: { name: 'Verdict' } })),
  );
  route(
    app,
    ccsContests,
    handle(async (req) => {
      await callerOf(req, account);
      return ccs.contests();
    }),
  );
  route(
    app,
    ccsContestInfo,
    handle(async (req) => (await ccsObjects.listIn(await contextOf(req), 'contests'))[0]?.data),
  );
  route(
    app,
    ccsAccessInfo,
    handle(async (req) => {
      const ctx = await contextOf(req);
      return accessOf(ctx.viewer, isScored(ctx));
    }),
  );
  route(
    app,
    ccsStateInfo,
    handle(async (req) => (await ccsObjects.listIn(await contextOf(req), 'state'))[0]?.data),
  );
  route(
    app,
    ccsScoreboardInfo,
    handle(async (req) => {
      const ctx = await contextOf(req);
      const board = await ccsObjects.scoreboard(ctx);
      const groupId = (req.query as { group_id?: unknown } | undefined)?.group_id;
      if (groupId === undefined) return board;
      // A group's scoreboard: the board's rows of the group's teams, ranked among themselves in the board's order.
      const groups = await ccsObjects.listIn(ctx, 'groups');
      if (typeof groupId !== 'string' || !groups.some((g) => g.id === groupId))
        throw new CcsHttpError(400, `unknown group ${String(groupId)}`);
      return withinGroup(board, new Set(ctx.teams.filter((t) => t.groupIds.includes(groupId)).map((t) => t.id)));
    }),
  );
  route(
    app,
    ccsOwnAccount,
    handle(async (req) => {
      const ctx = await contextOf(req);
      if (ctx.viewer.role === 'public') throw new CcsHttpError(404, 'no account: not authenticated as a team or admin');
      const uid = ctx.viewer.uid;
      const own = (await ccsObjects.listIn(ctx, 'accounts')).find((a) => a.id === uid);
      if (!own) throw notFound('account');
      return own.data;
    }),
  );
  route(
    app,
    ccsCollection,
    handle(async (req) => {
      const type = (req.params as Params).type as CcsType;
      if (!COLLECTIONS.includes(type)) throw notFound('endpoint');
      const list = await ccsObjects.listIn(await contextOf(req), type);
      return filterByIds(list, (req.query ?? {}) as Record<string, unknown>).map((o) => o.data);
    }),
  );
  route(
    app,
    ccsObject,
    handle(async (req) => {
      const { type, id } = req.params as Params;
      if (!COLLECTIONS.includes(type as CcsType)) throw notFound('endpoint');
      const list = await ccsObjects.listIn(await contextOf(req), type as CcsType);
      const found = list.find((o) => o.id === id);
      if (!found) throw notFound(type === 'judgement-types' ? 'judgement type' : (type ?? 'object').replace(/s$/, ''));
      return found.data;
    }),
  );
  route(
    app,
    ccsSubmissionFiles,
    handle(async (req, reply) => {
      const ctx = await contextOf(req);
      const id = (req.params as Params).id ?? '';
      const listed = (await ccsObjects.listIn(ctx, 'submissions')).find((o) => o.id === id);
      const v = ctx.viewer;
      // The source is the CCS admin's and the submitting team's only.
      if (!listed || v.role === 'public' || (v.role === 'team' && listed.data.team_id !== v.teamId)) throw notFound('submission');
      const row = await deps.contestRecords.find(Number(id));
      if (!row || Number(row.cid) !== ctx.contest.id) throw notFound('submission');
      const languageId = languageIds([row.language]).get(row.language) ?? 'source';
      const name =
        languageId.startsWith('java') || languageId.startsWith('kotlin')
          ? `Main.${fileExtension(languageId)}`
          : `main.${fileExtension(languageId)}`;
      const zip = await zipOf(name, row.code);
      reply.code(200).header('Content-Disposition', `attachment; filename="files.zip"`).type('application/zip').send(zip);
    }),
  );
  route(
    app,
    ccsPostClarification,
    handle(async (req, reply) => {
      const ctx = await contextOf(req);
      if (ctx.viewer.role === 'public' && !req.headers.authorization)
        throw new CcsHttpError(401, 'sign in (HTTP Basic) to send clarifications');
      const clar = await ccs.postClarification(ctx, req.body);
      const obj = (await ccsObjects.listIn(ctx, 'clarifications')).find((o) => o.id === clar.id);
      reply.header('Location', `/api/ccs/contests/${ctx.contest.id}/clarifications/${clar.id}`);
      sendJson(reply, obj?.data ?? { id: clar.id }, 201);
    }),
  );
}

function zipOf(name: string, text: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
