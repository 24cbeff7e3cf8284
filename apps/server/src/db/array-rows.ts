import type { Compilable, Kysely } from 'kysely';

/**
 * Reads a query's rows as arrays of the selected columns, in select order. Big reads (a contest
 * board's 200,000 submissions) spend most of their time making one object per row and then a
 * second one for the camel-case names; arrays skip both. The driver's own array mode is used when
 * the database was opened by `openDatabase` (better-sqlite3 `.raw()`, pg `rowMode: 'array'`);
 * otherwise (a transaction, another Kysely) the rows come through Kysely and are turned into arrays.
 */
export type ArrayReader = (sql: string, parameters: readonly unknown[]) => Promise<unknown[][]>;

const readers = new WeakMap<object, ArrayReader>();

/** Called by openDatabase: `db`'s queries may be read as arrays through `reader`. */
export function registerArrayReader(db: Kysely<any>, reader: ArrayReader): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  readers.set(db, reader);
}

export async function selectArrays<Row extends readonly unknown[]>(db: Kysely<any>, query: Compilable): Promise<Row[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const compiled = query.compile();
  const reader = readers.get(db);
  if (reader) return (await reader(compiled.sql, compiled.parameters)) as unknown as Row[];
  const { rows } = await db.executeQuery(compiled);
  return rows.map((r) => Object.values(r as object)) as unknown as Row[];
}
