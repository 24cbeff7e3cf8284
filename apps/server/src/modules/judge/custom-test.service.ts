import { randomBytes } from 'node:crypto';
import { JudgeStatus, type TestJudgeVo } from '@verdict/shared';
import { toBool } from '../../db/dialect';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { KeyValueStore } from '../../infra/kv-store';
import { parseExtraFiles } from '../problem/problem.mapper';
import type { ProblemService } from '../problem/problem.service';
import type { SwitchService } from '../site/switch.service';
import type { EngineSlot } from './engine';

const PENDING_TTL_S = 600;
const FINAL_TTL_S = 60;
const OUTPUT_SHOWN = 1000;

export interface CustomTestInput {
  pid: number;
  code: string;
  language: string;
  userInput?: string | null;
  expectedOutput?: string | null;
}

/**
 * "Online debugging" (§3.6): runs the code on the user's input with the problem's limits,
 * outside the judge queue. The result waits in the key-value store under a key only its
 * owner can read: Pending first, the verdict once the sandbox answers.
 */
export class CustomTestService {
  private running = 0;

  constructor(
    private readonly deps: {
      kv: KeyValueStore;
      switches: SwitchService;
      problems: ProblemService;
      engine: EngineSlot;
      maxParallel?: number;
    },
  ) {}

  async start(actor: Actor, input: CustomTestInput): Promise<string> {
    const { kv, problems } = this.deps;
    const switches = await this.deps.switches.get();
    if (!switches.openPublicJudge) throw AppError.forbidden('submission.judgeClosed');
    const problem = await problems.findVisible(actor, { pid: input.pid });
    const allowed = await problems.problemLanguages(actor, problem.id);
    if (!allowed.some((l) => l.name === input.language))
      throw AppError.fail('submission.languageNotAllowed', { language: input.language });
    const interval = Number(switches.defaultSubmitInterval) || 0;
    const throttleKey = `testjudge:last:${actor.uid}`;
    if (interval > 0) {
      if (await kv.get(throttleKey))
        throw AppError.fail('submission.tooFast', { seconds: Math.max(1, await kv.ttl(throttleKey)) });
      await kv.set(throttleKey, '1', interval);
    }
    const key = `testjudge:${actor.uid}:${randomBytes(12).toString('hex')}`;
    const base: TestJudgeVo = {
      status: JudgeStatus.Pending,
      time: null,
      memory: null,
      userInput: input.userInput ?? '',
      userOutput: null,
      expectedOutput: input.expectedOutput ?? null,
      stderr: null,
      problemJudgeMode: problem.judgeMode,
    };
    await kv.set(key, JSON.stringify(base), PENDING_TTL_S);
    const engine = this.deps.engine.current;
    if (!engine || this.running >= (this.deps.maxParallel ?? 4)) {
      const reason = engine ? 'too many tests are running, try again shortly' : this.deps.engine.unavailableReason;
      await kv.set(key, JSON.stringify({ ...base, status: JudgeStatus.SystemError, stderr: reason }), FINAL_TTL_S);
      return key;
    }
    this.running++;
    void engine
      .customTest({
        language: input.language,
        code: input.code,
        input: input.userInput ?? '',
        expectedOutput: input.expectedOutput?.length ? input.expectedOutput : null,
        timeLimitMs: problem.timeLimit,
        memoryLimitMb: problem.memoryLimit,
        stackLimitMb: problem.stackLimit,
        isRemoveEndBlank: toBool(problem.isRemoveEndBlank) || toBool(problem.isRemote),
        isFileIO: toBool(problem.isFileIo),
        ioReadFileName: problem.ioReadFileName,
        ioWriteFileName: problem.ioWriteFileName,
        userExtraFiles: parseExtraFiles(problem.userExtraFile),
        scaleLimits: true,
      })
      .then((r) => ({
        ...base,
        status: r.status,
        time: r.time,
        memory: r.memory,
        stderr: r.stderr,
        userOutput: r.userOutput.length > OUTPUT_SHOWN ? `${r.userOutput.slice(0, OUTPUT_SHOWN)}...` : r.userOutput,
      }))
      .catch((err: Error) => ({ ...base, status: JudgeStatus.SystemError, stderr: err.message }))
      .then((final) => kv.set(key, JSON.stringify(final), FINAL_TTL_S))
      .catch(() => undefined)
      .finally(() => this.running--);
    return key;
  }

  async result(actor: Actor, key: string): Promise<TestJudgeVo> {
    if (!key.startsWith(`testjudge:${actor.uid}:`)) throw AppError.fail('submission.testKeyMissing');
    const raw = await this.deps.kv.get(key);
    if (!raw) throw AppError.fail('submission.testKeyMissing');
    const vo = JSON.parse(raw) as TestJudgeVo;
    if (vo.status === JudgeStatus.Pending) return { status: JudgeStatus.Pending };
    await this.deps.kv.delete(key);
    return vo;
  }
}
