import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { JudgeStatus } from '@verdict/shared';
import { caseScore, finalResult } from './aggregate';
import { runStandardCase, type CaseContext, type CaseRun } from './case-runner';
import { runCasesByMode, type CaseJudgedOutcome } from './case-modes';
import { groupDependencies } from './group-dependencies';
import { CompileTimeoutError, compileInSandbox, programKey, safeExtraFiles, type CompileResult } from './compiler';
import { runCustomTest } from './custom-test';
import { runInteractiveCase } from './interactive';
import { runKattisInteractiveCase } from './kattis-validator';
import { findCheckerLanguage, findLanguage, scalesLimits, type LanguageDefinition } from './languages';
import type { ContentFiles } from './file-store-cache';
import { ExpectedOutputCache } from './expected-output-cache';
import { ProgramCache } from './program-cache';
import { MissingFileError, SandboxClient, SandboxUnavailableError } from './sandbox/client';
import type { SandboxFile } from './sandbox/types';
import type {
  CompileCheckResult,
  CustomTestRequest,
  CustomTestResult,
  JudgeCaseInput,
  JudgeHooks,
  JudgeOutcome,
  JudgeTask,
} from './types';
import type { RunLimits } from './verdict';

export interface JudgeOptions {
  /** Cases of one submission in flight at once (modes that allow it); default CPU count. */
  concurrency?: number;
  /** Compiled programs kept in go-judge's file store. */
  cacheEntries?: number;
  /** Age after which a cached program is rebuilt; keep below go-judge's -file-timeout (2h by default). */
  cacheTtlMs?: number;
  /**
   * Test data through go-judge's file store, uploaded once per content hash, for a go-judge that
   * cannot read the test-data folder. Without it go-judge reads each case file from the host (`src`).
   */
  testData?: ContentFiles;
}

/** Counters for tests and monitoring. */
export interface JudgeStats {
  compiles: number;
  cacheHits: number;
}

/** A compiled program pinned in the cache for the duration of one judge. */
interface Program {
  key: string;
  fileId: string;
}

/** §2 scaling: non-C/C++ languages get double TL and ML (stack is never scaled). */
export function scaledLimits(
  lang: LanguageDefinition,
  p: { timeLimitMs: number; memoryLimitMb: number; stackLimitMb: number; scaleLimits: boolean },
): RunLimits {
  const factor = p.scaleLimits && scalesLimits(lang.name) ? 2 : 1;
  return { timeLimitMs: p.timeLimitMs * factor, memoryLimitMb: p.memoryLimitMb * factor, stackLimitMb: p.stackLimitMb };
}

/** Judges submissions through go-judge; nothing ever runs outside the sandbox. */
export class Judge {
  readonly sandbox: SandboxClient;
  readonly stats: JudgeStats = { compiles: 0, cacheHits: 0 };
  private readonly cache: ProgramCache;
  private readonly concurrency: number;
  private readonly testData: ContentFiles | null;
  private readonly expectedOutputs = new ExpectedOutputCache();

  constructor(sandbox: SandboxClient | string, options: JudgeOptions = {}) {
    this.sandbox = typeof sandbox === 'string' ? new SandboxClient(sandbox) : sandbox;
    this.cache = new ProgramCache(this.sandbox, options.cacheEntries ?? 64, options.cacheTtlMs ?? 90 * 60_000);
    this.concurrency = options.concurrency ?? availableParallelism();
    this.testData = options.testData ?? null;
  }

  /**
   * The verdict of a submission. Throws SandboxUnavailableError when go-judge failed (not a
   * verdict: judge it again once the sandbox is back) and CompileTimeoutError when the compiler was
   * cut by the wall clock with CPU time to spare (judge it again); every other failure is System Error.
   */
  async judge(task: JudgeTask, hooks: JudgeHooks = {}): Promise<JudgeOutcome> {
    try {
      return await this.judgeOnce(task, hooks);
    } catch (err) {
      // A compile cut by the wall clock under load is judged again, like a sandbox failure (issue 28.12).
      if (err instanceof SandboxUnavailableError || err instanceof CompileTimeoutError) throw err;
      // A cached binary vanished (go-judge restarted or expired it): rebuild once.
      if (err instanceof MissingFileError) {
        this.testData?.forgetAll();
        try {
          return await this.judgeOnce(task, hooks);
        } catch (again) {
          if (again instanceof SandboxUnavailableError || again instanceof CompileTimeoutError) throw again;
          return systemError(again);
        }
      }
      return systemError(err);
    }
  }

