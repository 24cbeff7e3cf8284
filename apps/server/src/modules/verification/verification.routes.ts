import type { FastifyInstance } from 'fastify';
import { getProblemVerification, listUnverifiedProblems, rerunProblemVerification } from '@verdict/shared';
import { route } from '../../http/route';
import type { VerificationService } from './verification.service';

/** A problem's verification report and its rerun (the problem's admins, as in the editor). */
export function verificationRoutes(app: FastifyInstance, { verification }: { verification: VerificationService }): void {
  route(app, getProblemVerification, ({ actor, query }) => verification.report(actor, query.pid));
  route(app, rerunProblemVerification, ({ actor, body }) => verification.rerun(actor, body.pid));
  route(app, listUnverifiedProblems, async ({ query }) => [...(await verification.unverified(query.pids))]);
  // The submission being judged finishes before the server closes its database.
  app.addHook('onClose', async () => verification.stop());
}
