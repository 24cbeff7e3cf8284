import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  adminAddProblem,
  adminAddTag,
  adminAddTagClassification,
  adminChangeProblemAuth,
  adminDeleteProblem,
  adminDeleteTag,
  adminDeleteTagClassification,
  adminGetProblem,
  adminGetProblemCases,
  adminGetProblemList,
  adminGetTagClassification,
  adminUpdateProblem,
  adminUpdateTag,
  adminUpdateTagClassification,
  getLanguages,
  getProblemCodeTemplate,
  getProblemDetail,
  getProblemLanguages,
  uploadTestcaseZip,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { readUploadToFile } from '../../http/multipart';
import { route } from '../../http/route';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ProblemAdminService } from './problem-admin.service';
import type { ProblemService } from './problem.service';
import type { TagAdminService } from './tag-admin.service';
import { DEFAULT_ZIP_LIMITS, type ZipLimits, readTestcaseZip } from './testcase-zip';
import type { TestdataUploads } from './testdata-uploads';

/** The zip as sent (compressed); what it expands to is capped by ZipLimits and the quotas. */
export const TESTCASE_ZIP_MAX_BYTES = 512 * 1024 * 1024;

export interface ProblemServices {
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  tags: TagAdminService;
  store: TestdataStore;
  testdataUploads: TestdataUploads;
  tmpRoot: string;
  zipLimits?: ZipLimits;
}

/** The problem page, the admin problem editor, tags and test-data uploads. */
export function problemRoutes(app: FastifyInstance, deps: ProblemServices): void {
  const { problems, problemAdmin, tags } = deps;
  route(app, getProblemDetail, ({ actor, query }) => problems.page(actor, query.problemId, query.gid));
  route(app, getLanguages, ({ query }) => problems.languages(query));
  route(app, getProblemLanguages, ({ actor, query }) => problems.problemLanguages(actor, query.pid));
  route(app, getProblemCodeTemplate, ({ actor, query }) => problems.codeTemplates(actor, query.pid));

  route(app, adminGetProblemList, ({ actor, query }) => problemAdmin.list(actor, query));
  route(app, adminGetProblem, ({ actor, query }) => problemAdmin.get(actor, query.pid));
  route(app, adminAddProblem, async ({ actor, body }) => {
    await problemAdmin.create(actor, body);
  });
  route(app, adminUpdateProblem, async ({ actor, body }) => {
    await problemAdmin.update(actor, body);
  });
  route(app, adminDeleteProblem, async ({ query }) => {
    await problemAdmin.delete(query.pid);
    return new Answer(null, 'problem.deleted');
  });
  route(app, adminGetProblemCases, ({ actor, query }) => problemAdmin.cases(actor, query.pid, query.isUpload));

  route(app, adminChangeProblemAuth, async ({ actor, body }) => {
    await problems.changeAuth(actor, body.id, body.auth);
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

  route(app, uploadTestcaseZip, async ({ actor, query, req }) => {
    if (!(await problems.mayUploadTestdata(actor, query.gid))) throw AppError.noPermission();
    const uploads = deps.testdataUploads;
    // Before the body is read: a used-up quota, or a zip (Content-Length) larger than what is left.
    const room = await uploads.room(actor, query.gid ?? null);
    const overQuota = room.bytes < TESTCASE_ZIP_MAX_BYTES;
    const target = (filename: string) => {
      if (!/\.zip$/i.test(filename)) throw AppError.fail('problem.zipOnly');
      return path.join(deps.tmpRoot, `upload-${randomBytes(8).toString('hex')}.zip`);
    };
    const zip = await readUploadToFile(
      req,
      'file',
      target,
      Math.min(TESTCASE_ZIP_MAX_BYTES, room.bytes),
      overQuota
        ? room.limitedBy === 'group'
          ? 'problem.testdataQuotaGroupZip'
          : 'problem.testdataQuotaUserZip'
        : 'problem.zipUploadTooLarge',
    );
    let token: string | null = null;
    try {
      // The quota is held against the declared sizes (reserve); yauzl stops an entry that outgrows its declaration.
      const cases = await readTestcaseZip(zip.path, query.mode, deps.store, deps.zipLimits ?? DEFAULT_ZIP_LIMITS, (declared) => {
        token = uploads.reserve(room, declared);
      });
      uploads.finish(token!, cases);
      return {
        fileList: cases.map((c) => ({
          input: c.input,
          output: c.output,
          ...(c.groupNum !== undefined ? { groupNum: c.groupNum } : {}),
        })),
        fileListDir: token!,
      };
    } catch (err) {
      uploads.drop(token);
      throw err;
    } finally {
      rmSync(zip.path, { force: true });
    }
  });
}
