import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { candidatePort } from '../testing/ports';
import { startGoJudge } from './go-judge-process';
import { defaultGoJudgeBinary } from './paths';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
const root = mkdtempSync(path.join(tmpdir(), 'verdict-gojudge-life-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const options = (workDir: string, port: number) => ({
  port,
  workDir,
  srcPrefixes: [root],
  parallelism: 1,
  goCacheSeedDir: null,
  rustToolchainDir: null,
});

describe.skipIf(!existsSync(defaultGoJudgeBinary()))('the go-judge a process starts', () => {
  it('dies with that process, even when it is killed with SIGKILL (no exit handler runs)', async () => {
    const workDir = path.join(root, 'owner-killed');
    const script = path.join(root, 'owner.mts');
    writeFileSync(
      script,
      `import { startGoJudge } from ${JSON.stringify(path.resolve(import.meta.dirname, 'go-judge-process.ts'))};
const gj = await startGoJudge(${JSON.stringify(options(workDir, await candidatePort()))});
console.log('PID ' + gj.pid);
setInterval(() => undefined, 1000);
`,
    );
    const owner = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve, reject) => {
      owner.stdout!.on('data', (d: Buffer) => {
        const m = /PID (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      owner.once('exit', (code) => reject(new Error(`owner exited (${code})`)));
    });
    expect(alive(pid)).toBe(true);
    owner.kill('SIGKILL');
    for (let i = 0; i < 40 && alive(pid); i++) await sleep(50);
    const survived = alive(pid);
    if (survived) process.kill(-pid, 'SIGKILL');
    expect(survived).toBe(false);
  }, 40_000);

  it('ends a go-judge that an earlier run of its data folder left on the port, instead of taking its answers for its own', async () => {
    const workDir = path.join(root, 'stale');
    const port = await candidatePort();
    const stale = await startGoJudge(options(workDir, port));
    const told: string[] = [];
    const fresh = await startGoJudge({ ...options(workDir, port), onStale: (m) => told.push(m) });
    try {
      expect(await stale.exited).toBe('exited with SIGKILL');
      expect(told).toEqual([
        `ended go-judge pid ${stale.pid} on port ${port}, left running by an earlier run (owner pid ${process.pid})`,
      ]);
      // The new one holds the port and keeps running (it does not exit for want of its port).
      const gone = await Promise.race([fresh.exited, sleep(1_500).then(() => null)]);
      expect(gone).toBeNull();
      expect((await fetch(`${fresh.url}/version`)).ok).toBe(true);
      expect(JSON.parse(readFileSync(path.join(workDir, 'go-judge.pid'), 'utf8'))).toMatchObject({ pid: fresh.pid, port });
    } finally {
      await fresh.stop();
      await stale.stop();
    }
    expect(existsSync(path.join(workDir, 'go-judge.pid'))).toBe(false);
  }, 40_000);

  it('refuses a port another program holds, saying so, rather than starting a go-judge that exits at once', async () => {
    const port = await candidatePort();
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(port, '127.0.0.1', r));
    try {
      await expect(startGoJudge(options(path.join(root, 'squatted'), port))).rejects.toThrow(
        `port ${port} is in use by another program`,
      );
    } finally {
      await new Promise((r) => squatter.close(r));
    }
  });
});
