import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; past it the least recently used is dropped. */
const MAX_STATEMENTS = 500;

/**
 * The database handed to Kysely's SqliteDialect, whose driver prepares every query again:
 * compiling a statement costs as much as running a small one (a list page's ids query, with its
 * hidden problems, took longer to prepare than to run). Statements are kept by SQL text and reused.
 *
 * A statement still being iterated (Kysely's streamQuery) is busy and cannot run twice at once:
 * then a fresh one is prepared for that call. Kysely always calls `.all()` or `.run()` on what it
 * gets (never `.raw()`), so a kept statement's mode never changes; the array reader keeps its
 * statements in a set of their own, all in raw mode (db/database.ts).
 */
export function keptStatements(sqlite: SQLite.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const stmt = kept.get(sql);
      if (stmt && !stmt.busy) {
        // Most recently used last: the Map's order is the drop order.
        kept.delete(sql);
        kept.set(sql, stmt);
        return stmt;
      }
      if (stmt) return sqlite.prepare(sql);
      const fresh = sqlite.prepare(sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(sql, fresh);
      return fresh;
    },
  };
}

/** A set of ids a statement reads, on SQLite as the temporary table `temp.<name>` (db/array-rows.ts readArrays). */
export interface IdSet {
  /** The table's name: lower-case letters and underscores. */
  name: string;
  ids: readonly number[];
}

/**
 * Temporary tables of ids on the one SQLite connection, rewritten when the ids they must hold change.
 * `col not in (select id from temp.t)` reads the table's key; the same check against a JSON array
 * parameter (`json_each(?)`) builds an index of the array on every run — for the ~300 hidden
 * problems the submission list checks, that was most of the list's ids query (122 → 37 µs).
 * Called inside the connection's lock, right before the statement that reads the table.
 */
export function keptIdSets(sqlite: SQLite.Database): (set: IdSet) => void {
  const written = new Map<string, string>();
  return ({ name, ids }) => {
    const text = jsonOf(ids);
    if (written.get(name) === text) return;
    if (!/^[a-z_]+$/.test(name)) throw new Error(`not a temporary table name: ${name}`);
    if (!written.has(name)) sqlite.exec(`create temp table if not exists ${name} (id integer primary key)`);
    sqlite.transaction(() => {
      sqlite.prepare(`delete from temp.${name}`).run();
      sqlite.prepare(`insert or ignore into temp.${name} (id) select value from json_each(?)`).run(text);
    })();
    written.set(name, text);
  };
}

/** The JSON text of an id list, made once per list (a kept list is one array until it changes). */
const jsonTexts = new WeakMap<readonly number[], string>();
export function jsonOf(ids: readonly number[]): string {
  let text = jsonTexts.get(ids);
  if (text === undefined) jsonTexts.set(ids, (text = JSON.stringify(ids)));
  return text;
}
