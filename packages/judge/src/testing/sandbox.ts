import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGoJudge, type GoJudgeProcess } from '../sandbox/go-judge-process';
import { withFreePort } from './ports';

/** Starts go-judge on a free port, with `srcPrefix` as the only readable host folder. */
export async function startTestGoJudge(srcPrefix: string, workRoot = tmpdir()): Promise<GoJudgeProcess & { workDir: string }> {
  return withFreePort(async (port) => {
    const workDir = mkdtempSync(path.join(workRoot, 'verdict-go-judge-'));
    try {
      return { ...(await startGoJudge({ port, workDir, srcPrefixes: [srcPrefix] })), workDir };
    } catch (err) {
      rmSync(workDir, { recursive: true, force: true });
      throw err;
    }
  });
}

export interface TestSandbox {
  url: string;
  /** A fresh folder under the sandbox's src prefix for this test file's cases. */
  dataDir: string;
  /** Port go-judge listens on (for the network isolation test). */
  port: number;
  stop(): Promise<void>;
}

/**
 * The go-judge of `npm test` (GO_JUDGE_URL + GO_JUDGE_SRC_PREFIX from scripts/test-services.ts),
 * or one started for this test file when run alone.
 */
export async function useTestSandbox(): Promise<TestSandbox> {
  const sharedUrl = process.env.GO_JUDGE_URL;
  const sharedPrefix = process.env.GO_JUDGE_SRC_PREFIX;
  if (sharedUrl && sharedPrefix) {
    mkdirSync(sharedPrefix, { recursive: true });
    const dataDir = mkdtempSync(path.join(sharedPrefix, 'judge-'));
    return {
      url: sharedUrl,
      dataDir,
      port: Number(new URL(sharedUrl).port),
      stop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'verdict-judge-data-'));
  const gj = await startTestGoJudge(prefix);
  return {
    url: gj.url,
    dataDir: prefix,
    port: Number(new URL(gj.url).port),
    stop: async () => {
      await gj.stop();
      rmSync(prefix, { recursive: true, force: true });
      rmSync(gj.workDir, { recursive: true, force: true });
    },
  };
}

/** Writes a case's files under `dir` and returns their host paths. */
export function writeCaseFiles(
  dir: string,
  name: string,
  input: string,
  output: string,
): { inputPath: string; outputPath: string } {
  mkdirSync(dir, { recursive: true });
  const inputPath = path.join(dir, `${name}.in`);
  const outputPath = path.join(dir, `${name}.out`);
  writeFileSync(inputPath, input);
  writeFileSync(outputPath, output);
  return { inputPath, outputPath };
}
