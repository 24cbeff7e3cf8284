/**
 * The site `npm run bench:api` measures: 10,000 problems (tags, languages), 50,000 users,
 * 2,000,000 submissions (1 in 10 in one ACM contest of 13 problems with the outside board open),
 * and the AC records the judge would have written. Rows are generated inside the database
 * (a recursive CTE on SQLite, generate_series on PostgreSQL) with the judge table's secondary
 * indexes dropped during the load and rebuilt after it: building an index once over sorted keys
 * is far cheaper than keeping ten of them up to date row by row.
 *
 * The seeded SQLite file is kept under bench/.cache, named by a hash of this file and of the
 * migration list, so a rerun with the same seeding code and schema skips the seeding.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../apps/server/src/db/database';
import { seedSql } from './seed-sql';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const SITE = {
  problems: Number(process.env.BENCH_PROBLEMS ?? 10_000),
  users: Number(process.env.BENCH_USERS ?? 50_000),
  submissions: Number(process.env.BENCH_SUBMISSIONS ?? 2_000_000),
  /** The contest whose board is measured, its problems and how many take part. */
  contestId: 1,
  contestProblems: 13,
  contestUsers: 5000,
  /** Display ids of the bank's problems start here (numeric, as most sites have). */
  firstProblemId: 1001,
  tags: 40,
};

/** Hash of the seeding code, the sizes and the schema's migrations: the cache's key. */
export function seedKey(): string {
  const h = createHash('sha256');
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(readFileSync(path.join(HERE, 'seed-sql.ts')));
  h.update(readFileSync(path.join(HERE, '../apps/server/src/db/migrations/index.ts')));
  h.update(JSON.stringify(SITE));
  return h.digest('hex').slice(0, 16);
}

export const uidOf = (i: number) => `benchu${100_000 + i}`;

