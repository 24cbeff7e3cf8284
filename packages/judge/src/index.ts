export * from './types';
export { Judge, scaledLimits, type JudgeOptions, type JudgeStats } from './judge';
export {
  LANGUAGES,
  CHECKER_LANGUAGES,
  findLanguage,
  findCheckerLanguage,
  scalesLimits,
  type LanguageDefinition,
  type CompileSpec,
  type CommandSpec,
} from './languages';
export { toolchainLabels, toolchainLabel } from './toolchains';
export {
  SandboxClient,
  SandboxError,
  MissingFileError,
  SandboxUnavailableError,
  type SandboxClientOptions,
} from './sandbox/client';
export { startGoJudge, type StartGoJudgeOptions, type GoJudgeProcess } from './sandbox/go-judge-process';
export { buildMountConfig, renderMountConfig, SANDBOX_RUST_DIR, SANDBOX_GO_CACHE_SEED } from './sandbox/mount-config';
export type * from './sandbox/types';
export { compareOutput, rtrimOutput } from './compare';
export { GROUP_DEPENDENCIES_FILE, groupDependenciesFile } from './group-dependencies';
export { KATTIS_FLAGS_FILE, kattisCompare, kattisFlags, parseKattisCompareFlags } from './kattis-compare';
export { interpretChecker, parseTestlibText, type CheckerVerdict } from './checker-result';
export { userRunVerdict, type RunLimits } from './verdict';
export { caseScore, problemScore, finalResult, subtaskScore, totalScore } from './aggregate';
export { outputExcerpt, OUTPUT_EXCERPT_BYTES } from './case-runner';
export { SandboxFileCache, type ContentFiles } from './file-store-cache';
