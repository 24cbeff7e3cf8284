import type { FastifyInstance } from 'fastify';
import { adminCcsPackage, adminCcsScrollBoard } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { route } from '../../http/route';
import type { CcsPackageService } from './ccs-package';

export interface CcsPackageRouteDeps {
  ccsPackage: CcsPackageService;
  /** Throws unless the caller administers the contest (404 unknown, 403 not its admin). */
  contestAdmin: (actor: Actor, cid: number) => Promise<unknown>;
}

/** `GET /api/admin/contest/ccs-package?cid=`: the contest package zip; `ccs-scroll-board`: its data for the scroll board. For the contest's admins. */
export function ccsPackageRoutes(app: FastifyInstance, { ccsPackage, contestAdmin }: CcsPackageRouteDeps): void {
  route(app, adminCcsPackage, async ({ actor, query, reply }) => {
    await contestAdmin(actor, query.cid);
    const { filename, zip } = await ccsPackage.build(query.cid, actor.uid);
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`);
    reply.header('Access-Control-Expose-Headers', 'Content-disposition,Content-Type');
    return reply.send(zip);
  });
  route(app, adminCcsScrollBoard, async ({ actor, query }) => {
    await contestAdmin(actor, query.cid);
    return ccsPackage.scrollBoardData(query.cid, actor.uid);
  });
}
