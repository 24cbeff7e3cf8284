import type { FastifyInstance } from 'fastify';
import { getVirtualParticipation, startVirtualParticipation } from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { VirtualBoard } from './virtual-board';
import type { VirtualService } from './virtual.service';

export interface VirtualRouteServices {
  virtuals: VirtualService;
  virtualBoard: VirtualBoard;
}

/** Virtual participation (issue 24.1): its state and start; the board and own lists ride on the contest calls' `virtual` flag. */
export function virtualRoutes(app: FastifyInstance, { virtuals }: VirtualRouteServices): void {
  route(app, getVirtualParticipation, ({ actor, query }) => virtuals.state(actor, query.cid));
  route(
    app,
    startVirtualParticipation,
    async ({ actor, body }) => new Answer(await virtuals.start(actor, body.cid), 'virtual.started'),
  );
}
