import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminAddProblem, adminAddTag, adminAddTagClassification, adminChangeProblemAuth, adminDeleteProblem, adminDeleteTag,
  adminDeleteTagClassification, adminGetProblem, adminGetProblemCases, adminGetProblemList, adminGetTagClassification,
  adminUpdateProblem, adminUpdateTag, adminUpdateTagClassification, getLanguages, getProblemCodeTemplate, getProblemDetail,
  getProblemLanguages, uploadTestcaseZip,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { TestdataStore } from '../../infra/testdata-store';
import type { ProblemAdminService } from './problem-admin.service';
import type { ProblemService } from './problem.service';
import type { TagAdminService } from './tag-admin.service';
import { type ZipLimits, readTestcaseZip, saveUploadManifest } from './testcase-zip';

export interface ProblemServices {
  problems: ProblemService;
  problemAdmin: ProblemAdminService;
  tags: TagAdminService;
  store: TestdataStore;
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
    const zipFile = await receiveZip(req, deps.tmpRoot);
    try {
      const cases = await readTestcaseZip(zipFile, query.mode, deps.store, deps.zipLimits);
      const fileListDir = saveUploadManifest(deps.tmpRoot, cases);
      return { fileList: cases.map((c) => ({ input: c.input, output: c.output, ...(c.groupNum !== undefined ? { groupNum: c.groupNum } : {}) })), fileListDir };
    } finally {
      rmSync(zipFile, { force: true });
    }
  });
}

/** Streams the multipart `file` to a temp file (the zip reader needs random access). */
async function receiveZip(req: FastifyRequest, tmpRoot: string): Promise<string> {
  if (!req.isMultipart()) throw AppError.fail('problem.uploadFileMissing');
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw AppError.fail('problem.uploadFileMissing');
  if (!/\.zip$/i.test(part.filename)) {
    part.file.resume();
    throw AppError.fail('problem.zipOnly');
  }
  const target = path.join(tmpRoot, `upload-${randomBytes(8).toString('hex')}.zip`);
  try {
    await pipeline(part.file, createWriteStream(target));
  } catch (err) {
    rmSync(target, { force: true });
    throw err;
  }
  if (part.file.truncated) {
    rmSync(target, { force: true });
    throw AppError.fail('problem.zipTooLarge', { reason: 'the upload exceeds the size limit' });
  }
  return target;
}
