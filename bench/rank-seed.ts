/**
 * The site `npm run bench:rank` measures: 100,000 users and 2,000,000 submissions (1 in 10 in a
 * contest, which never count; 30 % AC, 40 % WA, the rest TLE/CE/RE/PA; few users submit a lot and
 * most a little; every fifth problem OI with rank scores) and the AC records the judge would have
 * written. Rows are generated inside the database (a recursive CTE on SQLite, generate_series on
 * PostgreSQL) with the judge table's secondary indexes dropped during the load and built after it.
 *
 * The seeded SQLite data folder is kept under bench/.cache/rank-<hash> (this file, the sizes and
 * the migration list): a rerun with the same seeding code and schema copies it instead of seeding.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { JudgeStatus } from '@verdict/shared';
import { loadConfig } from '../apps/server/src/config';
import { createCore } from '../apps/server/src/core';
import type { Db } from '../apps/server/src/db/database';
import { seedSql } from './seed-sql';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CACHE = path.join(HERE, '.cache');

export const RANK_SITE = {
  users: Number(process.env.BENCH_USERS ?? 100_000),
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 2_000_000),
  problems: Number(process.env.BENCH_PROBLEMS ?? 2000),
};

export const uidOf = (i: number) => `benchu${100_000 + i}`;

export function seedKey(): string {
  const h = createHash('sha256');
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(readFileSync(path.join(HERE, 'seed-sql.ts')));
  h.update(readFileSync(path.join(HERE, '../apps/server/src/db/migrations/index.ts')));
  h.update(JSON.stringify(RANK_SITE));
  return h.digest('hex').slice(0, 16);
}

export async function seedRankSite(db: Db, dialect: 'sqlite' | 'postgres', log: (m: string) => void): Promise<void> {
  const { users, submissions, problems } = RANK_SITE;
  const { lite, now, run, from, rnd, int, step } = await seedSql(db, dialect, log);

  await run(`insert into user_info (uuid, username, username_fold, username_key, password, nickname, signature, gender, status, gmt_create, gmt_modified)
    select 'benchu' || (100000 + i), 'bench_' || i, 'bench_' || i, 'bench_' || i, 'x', case when i % 3 = 0 then 'Coder ' || i else null end,
      case when i % 5 = 0 then 'Keep solving' else null end, 'secrecy', 0, ${now}, ${now} ${from(users)}`);
  await run(`insert into user_role (uid, role_id, gmt_create) select 'benchu' || (100000 + i), 1002, ${now} ${from(users)}`);
  step(`${users} users`);

  const indexes = lite
    ? (
        await sql<{
          name: string;
          sql: string;
        }>`select name, sql from sqlite_master where type = 'index' and tbl_name = 'judge' and sql is not null`.execute(db)
      ).rows
    : (
        await sql<{
          name: string;
          sql: string;
        }>`select indexname as name, indexdef as sql from pg_indexes where tablename = 'judge' and indexname not like '%pkey'`.execute(
          db,
        )
      ).rows;
  for (const ix of indexes) await run(`drop index ${ix.name}`);
  // Few users submit a lot, most a little (r²); easy problems get most submissions; statuses 30 % AC, 40 % WA, the rest TLE/CE/RE/PA.
  const status = `case when g.s < 0.30 then ${JudgeStatus.Accepted} when g.s < 0.70 then ${JudgeStatus.WrongAnswer} when g.s < 0.80 then ${JudgeStatus.TimeLimitExceeded}
      when g.s < 0.90 then ${JudgeStatus.CompileError} when g.s < 0.97 then ${JudgeStatus.RuntimeError} else ${JudgeStatus.PartialAccepted} end`;
  await run(`insert into judge (pid, display_pid, uid, username, submit_time, status, share, length, code, language, cid, cpid, version, is_manual,
      oi_rank_score, gmt_create, gmt_modified)
    select g.pid, cast(g.pid as text), 'benchu' || g.u, 'benchu' || g.u, g.at, ${status}, 0, 100, 'x', 'C++',
      case when g.c < 0.1 then 1 + ${int('g.c * 500')} else 0 end, 0, 0, 0,
      case when g.pid % 5 = 0 and g.s < 0.30 then 1 + g.i % 30 when g.pid % 5 = 0 and g.s >= 0.97 then 1 + g.i % 30 else null end, g.at, g.at
    from (select i, 1 + ${int(`${problems - 1} * ${rnd()} * ${rnd()}`)} as pid, ${int(`100000 + ${users - 1} * ${rnd()} * ${rnd()}`)} as u,
      ${now} - ${lite ? int(`${rnd()} * 365`) : `cast(floor(${rnd()} * 365) as bigint)`} * 86400000 as at, ${rnd()} as s, ${rnd()} as c ${from(submissions)}) g`);
  step(`${submissions} submissions`);
  for (const ix of indexes) await run(ix.sql);
  step(`the judge table's ${indexes.length} indexes`);
  await db
    .insertInto('userAcproblem')
    .columns(['uid', 'pid', 'submitId', 'gmtCreate'])
    .expression((eb) =>
      eb
        .selectFrom('judge')
        .select(['uid', 'pid', 'submitId', 'gmtCreate'])
        .where('status', '=', JudgeStatus.Accepted)
        .where('cid', '=', 0)
        .where('gid', 'is', null),
    )
    .execute();
  step('AC records');
  // PostgreSQL answers from an index alone only for pages its visibility map marks all-visible: a
  // vacuum, as autovacuum would run on a live site after a bulk load.
  await run(lite ? 'analyze' : 'vacuum analyze');
  step(lite ? 'statistics (analyze)' : 'vacuum and statistics (vacuum analyze)');
}

/**
 * A data folder holding the seeded SQLite site, for this run only (the bench writes ACs into it):
 * a copy of the cached one, seeded into the cache first when missing. Returns its path.
 */
export async function sqliteRankSite(into: string, log: (m: string) => void): Promise<{ dir: string; seededS: number | null }> {
  const cached = path.join(CACHE, `rank-${seedKey()}`);
  let seededS: number | null = null;
  if (!existsSync(path.join(cached, 'verdict.db'))) {
    const tmp = `${cached}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    log(`seeding the SQLite site into ${path.relative(process.cwd(), cached)} …`);
    const t0 = performance.now();
    const core = await createCore(loadConfig({ ...process.env, DATA_DIR: tmp, DATABASE_URL: '' }));
    await seedRankSite(core.database.db, 'sqlite', log);
    await core.database.close();
    seededS = (performance.now() - t0) / 1000;
    renameSync(tmp, cached);
  } else {
    log(`SQLite site from the cache: ${path.relative(process.cwd(), cached)}`);
  }
  cpSync(cached, into, { recursive: true });
  return { dir: into, seededS };
}
