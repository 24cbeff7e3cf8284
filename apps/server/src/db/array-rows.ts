/* eslint-disable @typescript-eslint/no-explicit-any -- these helpers take any Kysely handle, whatever its schema */
import { type Compilable, CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from './dialect';
import type { IdSet } from './sqlite-statements';

/**
 * Reads a query's rows as arrays of the selected columns, in select order. Big reads (a contest
 * board's 200,000 submissions) spend most of their time making one object per row and then a
 * second one for the camel-case names; arrays skip both. The driver's own array mode is used when
 * the database was opened by `openDatabase` (better-sqlite3 `.raw()`, pg `rowMode: 'array'`);
 * otherwise (a transaction, another Kysely) the rows come through Kysely and are turned into arrays.
 */
export type ArrayReader = (sql: string, parameters: readonly unknown[], idSets?: readonly IdSet[]) => Promise<unknown[][]>;

const readers = new WeakMap<object, { read: ArrayReader; dialect: DialectName }>();

/** Called by openDatabase: `db`'s queries may be read as arrays through `read`, and as columns in `dialect`'s SQL. */
export function registerArrayReader(db: Kysely<any>, read: ArrayReader, dialect: DialectName): void {
  readers.set(db, { read, dialect });
}

export async function selectArrays<Row extends readonly unknown[]>(db: Kysely<any>, query: Compilable): Promise<Row[]> {
  const compiled = query.compile();
  const reader = readers.get(db);
  if (reader) return (await reader.read(compiled.sql, compiled.parameters)) as unknown as Row[];
  const { rows } = await db.executeQuery(compiled);
  return rows.map((r) => Object.values(r as object)) as unknown as Row[];
}

/**
 * Runs SQL text as it is — snake_case names, the dialect's placeholders (`?` / `$n`) — and reads its
 * rows as arrays: for hot reads whose statements are made once per shape instead of built through
 * Kysely per request. `idSets` (SQLite only; PostgreSQL takes arrays as parameters): the temporary
 * tables the statement reads, brought in line with their ids first, under the same connection lock.
 */
export async function readArrays(
  db: Kysely<any>,
  text: string,
  parameters: readonly unknown[],
  idSets: readonly IdSet[] = [],
): Promise<unknown[][]> {
  const reader = readers.get(db);
  if (reader) return reader.read(text, parameters, idSets);
  // Not the database openDatabase opened (a transaction): its connection keeps no temporary tables.
  if (idSets.length > 0) throw new Error('readArrays: temporary id tables need the database openDatabase opened');
  const { rows } = await db.executeQuery(CompiledQuery.raw(text, [...parameters]));
  return rows.map((r) => Object.values(r as object));
}

export type Columns<Row, K extends keyof Row> = { [C in K]: Row[C][] };

/**
 * Reads a query's rows column by column: one array per selected column, in the query's row order.
 * The database makes each column one JSON array (SQLite `json_group_array`, PostgreSQL `json_agg`)
 * over the query as a subquery, so 200,000 rows reach the driver as one row of a few values and are
 * parsed by JSON.parse, not row by row (a board's rebuild). Numbers must fit a double (ids and
 * epoch-ms times do). A database not opened by `openDatabase` (a transaction) gets its rows turned
 * into columns.
 *
 * `slices`: queries whose rows follow each other (ranges of an ordered key); PostgreSQL builds them
 * at once on separate connections — its JSON building is most of such a read — and the columns are
 * joined in slice order. SQLite reads them one after another.
 */
export async function selectColumns<Row extends object, K extends keyof Row & string>(
  db: Kysely<any>,
  slices: SelectQueryBuilder<any, any, Row> | readonly SelectQueryBuilder<any, any, Row>[],
  columns: readonly K[],
): Promise<Columns<Row, K>> {
  const list = (Array.isArray(slices) ? slices : [slices]) as readonly SelectQueryBuilder<any, any, Row>[];
  const parts: Columns<Row, K>[] = await Promise.all(list.map((q) => columnsOf<Row, K>(db, q, columns)));
  if (parts.length === 1) return parts[0];
  const out = {} as Columns<Row, K>;
  for (const c of columns) out[c] = ([] as Row[K][]).concat(...parts.map((p) => p[c]));
  return out;
}

async function columnsOf<Row extends object, K extends keyof Row & string>(
  db: Kysely<any>,
  query: SelectQueryBuilder<any, any, Row>,
  columns: readonly K[],
): Promise<Columns<Row, K>> {
  const dialect = readers.get(db)?.dialect;
  const out = {} as Columns<Row, K>;
  if (!dialect) {
    const rows = await query.execute();
    for (const c of columns) out[c] = rows.map((r) => r[c]);
    return out;
  }
  const aggregate = (c: K) =>
    dialect === 'postgres' ? sql`json_agg(${sql.ref(`t.${c}`)})` : sql`json_group_array(${sql.ref(`t.${c}`)})`;
  const row = (await db
    .selectFrom(query.as('t'))
    .select(columns.map((c) => aggregate(c).as(c)))
    .executeTakeFirst()) as Record<K, unknown>;
  for (const c of columns) {
    const value = row[c];
    // PostgreSQL's json arrives parsed (and NULL for no rows); SQLite's as text.
    out[c] = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Row[typeof c][];
  }
  return out;
}
