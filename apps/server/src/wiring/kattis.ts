import { AppError } from '../http/app-error';
import type { Judging } from '../modules/judge/judging';
import type { CompileValidator } from '../modules/problem-transfer/import-kattis';

/**
 * A Kattis package's output validator compiled by the judge while importing, so one that does not
 * compile refuses the import. Without a sandbox at hand the check is left to judging.
 */
export function validatorCompiler(judging: Judging): CompileValidator {
  return async (code, language, extraFiles) => {
    const engine = judging.engine.current;
    if (!engine) return;
    const r = await engine.compileCheck(code, language, extraFiles);
    if (!r.ok && !r.isSandboxUnavailable) throw AppError.fail('problem.compileFailed', { message: r.message });
  };
}
