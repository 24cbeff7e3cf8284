import type { FastifyInstance } from 'fastify';
import { adminImportRemoteOjProblem, adminRemoteJudgeSites } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { RemoteJudgeService } from './remote-judge.service';
import { type RemoteImportDeps, importRemoteProblem } from './remote-import';

/** Remote judging's admin calls: a site's problem imported, and the sites with their accounts. */
export function remoteJudgeRoutes(
  app: FastifyInstance,
  s: { remoteJudge: RemoteJudgeService; remoteImport: RemoteImportDeps },
): void {
  route(app, adminImportRemoteOjProblem, async ({ actor, query }) => {
    const r = await importRemoteProblem(s.remoteImport, actor, query.name, query.problemId);
    return new Answer(null, r.created ? 'remoteJudge.imported' : 'remoteJudge.reimported', { problemId: r.problemId });
  });
  route(app, adminRemoteJudgeSites, () => s.remoteJudge.sites());
}
