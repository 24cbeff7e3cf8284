import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestRedis {
  url: string;
  port: number;
  /** kill -9, as a crash would (the append-only file keeps what was written). */
  kill: () => void;
  /** Starts it again on the same port and data folder (after `kill`). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

const BIN = '/usr/bin/redis-server';

/**
 * A throw-away Redis for the test run, on loopback and its own port, with persistence on
 * (append-only file, fsync every second) so a restart after kill -9 finds the queue again.
 */
export async function startTestRedis(port: number): Promise<TestRedis> {
  if (!existsSync(BIN)) throw new Error(`${BIN} not found (Debian package redis-server)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'verdict-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      BIN,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--save',
        '',
        '--protected-mode',
        'no',
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    );
    child = proc;
    const exited = new Promise<never>((_, reject) =>
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}); see ${dir}/redis.log`))),
    );
    await Promise.race([waitForPong(port, 10_000), exited]);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => child?.kill('SIGKILL'),
    restart: start,
    stop: async () => {
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const gone = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once Redis answers PING on the port. */
async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const sock = createConnection({ port, host: '127.0.0.1' });
      sock.setTimeout(500);
      sock.once('connect', () => sock.write('PING\r\n'));
      sock.once('data', (d) => {
        sock.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
      sock.once('error', () => resolve(false));
      sock.once('timeout', () => {
        sock.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server on port ${port} does not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
