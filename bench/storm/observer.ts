/**
 * The storm's view from the database (read only, beside the API): the judge queue every 500 ms
 * (how many wait, when each submission left the queue), and at the end every submission of the
 * contest with its case rows, to count the lost and the double-judged.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export interface FinalRow {
  submitId: number;
  status: number;
  created: number;
  modified: number;
  cases: number;
}

const IN_PROGRESS = '5, 6, 7, 9';

export class Observer {
  /** [ms since start, waiting, being judged] every sample. */
  readonly queue: Array<[number, number, number]> = [];
  /** When each submission was first seen out of Pending (being judged). */
  readonly startedAt = new Map<number, number>();
  /** PostgreSQL only, per sample: client backends in a query, idle in a transaction, and what the busy ones wait on. */
  readonly backends: Array<{ active: number; idleInTx: number; total: number; waits: Record<string, number> }> = [];
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  private constructor(
    private readonly q: (sql: string, args: unknown[]) => Promise<Array<Record<string, unknown>>>,
    private readonly close: () => Promise<void>,
    private readonly cid: number,
    private readonly pg = false,
  ) {}

  static async open(where: { pgUrl?: string; sqliteFile?: string }, cid: number): Promise<Observer> {
    if (where.pgUrl) {
      const pool = new pg.Pool({ connectionString: where.pgUrl, max: 2 });
      const numbered = (sql: string) => {
        let n = 0;
        return sql.replace(/\?/g, () => `$${++n}`);
      };
      return new Observer(
        async (sql, args) => (await pool.query(numbered(sql), args)).rows,
        () => pool.end(),
        cid,
        true,
      );
    }
    const db = new Database(where.sqliteFile!, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return new Observer(
      async (sql, args) => db.prepare(sql).all(...args) as Array<Record<string, unknown>>,
      async () => {
        db.close();
      },
      cid,
    );
  }

  start(t0: number): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      this.q(`select submit_id, status from judge where cid = ? and status in (${IN_PROGRESS})`, [this.cid])
        .then((rows) => {
          const now = Date.now();
          let waiting = 0;
          for (const r of rows) {
            const status = Number(r.status);
            if (status === 5 || status === 9) waiting++;
            else if (!this.startedAt.has(Number(r.submit_id))) this.startedAt.set(Number(r.submit_id), now);
          }
          this.queue.push([now - t0, waiting, rows.length - waiting]);
        })
        .then(() => (this.pg ? this.sampleBackends() : undefined))
        .catch(() => undefined)
        .finally(() => (this.busy = false));
    }, 500);
  }

  private async sampleBackends(): Promise<void> {
    const rows = await this.q(
      `select state, coalesce(wait_event_type || ':' || wait_event, '-') as wait, count(*) as n from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database() group by 1, 2`,
      [],
    );
    const s = { active: 0, idleInTx: 0, total: 0, waits: {} as Record<string, number> };
    for (const r of rows) {
      const n = Number(r.n);
      s.total += n;
      if (r.state === 'active') {
        s.active += n;
        const w = String(r.wait);
        s.waits[w] = (s.waits[w] ?? 0) + n;
      } else if (String(r.state).startsWith('idle in transaction')) s.idleInTx += n;
    }
    this.backends.push(s);
  }

  async inProgress(): Promise<number> {
    const rows = await this.q(`select count(*) as n from judge where cid = ? and status in (${IN_PROGRESS})`, [this.cid]);
    return Number(rows[0]!.n);
  }

  async final(): Promise<FinalRow[]> {
    const rows = await this.q(
      'select j.submit_id, j.status, j.gmt_create, j.gmt_modified, (select count(*) from judge_case c where c.submit_id = j.submit_id) as cases from judge j where j.cid = ?',
      [this.cid],
    );
    return rows.map((r) => ({
      submitId: Number(r.submit_id),
      status: Number(r.status),
      created: Number(r.gmt_create),
      modified: Number(r.gmt_modified),
      cases: Number(r.cases),
    }));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.close();
  }
}
