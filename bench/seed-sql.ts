import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';

/**
 * The SQL pieces the bench seeders write their rows with, in the database itself (a recursive CTE
 * on SQLite, generate_series on PostgreSQL): a row series, deterministic pseudo-random draws, an
 * integer cast that truncates on both, and a step logger. SQLite is put in bulk-load mode.
 */
export async function seedSql(db: Db, dialect: 'sqlite' | 'postgres', log: (m: string) => void) {
  const lite = dialect === 'sqlite';
  const run = (text: string) => sql.raw(text).execute(db);
  if (lite) {
    await run('pragma journal_mode = off');
    await run('pragma synchronous = off');
  }
  const series = (n: number) =>
    lite
      ? `(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${n - 1}) select i from s)`
      : `generate_series(0, ${n - 1})`;
  const from = (n: number) => (lite ? `from ${series(n)} as n` : `from ${series(n)} as n(i)`);
  // Deterministic pseudo-random fractions of the row number: SQLite flattens the row subquery and
  // would evaluate random() again at every reference, so one row's draws would not agree.
  let draw = 0;
  const MULTIPLIERS = [2654435761, 2246822519, 3266489917, 668265263, 374761393, 1181783497, 2870177450];
  const rnd = () => `((${lite ? 'i' : 'i::bigint'} * ${MULTIPLIERS[draw++ % MULTIPLIERS.length]} + 12345) % 1000003) / 1000003.0`;
  // Truncation on both: SQLite's cast truncates, PostgreSQL's rounds.
  const int = (expr: string) => (lite ? `cast(${expr} as integer)` : `cast(floor(${expr}) as integer)`);
  let t = performance.now();
  const step = (what: string) => {
    log(`  seeded ${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
  };
  return { lite, now: Date.now(), run, from, rnd, int, step };
}
