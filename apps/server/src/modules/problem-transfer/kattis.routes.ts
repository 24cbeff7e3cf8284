import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportKattisProblem, importKattisProblem } from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { readUploadToFile } from '../../http/multipart';
import { route } from '../../http/route';
import type { TestdataStore } from '../../infra/testdata-store';
import { randomName } from '../file/image-type';
import { ImportArchive } from './archive-reader';
import { readKattis } from './import-kattis';
import type { CheckerCompiler } from './import-polygon';
import type { KattisExportService } from './export-kattis';
import type { ProblemImportService } from './problem-import.service';
import { IMPORT_ZIP_MAX_BYTES } from './problem-transfer.routes';

/** Kattis / ICPC packages in (answering the problem ids made) and out (one problem per zip). */
export function kattisRoutes(
  app: FastifyInstance,
  deps: {
    importer: ProblemImportService;
    kattisExporter: KattisExportService;
    store: TestdataStore;
    tmpRoot: string;
    checkerCompiler?: CheckerCompiler | null;
  },
): void {
  route(app, importKattisProblem, async ({ actor, lang, req }) => {
    const target = path.join(deps.tmpRoot, randomName('zip'));
    const file = await readUploadToFile(req, 'file', target, IMPORT_ZIP_MAX_BYTES, 'problemBank.uploadTooLarge');
    let zip: ImportArchive | null = null;
    try {
      if (!/\.zip$/i.test(file.filename)) throw AppError.fail('problemBank.wrongFileType', { expected: '.zip' });
      zip = await ImportArchive.open(file.path);
      const pids = await deps.importer.commit(actor, lang, await readKattis(zip, deps.store, deps.checkerCompiler ?? undefined));
      return new Answer({ problemIds: pids }, 'problemBank.importDone', { count: pids.length });
    } finally {
      zip?.close();
      rmSync(file.path, { force: true });
    }
  });
  route(app, exportKattisProblem, async ({ query, reply }) => {
    const { filename, stream } = await deps.kattisExporter.packageZip(query.pid);
    reply.header('Content-Type', 'application/x-download');
    reply.header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`);
    reply.header('Access-Control-Expose-Headers', 'Content-disposition,Content-Type');
    reply.send(stream);
  });
}
