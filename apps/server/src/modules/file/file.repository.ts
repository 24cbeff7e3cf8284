import type { Db } from '../../db/database';

export interface NewFileRow {
  uid: string | null;
  gid: number | null;
  type: string;
  name: string;
  suffix: string | null;
  folderPath: string;
  filePath: string;
  /** Bytes; left out for files the upload quota does not count. */
  size?: number | null;
}

/** Rows of the `file` table: every stored upload (avatars, markdown images and attachments, imports). */
export class FileRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewFileRow, db: Db = this.db): Promise<number> {
    const inserted = await db
      .insertInto('file')
      .values({ ...row, isDeleted: 0, gmtCreate: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async insertMany(rows: NewFileRow[], db: Db = this.db): Promise<void> {
    if (rows.length === 0) return;
    const now = Date.now();
    await db
      .insertInto('file')
      .values(rows.map((r) => ({ ...r, isDeleted: 0, gmtCreate: now })))
      .execute();
  }

  /** Runs `fn` in one transaction (an upload's row and its quota check). */
  transaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => this.db.transaction().execute(fn);

  /** Bytes of a user's live files of the given types. */
  async usedBytes(uid: string, types: string[], db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('file')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
      .where('uid', '=', uid)
      .where('type', 'in', types)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  findLive = (id: number, type: string) =>
    this.db
      .selectFrom('file')
      .selectAll()
      .where('id', '=', id)
      .where('type', '=', type)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();

  listLive = (type: string) =>
    this.db
      .selectFrom('file')
      .select(['id', 'filePath'])
      .where('type', '=', type)
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .execute();

  async markDeleted(id: number): Promise<void> {
    await this.db.updateTable('file').set({ isDeleted: 1 }).where('id', '=', id).execute();
  }

  /** Retires every live file of one type of a user (the previous avatar). */
  async retireAll(uid: string, type: string): Promise<void> {
    await this.db
      .updateTable('file')
      .set({ isDeleted: 1 })
      .where('uid', '=', uid)
      .where('type', '=', type)
      .where('isDeleted', '=', 0)
      .execute();
  }

  /** Retires every live file of one type of a group (the previous group avatar). */
  async retireAllOfGroup(gid: number, type: string): Promise<void> {
    await this.db
      .updateTable('file')
      .set({ isDeleted: 1 })
      .where('gid', '=', gid)
      .where('type', '=', type)
      .where('isDeleted', '=', 0)
      .execute();
  }

  async ownedByGroup(gid: number, type: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('file')
      .select('id')
      .where('gid', '=', gid)
      .where('type', '=', type)
      .where('name', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  }

  async ownedBy(uid: string, type: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('file')
      .select('id')
      .where('uid', '=', uid)
      .where('type', '=', type)
      .where('name', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  }

  async nameByPath(type: string, filePath: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('file')
      .select('name')
      .where('type', '=', type)
      .where('filePath', '=', filePath)
      .executeTakeFirst();
    return row?.name ?? null;
  }
}
