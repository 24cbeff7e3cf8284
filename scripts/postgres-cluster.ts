import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  url: string;
  stop: () => void;
  /** kill -9 of the postmaster (fault tests); `start` brings the same data back up. */
  crash: () => void;
  start: () => void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/postgres'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/**
 * A throw-away PostgreSQL cluster on its own port, for the test run only.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export function startPostgresCluster(port: number): PostgresCluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'verdict-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const exec = (cmd: string, args: string[]) => {
    const full = asRoot ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const);
    const r = spawnSync(full[0], full[1], { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  exec(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    exec(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    ]);
  start();
  return {
    start,
    crash: () => {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
      process.kill(pid, 'SIGKILL');
    },
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        exec(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
