import { createHash } from 'node:crypto';
import type { LanguageDefinition } from './languages';
import type { SandboxClient } from './sandbox/client';
import { SandboxError } from './sandbox/client';
import type { SandboxFile } from './sandbox/types';

const MB = 1024 * 1024;
/** Compiler messages are cut here: enough for the first errors, small enough for a DB column. */
export const COMPILE_MESSAGE_MAX = 64 * 1024;

/**
 * `final`: the compiler ran to its end and refused the source — the same source and options are
 * refused again, so the refusal may be cached. A compile cut by a limit (time under load, memory)
 * or a compiler killed by a signal may pass next time: not final.
 */
export type CompileResult = { ok: true; fileId: string } | { ok: false; message: string; final?: boolean };

/**
 * The compiler ran out of wall-clock time with CPU time to spare: the machine was overloaded (other
 * compiles and runs on its cores), not the source too heavy to compile. Not the student's Compile
 * Error and not a verdict: the submission is judged again (the worker pool retries it, and reports a
 * System Error only after its tries run out).
 */
export class CompileTimeoutError extends SandboxError {
  constructor(message: string) {
    super(message);
    this.name = 'CompileTimeoutError';
  }
}

/** Cache key: everything that changes the produced binary. */
export function programKey(role: string, lang: LanguageDefinition, source: string, extraFiles: Record<string, string>): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([role, lang.name, lang.compile.args, lang.compile.env, lang.sourceName]));
  h.update('\0').update(source);
  for (const name of Object.keys(extraFiles).sort()) h.update('\0').update(name).update('\0').update(extraFiles[name]);
  return h.digest('hex');
}

/** Extra files land in /w next to the source; reject names that could step outside it. */
export function safeExtraFiles(files: Record<string, string>): Record<string, SandboxFile> {
  const out: Record<string, SandboxFile> = {};
  for (const [name, content] of Object.entries(files)) {
    if (!name || name.startsWith('/') || name.split('/').some((part) => part === '..' || part === '')) {
      throw new SandboxError(`invalid extra file name: ${JSON.stringify(name)}`);
    }
    out[name] = { content };
  }
  return out;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n… (truncated)` : text;
}

/**
 * Compiles `source` in the sandbox and leaves the executable in go-judge's file store.
 * A failing compile is a result (CE); a rejected request throws SandboxError (SE), a failed
 * sandbox SandboxUnavailableError (retried later).
 */
export async function compileInSandbox(
  sandbox: SandboxClient,
  lang: LanguageDefinition,
  source: string,
  extraFiles: Record<string, string>,
): Promise<CompileResult> {
  const spec = lang.compile;
  const [result] = await sandbox.run({
    cmd: [
      {
        args: spec.args,
        env: spec.env,
        files: [{ content: '' }, { name: 'stdout', max: spec.outputLimitBytes }, { name: 'stderr', max: spec.outputLimitBytes }],
        cpuLimit: spec.cpuLimitMs * 1e6,
        clockLimit: spec.clockLimitMs * 1e6,
        memoryLimit: spec.memoryLimitMb * MB,
        stackLimit: 256 * MB,
        procLimit: 128,
        copyIn: { ...safeExtraFiles(extraFiles), [lang.sourceName]: { content: source } },
        copyOutCached: [lang.executableName],
      },
    ],
  });
  const output = [result.files?.stdout ?? '', result.files?.stderr ?? ''].filter((s) => s.trim()).join('\n');
  if (result.status === 'Accepted') {
    const fileId = result.fileIds?.[lang.executableName];
    if (!fileId) throw new SandboxError('Executable file not found after compilation.');
    return { ok: true, fileId };
  }
  if (result.status === 'Time Limit Exceeded' && result.time < spec.cpuLimitMs * 1e6) {
    const cpu = (result.time / 1e9).toFixed(1);
    throw new CompileTimeoutError(
      `system time-out: the compiler was stopped by its wall-clock limit (${spec.clockLimitMs / 1000} s) after ${cpu} s of CPU time — the judge was overloaded`,
    );
  }
  const reason: Record<string, string> = {
    'Time Limit Exceeded': `Compilation exceeded the time limit (${spec.cpuLimitMs / 1000} s).`,
    'Memory Limit Exceeded': `Compilation exceeded the memory limit (${spec.memoryLimitMb} MB).`,
    'Output Limit Exceeded': 'Compilation produced too much output.',
  };
  const note = reason[result.status] ?? (output ? '' : `Compiler exited with ${result.exitStatus}.`);
  const final = result.status === 'Nonzero Exit Status' && !/signal|internal compiler error/i.test(output);
  return { ok: false, message: cut([output, note].filter(Boolean).join('\n'), COMPILE_MESSAGE_MAX), final };
}
