import type { FastifyInstance } from 'fastify';
import {
  addBalloonRunner,
  getBalloonSettings,
  getContestBalloons,
  rebuildContestBalloons,
  removeBalloonRunner,
  setBalloonDelivered,
  updateBalloonSettings,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { BalloonService } from './balloon.service';

/** The runner page (a contest's admins and runners) and the contest admin's balloon settings and runners. */
export function balloonRoutes(app: FastifyInstance, { balloons }: { balloons: BalloonService }): void {
  route(app, getContestBalloons, ({ actor, query }) => balloons.list(actor, query));
  route(app, setBalloonDelivered, async ({ actor, body }) => {
    await balloons.setDelivered(actor, body);
    return new Answer(null, body.delivered ? 'balloon.delivered' : 'balloon.undelivered');
  });
  route(app, getBalloonSettings, ({ actor, query }) => balloons.settings(actor, query.cid));
  route(app, updateBalloonSettings, async ({ actor, body }) => {
    await balloons.setDuringFreeze(actor, body.cid, body.duringFreeze);
    return new Answer(null, 'balloon.settingsSaved');
  });
  route(app, addBalloonRunner, async ({ actor, body }) => {
    await balloons.addRunner(actor, body.cid, body.username);
    return new Answer(null, 'balloon.runnerAdded');
  });
  route(app, removeBalloonRunner, async ({ actor, query }) => {
    await balloons.removeRunner(actor, query.cid, query.uid);
    return new Answer(null, 'balloon.runnerRemoved');
  });
  route(app, rebuildContestBalloons, async ({ actor, body }) => {
    const count = await balloons.rebuild(actor, body.cid);
    return new Answer(null, 'balloon.rebuilt', { count });
  });
}
