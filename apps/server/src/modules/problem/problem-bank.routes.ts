import type { FastifyInstance } from 'fastify';
import {
  adminAddTag, adminAddTagClassification, adminChangeProblemAuth, adminDeleteTag, adminDeleteTagClassification,
  adminGetTagClassification, adminUpdateTag, adminUpdateTagClassification, getAllProblemTags, getProblemList,
  getProblemTags, getProblemTagsAndClassification, getRandomProblem, getRecentUpdatedProblem,
} from '@verdict/shared';
import type { Core } from '../../core';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { Judging } from '../judge/judging.module';
import { mdUploadRoutes } from './md-upload.routes';
import { ProblemBankService } from './problem-bank.service';
import { problemTransferRoutes } from './problem-transfer.routes';
import { TagAdminService } from './tag-admin.service';

/** The problem bank, tags, markdown uploads and import/export (registered once in app.ts). */
export function problemBankRoutes(app: FastifyInstance, core: Core, judging: Judging): void {
  const { db, dialect } = core.database;
  const bank = new ProblemBankService(db, dialect, judging.problems);
  const tags = new TagAdminService(db);

  route(app, getProblemList, ({ query }) => bank.list(query));
  route(app, getRandomProblem, () => bank.random());
  route(app, getRecentUpdatedProblem, () => bank.recentUpdated());
  route(app, getAllProblemTags, ({ query }) => bank.allTags(query.oj));
  route(app, getProblemTagsAndClassification, ({ query }) => bank.tagsAndClassification(query.oj));
  route(app, getProblemTags, ({ actor, query }) => bank.problemTags(actor, query.pid));
  route(app, adminChangeProblemAuth, async ({ actor, body }) => {
    await bank.changeAuth(actor, body.id, body.auth);
    return new Answer(null, 'problemBank.authChanged');
  });

  route(app, adminAddTag, ({ body }) => tags.createTag(body));
  route(app, adminUpdateTag, async ({ body }) => {
    await tags.updateTag(body);
    return new Answer(null, 'problemBank.updated');
  });
  route(app, adminDeleteTag, async ({ query }) => {
    await tags.deleteTag(query.tid);
    return new Answer(null, 'problemBank.deleted');
  });
  route(app, adminGetTagClassification, ({ query }) => tags.listClassifications(query.oj));
  route(app, adminAddTagClassification, ({ body }) => tags.createClassification(body));
  route(app, adminUpdateTagClassification, async ({ body }) => {
    await tags.updateClassification(body);
    return new Answer(null, 'problemBank.updated');
  });
  route(app, adminDeleteTagClassification, async ({ query }) => {
    await tags.deleteClassification(query.tcid);
    return new Answer(null, 'problemBank.deleted');
  });

  mdUploadRoutes(app, core);
  problemTransferRoutes(app, core, judging);
}
