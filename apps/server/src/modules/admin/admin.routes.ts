import type { FastifyInstance } from 'fastify';
import {
  deleteUser,
  editUser,
  endSession,
  generateUser,
  generateUserExcel,
  getDashboardInfo,
  getDashboardSessions,
  getDbAndRedisConfig,
  getJudgeServiceInfo,
  getServiceInfo,
  setDbAndRedisConfig,
  getSessionList,
  getUserJobProgress,
  getUserList,
  importUserCsv,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { readUploadBuffer } from '../../http/multipart';
import { route } from '../../http/route';
import type { UserAdminService } from '../account/user-admin.service';
import type { UserJobs } from '../account/user-jobs';
import type { DashboardService, JudgeState } from './dashboard.service';
import { type JudgeHostState, dbAndCacheConfig, judgeServiceInfo, serviceInfo } from './system-info';

/** 10,000 rows of seven fields stay far below this. */
const CSV_MAX_BYTES = 8 * 1024 * 1024;

export interface AdminServices {
  userAdmin: UserAdminService;
  userJobs: UserJobs;
  dashboard: DashboardService;
  /** Process facts the service panels show. */
  system: {
    database: string;
    judge: () => JudgeState;
    goJudgeUrl: string | null;
    /** Every judging process with a heartbeat (the judge module's registry). */
    judgeHosts?: () => Promise<JudgeHostState[]>;
    databaseUrl: string | null;
    sqliteFile: string;
    redisUrl: string | null;
  };
}

/** The back office's users, sessions, dashboard and service panels (contract §2.12). */
export function adminRoutes(app: FastifyInstance, { userAdmin, userJobs, dashboard, system }: AdminServices): void {
  route(app, getUserList, ({ query }) => userAdmin.list(query));
  route(app, editUser, ({ actor, body }) => userAdmin.edit(actor, body));
  route(app, deleteUser, ({ actor, body }) => userAdmin.delete(actor, body.ids));
  route(app, importUserCsv, async ({ lang, actor, req }) => {
    const file = await readUploadBuffer(req, 'file', CSV_MAX_BYTES, 'adminUser.csvTooLarge');
    const started = await userJobs.importCsv(lang, actor.uid, file.data);
    return new Answer(started, 'adminUser.jobStarted', { count: started.total });
  });
  route(app, generateUser, async ({ lang, actor, body }) => {
    const started = await userJobs.generate(lang, actor.uid, body);
    return new Answer(started, 'adminUser.jobStarted', { count: started.total });
  });
  route(app, getUserJobProgress, ({ actor, query }) => userJobs.progress(actor.uid, query.key));
  route(app, generateUserExcel, async ({ actor, query, reply }) => {
    const data = await userJobs.excel(actor.uid, query.key);
    return (
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        // No quotes: HOJ's client takes everything after `filename=` as the name (the name has no space or `;`).
        .header('Content-Disposition', `attachment; filename=users-${query.key.slice(0, 8)}.xlsx`)
        .header('Cache-Control', 'no-store')
        .send(data)
    );
  });

  route(app, getDashboardInfo, ({ lang }) => dashboard.info(lang));
  route(app, getDashboardSessions, ({ actor }) => userAdmin.previousSession(actor));
  route(app, getSessionList, ({ query }) => userAdmin.sessions(query));
  route(app, endSession, ({ query }) => userAdmin.endSession(query.id));

  route(app, getServiceInfo, ({ req }) => serviceInfo(system.database, req.socket.localPort ?? 0));
  route(app, getJudgeServiceInfo, async () =>
    judgeServiceInfo(system.judge(), system.goJudgeUrl, (await system.judgeHosts?.()) ?? []),
  );
  route(app, getDbAndRedisConfig, () => dbAndCacheConfig(system));
  route(app, setDbAndRedisConfig, () => {
    throw AppError.fail('admin.dbConfiguredAtStart');
  });
}