export async function seedSite(db: Db, dialect: 'sqlite' | 'postgres', log: (m: string) => void): Promise<void> {
  const { lite, now, run, from, rnd, int, step } = await seedSql(db, dialect, log);

  // Users: every account has a role (1002, a plain user), as registration gives it.
  await run(`insert into user_info (uuid, username, username_fold, username_key, password, nickname, gender, status, gmt_create, gmt_modified)
    select 'benchu' || (100000 + i), 'bench_' || i, 'bench_' || i, 'bench_' || i, 'x', case when i % 3 = 0 then 'Coder ' || i else null end, 'secrecy', 0, ${now}, ${now} ${from(SITE.users)}`);
  await run(`insert into user_role (uid, role_id, gmt_create) select 'benchu' || (100000 + i), 1002, ${now} ${from(SITE.users)}`);
  step(`${SITE.users} users`);

  // Problems: public, numeric display ids, every 50th private and every 97th a contest problem (hidden outside contests).
  const firstRow = await db
    .selectFrom('problem')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  const base = Number(firstRow?.m ?? 0);
  await run(`insert into problem (problem_id, title, author, type, judge_mode, judge_case_mode, time_limit, memory_limit, stack_limit,
      description, input, output, examples, is_remote, source, difficulty, hint, auth, io_score, code_share, is_remove_end_blank,
      open_case_result, is_upload_case, case_version, is_group, is_file_io, gmt_create, gmt_modified)
    select cast(${SITE.firstProblemId} + i as text), 'Bench problem ' || i, 'bench', case when i % 5 = 0 then 1 else 0 end, 'default', 'default',
      1000, 256, 128, 'Print the sum of $a$ and $b$ for problem ' || i || '.', 'Two integers.', 'One integer.',
      '<input>1 2</input><output>3</output>', 0, 'Bench', i % 3, null, case when i % 97 = 0 then 3 when i % 50 = 0 then 2 else 1 end,
      100, 1, 1, 1, 1, '0', 0, 0, ${now} - i * 60000, ${now} - i * 60000 ${from(SITE.problems)}`);
  await run(
    `insert into problem_language (pid, lid) select p.id, l.id from problem p, language l where p.id > ${base} and l.oj = 'ME'`,
  );
  await run(
    `insert into tag (name, color, oj, gid, tcid, gmt_create, gmt_modified) select 'bench-tag-' || i, '#1890ff', 'ME', null, null, ${now}, ${now} ${from(SITE.tags)}`,
  );
  const firstTag = Number(
    (
      await db
        .selectFrom('tag')
        .select((eb) => eb.fn.min('id').as('m'))
        .where('name', 'like', 'bench-tag-%')
        .executeTakeFirst()
    )?.m,
  );
  await run(`insert into problem_tag (pid, tid) select id, ${firstTag} + id % ${SITE.tags} from problem where id > ${base}`);
  await run(
    `insert into problem_tag (pid, tid) select id, ${firstTag} + (id * 7 + 3) % ${SITE.tags} from problem where id > ${base} and (id * 7 + 3) % ${SITE.tags} != id % ${SITE.tags}`,
  );
  step(`${SITE.problems} problems`);

  // The contest: 13 of the bank's contest-only problems, open outside board, running for a year from its start.
  const contestPids = (
    await db
      .selectFrom('problem')
      .select('id')
      .where('id', '>', base)
      .where('auth', '=', 3)
      .orderBy('id')
      .limit(SITE.contestProblems)
      .execute()
  ).map((r) => r.id);
  const start = now - 30 * 86_400_000;
  await db
    .insertInto('contest')
    .values({
      id: SITE.contestId,
      uid: uidOf(0),
      author: 'bench_0',
      title: 'Bench contest',
      type: 0,
      description: null,
      source: 0,
      auth: 0,
      pwd: null,
      startTime: start,
      endTime: start + 365 * 86_400_000,
      duration: 365 * 86_400,
      sealRank: 0,
      sealRankTime: null,
      autoRealRank: 1,
      visible: 1,
      openPrint: 0,
      openAccountLimit: 0,
      accountLimitRule: null,
      rankShowName: 'username',
      starAccount: '[]',
      openRank: 1,
      oiRankScoreType: 'Recent',
      isGroup: 0,
      gid: null,
      awardType: 0,
      awardConfig: '[]',
      allowEndSubmit: 0,
      gmtCreate: now,
      gmtModified: now,
    })
    .execute();
  const cpids: number[] = [];
  for (const [k, pid] of contestPids.entries()) {
    const link = await db
      .insertInto('contestProblem')
      .values({
        cid: SITE.contestId,
        pid,
        displayId: String.fromCharCode(65 + k),
        displayTitle: `Problem ${k}`,
        color: null,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cpids.push(Number(link.id));
  }

  // Submissions, with the judge table's secondary indexes dropped while loading.
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
  // Few users submit a lot, most a little (r²); easy problems get most submissions; 30 % AC, 40 % WA, the rest TLE/CE/RE/PA.
  // Submit times rise with the row number, as they do on a real site.
  const span = 365 * 86_400_000;
  const inContest = `g.c < 0.1`;
  const status = `case when g.s < 0.30 then ${JudgeStatus.Accepted} when g.s < 0.70 then ${JudgeStatus.WrongAnswer} when g.s < 0.80 then ${JudgeStatus.TimeLimitExceeded}
      when g.s < 0.90 then ${JudgeStatus.CompileError} when g.s < 0.97 then ${JudgeStatus.RuntimeError} else ${JudgeStatus.PartialAccepted} end`;
  const cpidCase = `case ${contestPids.map((_, k) => `when g.k = ${k} then ${cpids[k]}`).join(' ')} end`;
  const cpidPid = `case ${contestPids.map((p, k) => `when g.k = ${k} then ${p}`).join(' ')} end`;
  const displayCase = `case ${contestPids.map((_, k) => `when g.k = ${k} then '${String.fromCharCode(65 + k)}'`).join(' ')} end`;
  await run(`insert into judge (pid, display_pid, uid, username, submit_time, status, share, time, memory, length, code, language, cid, cpid,
      version, is_manual, gmt_create, gmt_modified, judger)
    select case when ${inContest} then ${cpidPid} else g.pid end,
      case when ${inContest} then ${displayCase} else cast(g.pid - ${base + 1} + ${SITE.firstProblemId} as text) end,
      case when ${inContest} then 'benchu' || (100000 + g.cu) else 'benchu' || g.u end,
      case when ${inContest} then 'bench_' || g.cu else 'bench_' || (g.u - 100000) end,
      g.at, ${status}, 0, 15, 1024, 100, 'int main() { return 0; }', 'C++', case when ${inContest} then ${SITE.contestId} else 0 end,
      case when ${inContest} then ${cpidCase} else 0 end, 0, 0, g.at, g.at, 'bench'
    from (select ${base + 1} + ${int(`${SITE.problems - 1} * ${rnd()} * ${rnd()}`)} as pid, ${int(`100000 + ${SITE.users - 1} * ${rnd()} * ${rnd()}`)} as u,
      ${int(`${SITE.contestUsers} * ${rnd()}`)} as cu, ${int(`${SITE.contestProblems} * ${rnd()}`)} as k,
      ${lite ? `${now - span} + cast(i as integer) * ${Math.floor(span / SITE.submissions)}` : `${now - span}::bigint + i::bigint * ${Math.floor(span / SITE.submissions)}`} as at,
      ${rnd()} as s, ${rnd()} as c ${from(SITE.submissions)}) g`);
  // Contest submissions fall inside the contest.
  await run(
    `update judge set submit_time = ${start} + (submit_id * 7919) % ${30 * 86_400_000}, gmt_create = ${start} + (submit_id * 7919) % ${30 * 86_400_000} where cid = ${SITE.contestId}`,
  );
  step(`${SITE.submissions} submissions`);
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
  // PostgreSQL answers from an index alone only for pages its visibility map marks all-visible:
  // a vacuum, as autovacuum would run on a live site after a bulk load.
  await run(lite ? 'analyze' : 'vacuum analyze');
  step(lite ? 'statistics (analyze)' : 'vacuum and statistics (vacuum analyze)');
}
