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
