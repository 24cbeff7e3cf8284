import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Lang,
  downloadTestcase,
  exportProblem,
  importFpsProblem,
  importHydroProblem,
  importPolygonProblem,
  importProblem,
  importQdojProblem,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { Answer, AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { TestdataStore } from '../../infra/testdata-store';
import { randomName } from '../file/image-type';
import { ImportArchive } from './archive-reader';
import { readFps } from './import-fps';
import { readHoj } from './import-hoj';
import { readHydro } from './import-hydro';
import { type CheckerCompiler, readPolygon } from './import-polygon';
import { readQdu } from './import-qdu';
import { readUploadToFile } from '../../http/multipart';
import type { ProblemExportService } from './problem-export.service';
import type { ImportCandidate, ProblemImportService } from './problem-import.service';

/** Import uploads: a zip may carry a whole problem set's test data; an FPS file embeds it as text. */
export const IMPORT_ZIP_MAX_BYTES = 512 * 1024 * 1024;
export const IMPORT_XML_MAX_BYTES = 256 * 1024 * 1024;

type ZipReader = (zip: ImportArchive, store: TestdataStore) => Promise<ImportCandidate[]>;

/** Problem import (HOJ, QDU, Hydro, Polygon zips and FPS XML), export, and test-data download. */
export function problemTransferRoutes(
  app: FastifyInstance,
  {
    importer,
    exporter,
    store,
    tmpRoot,
    checkerCompiler = null,
  }: {
    importer: ProblemImportService;
    exporter: ProblemExportService;
    store: TestdataStore;
    tmpRoot: string;
    /** Polygon checkers and interactors are compiled before anything is written. */
    checkerCompiler?: CheckerCompiler | null;
  },
): void {
  const commit = async (actor: Actor, lang: Lang, candidates: ImportCandidate[]) => {
    const pids = await importer.commit(actor, lang, candidates);
    return new Answer(null, 'problemBank.importDone', { count: pids.length });
  };
  const importZip =
    (reader: ZipReader) =>
    async ({ actor, lang, req }: { actor: Actor; lang: Lang; req: FastifyRequest }) => {
      const file = await readUploadToFile(
        req,
        'file',
        path.join(tmpRoot, randomName('zip')),
        IMPORT_ZIP_MAX_BYTES,
        'problemBank.uploadTooLarge',
      );
      let zip: ImportArchive | null = null;
      try {
        if (!/\.zip$/i.test(file.filename)) throw AppError.fail('problemBank.wrongFileType', { expected: '.zip' });
        zip = await ImportArchive.open(file.path);
        return await commit(actor, lang, await reader(zip, store));
      } finally {
        zip?.close();
        rmSync(file.path, { force: true });
      }
    };

  route(app, importProblem, importZip(readHoj));
  route(app, importQdojProblem, importZip(readQdu));
  route(app, importHydroProblem, importZip(readHydro));
  route(
    app,
    importPolygonProblem,
    importZip((zip, s) => readPolygon(zip, s, checkerCompiler)),
  );
  route(app, importFpsProblem, async ({ actor, lang, req }) => {
    // To disk, then parsed as a stream: a 256 MB file never sits whole in memory.
    const target = (filename: string) => {
      if (!/\.xml$/i.test(filename)) throw AppError.fail('problemBank.wrongFileType', { expected: '.xml' });
      return path.join(tmpRoot, randomName('xml'));
    };
    const file = await readUploadToFile(req, 'file', target, IMPORT_XML_MAX_BYTES, 'problemBank.uploadTooLarge');
    try {
      return await commit(actor, lang, await readFps(path.basename(file.filename), file.path, store));
    } finally {
      rmSync(file.path, { force: true });
    }
  });

  route(app, exportProblem, async ({ query, reply }) => {
    sendZip(reply, `problem_export_${Date.now()}.zip`, await exporter.exportZip(query.pid));
  });
  route(app, downloadTestcase, async ({ actor, query, reply }) => {
    const { filename, stream } = await exporter.testcaseZip(actor, query.pid);
    sendZip(reply, filename, stream);
  });
}

/** Downloads as HOJ sends them (contract §1.7): attachment, application/x-download; the zip is piped as it is made. */
function sendZip(reply: FastifyReply, filename: string, zip: Readable): void {
  reply.header('Content-Type', 'application/x-download');
  reply.header('Content-Disposition', `attachment;filename=${encodeURIComponent(filename)}`);
  reply.header('Access-Control-Expose-Headers', 'Content-disposition,Content-Type');
  reply.send(zip);
}
