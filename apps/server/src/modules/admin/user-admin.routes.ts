import type { FastifyInstance } from 'fastify';
import { insertBatchUser } from '@verdict/shared';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { UserAdminRepository } from './user-admin.repository';
import { UserAdminService } from './user-admin.service';

/** User management of the back office (contract §2.12, permission user_admin). */
export function adminUserRoutes(app: FastifyInstance, core: Core): void {
  const users = new UserAdminService(new UserAdminRepository(core.database.db));
  route(app, insertBatchUser, ({ lang, body }) => users.insertBatch(lang, body.users));
}