  /** Resolves when go-judge runs a trivial command; throws SandboxUnavailableError otherwise. */
  async ping(): Promise<void> {
    const [r] = await this.sandbox.run(
      {
        cmd: [
          {
            args: ['/bin/true'],
            env: ['PATH=/usr/bin:/bin'],
            files: [{ content: '' }, { name: 'stdout', max: 1024 }, { name: 'stderr', max: 1024 }],
            cpuLimit: 5e9,
            clockLimit: 10e9,
            memoryLimit: 64 * 1024 * 1024,
            procLimit: 8,
          },
        ],
      },
      15_000,
    );
    if (r.status !== 'Accepted')
      throw new SandboxUnavailableError(`go-judge cannot run programs: ${r.status}${r.error ? `: ${r.error}` : ''}`);
  }

  async customTest(req: CustomTestRequest): Promise<CustomTestResult> {
    const lang = findLanguage(req.language);
    if (!lang)
      return {
        status: JudgeStatus.SystemError,
        time: null,
        memory: null,
        userOutput: '',
        stderr: `Unknown language: ${req.language}`,
      };
    for (let attempt = 0; ; attempt++) {
      let program: Program | null = null;
      try {
        const compiled = await this.compile('user', lang, req.code, req.userExtraFiles);
        if (!compiled.ok)
          return { status: JudgeStatus.CompileError, time: null, memory: null, userOutput: '', stderr: compiled.message };
        program = compiled.program;
        const runtimeFiles = lang.extraFilesAtRuntime ? safeExtraFiles(req.userExtraFiles) : {};
        return await runCustomTest(this.sandbox, lang, program.fileId, runtimeFiles, scaledLimits(lang, req), req);
      } catch (err) {
        if (err instanceof MissingFileError && attempt === 0) {
          if (program) this.cache.invalidate(program.key);
          continue;
        }
        const isSandboxUnavailable = err instanceof SandboxUnavailableError;
        return {
          status: JudgeStatus.SystemError,
          time: null,
          memory: null,
          userOutput: '',
          stderr: errorText(err),
          isSandboxUnavailable,
        };
      } finally {
        if (program) this.cache.release(program.key);
      }
    }
  }

  /**
   * Compiles without running: checker / interactor code when `language` is a checker language
   * (C, C++ and their O2 spellings, compiled as such with `extraFiles` like testlib.h), else user code.
   */
  async compileCheck(code: string, language: string, extraFiles: Record<string, string>): Promise<CompileCheckResult> {
    const checker = findCheckerLanguage(language);
    const lang = checker ?? findLanguage(language);
    if (!lang) return { ok: false, message: `Unknown language: ${language}` };
    try {
      const r = await this.compile(checker ? 'checker' : 'user', lang, code, extraFiles);
      if (!r.ok) return { ok: false, message: r.message };
      this.cache.release(r.program.key);
      return { ok: true, message: '' };
    } catch (err) {
      if (err instanceof SandboxUnavailableError) return { ok: false, message: errorText(err), isSandboxUnavailable: true };
      return { ok: false, message: `System error: ${errorText(err)}` };
    }
  }

  /** Deletes every cached program from go-judge (on shutdown). */
  async dispose(): Promise<void> {
    await this.cache.clear();
  }

  private async compile(
    role: 'user' | 'checker',
    lang: LanguageDefinition,
    code: string,
    extraFiles: Record<string, string>,
  ): Promise<{ ok: true; program: Program } | { ok: false; message: string }> {
    const key = programKey(role, lang, code, extraFiles);
    const r = await this.cache.acquire(key, async (): Promise<CompileResult> => {
      this.stats.compiles++;
      return compileInSandbox(this.sandbox, lang, code, extraFiles);
    });
    if (r.cached) this.stats.cacheHits++;
    if (!r.ok) return { ok: false, message: r.message };
    return { ok: true, program: { key, fileId: r.fileId } };
  }

