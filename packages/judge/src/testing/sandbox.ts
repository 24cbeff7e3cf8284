import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGoJudge, type GoJudgeProcess } from '../sandbox/go-judge-process';

/** Test ports reserved for go-judge instances of this project. */
export const TEST_PORT_RANGE = [19300, 19399] as const;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** Starts go-judge on a free port of 19300–19399, with `srcPrefix` as the only readable host folder. */
export async function startTestGoJudge(srcPrefix: string, workRoot = tmpdir()): Promise<GoJudgeProcess & { workDir: string }> {
  const [lo, hi] = TEST_PORT_RANGE;
  const start = lo + Math.floor(Math.random() * (hi - lo + 1));
  let lastError: unknown = null;
  for (let i = 0; i <= hi - lo; i++) {
    const port = lo + ((start - lo + i) % (hi - lo + 1));
    if (!(await portFree(port))) continue;
    const workDir = mkdtempSync(path.join(workRoot, 'verdict-go-judge-'));
    try {
      const p = await startGoJudge({ port, workDir, srcPrefixes: [srcPrefix] });
      return { ...p, workDir };
    } catch (err) {
      lastError = err;
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  throw new Error(`no go-judge could be started on ports ${lo}-${hi}: ${String(lastError)}`);
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
    return { url: sharedUrl, dataDir, port: Number(new URL(sharedUrl).port), stop: async () => rmSync(dataDir, { recursive: true, force: true }) };
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
export function writeCaseFiles(dir: string, name: string, input: string, output: string): { inputPath: string; outputPath: string } {
  mkdirSync(dir, { recursive: true });
  const inputPath = path.join(dir, `${name}.in`);
  const outputPath = path.join(dir, `${name}.out`);
  writeFileSync(inputPath, input);
  writeFileSync(outputPath, output);
  return { inputPath, outputPath };
}
