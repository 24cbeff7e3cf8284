import type {
  CompileCheckResult,
  CustomTestRequest,
  CustomTestResult,
  JudgeHooks,
  JudgeOutcome,
  JudgeTask,
} from '@verdict/judge';

export type { CompileCheckResult, CustomTestRequest, CustomTestResult, JudgeHooks, JudgeOutcome, JudgeTask };

/**
 * What the server needs from the judge package. The worker pool, custom tests and checker
 * compilation go through this seam, so a test can hand in its own engine and a scaled
 * deployment can put a remote judge behind it.
 */
export interface JudgeEngine {
  judge(task: JudgeTask, hooks?: JudgeHooks): Promise<JudgeOutcome>;
  customTest(req: CustomTestRequest): Promise<CustomTestResult>;
  compileCheck(code: string, language: string, extraFiles: Record<string, string>): Promise<CompileCheckResult>;
  /** Resolves when the sandbox runs programs; throws (SandboxUnavailableError) while it cannot. */
  ping(): Promise<void>;
}

/** The sandbox as the rest of the server sees it: an engine, or the reason there is none. */
export class EngineSlot {
  private engine: JudgeEngine | null = null;
  private reason = 'the judge has not been started';

  get current(): JudgeEngine | null {
    return this.engine;
  }

  get unavailableReason(): string {
    return this.reason;
  }

  set(engine: JudgeEngine): void {
    this.engine = engine;
  }

  unavailable(reason: string): void {
    this.engine = null;
    this.reason = reason;
  }
}
