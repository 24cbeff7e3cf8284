import { type ColumnDefinitionBuilder, type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { jsonOf } from './sqlite-statements';

/**
 * Every SQLite/PostgreSQL difference lives here. Conventions that avoid most of them:
 * times are integer epoch milliseconds, booleans are integers 0/1, JSON is text.
 */
export type DialectName = 'sqlite' | 'postgres';

export interface Dialect {
  name: DialectName;
  /** Auto-increment primary key column type and modifiers. */
  idType: 'integer' | 'bigserial';
  idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Case-insensitive substring match on a column. */
  containsText: (column: string, needle: string) => Expression<SqlBool>;
  /**
   * `column not in (ids)` with the ids as ONE parameter (a JSON array on SQLite, an array on
   * PostgreSQL): a list of hundreds of ids (the hidden problems) is one value to bind and the SQL
   * text stays the same, instead of hundreds of query nodes to build, compile and bind per request.
   */
  notAmong: (column: string, ids: readonly number[]) => Expression<SqlBool>;
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  idType: 'integer',
  idColumn: (col) => col.primaryKey().autoIncrement(),
  containsText: (column, needle) => sql<SqlBool>`${sql.ref(column)} like ${likePattern(needle)} escape '\\'`,
  notAmong: (column, ids) => sql<SqlBool>`${sql.ref(column)} not in (select value from json_each(${jsonOf(ids)}))`,
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  idType: 'bigserial',
  idColumn: (col) => col.primaryKey(),
  containsText: (column, needle) => sql<SqlBool>`${sql.ref(column)} ilike ${likePattern(needle)} escape '\\'`,
  // As a set (a hashed subplan): `<> all(array)` compares each row with every id.
  notAmong: (column, ids) => sql<SqlBool>`${sql.ref(column)} not in (select unnest(${[...ids]}::bigint[]))`,
};

/**
 * An id list as PostgreSQL's array literal (`{1,2,3}`), made once per list: node-pg would turn the
 * array into this text on every query (for the ~300 hidden problems, ≈ 3 % of a list page's CPU).
 */
const arrayLiterals = new WeakMap<readonly number[], string>();
export function pgIdArray(ids: readonly number[]): string {
  let text = arrayLiterals.get(ids);
  if (text === undefined) arrayLiterals.set(ids, (text = `{${ids.join(',')}}`));
  return text;
}

/** A LIKE pattern matching `needle` anywhere, its wildcards escaped with `\`. */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const toBool = (v: number | boolean | null | undefined) => v === true || v === 1;
export const fromBool = (v: boolean | null | undefined) => (v ? 1 : 0);
export const toDate = (ms: number | string | null | undefined) => (ms == null ? null : new Date(Number(ms)));

/** Unused variable guard for generic helpers that take a db. */
export type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
