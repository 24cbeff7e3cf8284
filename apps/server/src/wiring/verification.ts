import type { Core } from '../core';
import type { FileService } from '../modules/file/file.service';
import type { Judging } from '../modules/judge/judging';
import { compileChecker } from '../modules/judge/judge.routes';
import type { ProblemAdminService } from '../modules/problem/problem-admin.service';
import type { ProblemService } from '../modules/problem/problem.service';
import type { TestdataUploads } from '../modules/problem/testdata-uploads';
import { KattisExportService } from '../modules/problem-transfer/export-kattis';
import { ProblemExportService } from '../modules/problem-transfer/problem-export.service';
import { ProblemImportService } from '../modules/problem-transfer/problem-import.service';
import { VerificationRepository } from '../modules/verification/verification.repository';
import { VerificationService } from '../modules/verification/verification.service';
import { latestAcceptedCode } from '../modules/submission/accepted-code';

/**
 * Problem import, export and package verification: the importer hands bundled submissions to verification,
 * which takes the editor's admin check, the judge spec and languages of problem, and the judge engine.
 * The Kattis export takes the author's latest accepted code from the submissions.
 */
export function buildTransfer(
  core: Core,
  deps: {
    judging: Judging;
    problems: ProblemService;
    problemAdmin: ProblemAdminService;
    files: FileService;
    uploads: TestdataUploads;
  },
) {
  const { judging, problems, problemAdmin, files, uploads } = deps;
  const db = core.database.db;
  const verification = new VerificationService({
    repo: new VerificationRepository(db),
    managed: async (actor, pid) => ({ timeLimit: (await problemAdmin.get(actor, pid)).timeLimit }),
    judgeSpec: (pid) => problems.judgeSpec(pid),
    languages: async () => new Set((await problems.localLanguageIds()).keys()),
    engine: judging.engine,
    setTimeLimit: async (pid, ms) => {
      await problems.setTimeLimit(pid, ms);
    },
  });
  /** A package's checker, interactor or output validator compiled before anything is written (problem-transfer's CheckerCompiler). */
  const checkerCompiler = async (code: string, language: string, extraFiles: Record<string, string>) => {
    await compileChecker(judging, code, language, extraFiles);
  };
  const importer = new ProblemImportService({ problems, problemAdmin, files, uploads, verifier: verification });
  const exporter = new ProblemExportService(problems, core.testdata);
  const kattisExporter = new KattisExportService(problems, core.testdata, (pid, username) =>
    latestAcceptedCode(db, pid, username),
  );
  return { importer, exporter, kattisExporter, verification, checkerCompiler };
}
