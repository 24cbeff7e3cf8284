import type { FastifyInstance } from 'fastify';
import { insertBatchUser } from '@verdict/shared';
import { route } from '../../http/route';
import type { UserBatchService } from '../account/user-batch.service';

/** User management of the back office (contract §2.12, permission user_admin). */
export function adminUserRoutes(app: FastifyInstance, { userBatch }: { userBatch: UserBatchService }): void {
  route(app, insertBatchUser, ({ lang, body }) => userBatch.insertBatch(lang, body.users));
}
