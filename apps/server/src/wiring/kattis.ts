import type { Core } from '../core';
import { AppError } from '../http/app-error';
import type { Judging } from '../modules/judge/judging';
import type { ProblemService } from '../modules/problem/problem.service';
import { KattisExportService } from '../modules/problem-transfer/export-kattis';
import type { CompileValidator } from '../modules/problem-transfer/import-kattis';
import { latestAcceptedCode } from '../modules/submission/accepted-code';

/**
 * What the Kattis package routes need from other modules: the judge compiles a package's output
 * validator while importing (one that does not compile refuses the import; without a sandbox at
 * hand the check is left to judging), and the export takes the author's latest accepted code.
 */
export function kattisWiring(core: Core, s: { judging: Judging; problems: ProblemService }) {
  const compileValidator: CompileValidator = async (code, language, extraFiles) => {
    const engine = s.judging.engine.current;
    if (!engine) return;
    const r = await engine.compileCheck(code, language, extraFiles);
    if (!r.ok && !r.isSandboxUnavailable) throw AppError.fail('problem.compileFailed', { message: r.message });
  };
  const kattisExporter = new KattisExportService(s.problems, core.testdata, (pid, username) =>
    latestAcceptedCode(core.database.db, pid, username),
  );
  return { compileValidator, kattisExporter };
}