  private async judgeOnce(task: JudgeTask, hooks: JudgeHooks): Promise<JudgeOutcome> {
    const { problem } = task;
    const lang = findLanguage(task.language);
    if (!lang) return systemError(`Unknown language: ${task.language}`);
    if (task.cases.length === 0) return systemError('The problem has no test cases.');
    const pinned: Program[] = [];
    try {
      await hooks.onPhase?.('compiling');
      const user = await this.compile('user', lang, task.code, problem.userExtraFiles);
      if (!user.ok) {
        return {
          status: JudgeStatus.CompileError,
          score: null,
          oiRankScore: null,
          time: null,
          memory: null,
          errorMessage: user.message,
          cases: [],
        };
      }
      pinned.push(user.program);
      let checkerFileId: string | null = null;
      // A Kattis problem without validator code uses the built-in default output validator.
      const builtIn = problem.judgeMode === 'kattis' && !problem.checkerCode?.trim();
      if (problem.judgeMode !== 'default' && !builtIn) {
        const checkerLang = findCheckerLanguage(problem.checkerLanguage);
        const what = checkerName(problem.judgeMode);
        if (!checkerLang || !problem.checkerCode) return systemError(`The ${what} program code or language is missing.`);
        const checker = await this.compile('checker', checkerLang, problem.checkerCode, problem.judgeExtraFiles);
        if (!checker.ok) return systemError(`The ${what} program failed to compile:\n${checker.message}`);
        pinned.push(checker.program);
        checkerFileId = checker.program.fileId;
      }
      await hooks.onPhase?.('judging');
      const limits = scaledLimits(lang, problem);
      const ctx: CaseContext = {
        sandbox: this.sandbox,
        lang,
        programFileId: user.program.fileId,
        limits,
        problem,
        checkerFileId,
        runtimeFiles: lang.extraFilesAtRuntime ? safeExtraFiles(problem.userExtraFiles) : {},
        caseFile: this.caseFile,
        answer: (path, hash) => this.expectedOutputs.read(path, hash),
      };
      const total = task.cases.length;
      let done = 0;
      const cases = await runCasesByMode(
        problem.judgeCaseMode,
        [...task.cases].sort((a, b) => a.seq - b.seq),
        this.concurrency,
        (c) => this.runOneCase(ctx, c),
        async (o) => {
          done++;
          await hooks.onCaseDone?.(done, total, stripFraction(o));
        },
        groupDependencies(problem.judgeExtraFiles),
      );
      const final = finalResult(problem, problem.judgeCaseMode, cases, limits);
      const se =
        final.status === JudgeStatus.SystemError
          ? (cases.find((c) => c.status === JudgeStatus.SystemError)?.message ?? 'System Error')
          : null;
      return { ...final, errorMessage: se, cases: cases.map(stripFraction) };
    } catch (err) {
      if (err instanceof MissingFileError) for (const p of pinned) this.cache.invalidate(p.key);
      throw err;
    } finally {
      for (const p of pinned) this.cache.release(p.key);
    }
  }

  private readonly caseFile = async (path: string, hash: string | undefined): Promise<SandboxFile> => {
    const files = this.testData;
    if (!files) return { src: path };
    return { fileId: await files.fileId(hash ?? `path:${path}`, () => readFile(path)) };
  };

  private async runOneCase(ctx: CaseContext, c: JudgeCaseInput): Promise<CaseJudgedOutcome> {
    let run: CaseRun;
    try {
      const mode = ctx.problem.judgeMode;
      run =
        mode === 'interactive'
          ? await runInteractiveCase(ctx, c)
          : mode === 'kattis_interactive'
            ? await runKattisInteractiveCase(ctx, c)
            : await runStandardCase(ctx, c);
    } catch (err) {
      // Handled by judgeOnce's caller: the whole submission is redone (fresh binaries, or later).
      if (err instanceof MissingFileError || err instanceof SandboxUnavailableError) throw err;
      run = { status: JudgeStatus.SystemError, timeMs: 0, memoryKb: 0, message: errorText(err), fraction: null };
    }
    return {
      caseId: c.caseId,
      seq: c.seq,
      status: run.status,
      time: run.timeMs,
      memory: run.memoryKb,
      score: caseScore(run.status, run.fraction, c.score),
      groupNum: c.groupNum,
      message: run.message,
      outputExcerpt: run.outputExcerpt ?? null,
      inputName: c.inputName,
      outputName: c.outputName,
      fraction: run.fraction,
    };
  }
}

const checkerName = (mode: string) =>
  mode === 'spj' ? 'special judge' : mode === 'interactive' ? 'interactive' : 'output validator';

function stripFraction(o: CaseJudgedOutcome) {
  const { fraction: _fraction, ...rest } = o;
  return rest;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function systemError(err: unknown): JudgeOutcome {
  return {
    status: JudgeStatus.SystemError,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    errorMessage: errorText(err),
    cases: [],
  };
}
