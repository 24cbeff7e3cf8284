import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What the problems' stored test data adds up to, for quotas and for the store's clean-up. */
export class TestdataRepository {
  constructor(private readonly db: Db) {}

  /** Bytes of the cases of the problems a user created (shared files counted per case: a bound, not a bill). */
  bytesOfOwner = (uid: string): Promise<number> => this.sum(this.cases().where('problem.ownerUid', '=', uid));

  /** Bytes of the cases of a group's problems. */
  bytesOfGroup = (gid: number): Promise<number> => this.sum(this.cases().where('problem.gid', '=', gid));

  /** Every content hash a problem's case points at: what the store must keep. */
  async caseHashes(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('problemCase').select(['inputHash', 'outputHash']).execute();
    const out = new Set<string>();
    for (const r of rows) out.add(r.inputHash).add(r.outputHash);
    return out;
  }

  private async sum(cases: ReturnType<TestdataRepository['cases']>): Promise<number> {
    const row = await cases
      .select(
        sql<string | number | null>`sum(${sql.ref('problemCase.inputSize')} + ${sql.ref('problemCase.outputSize')})`.as('bytes'),
      )
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  private cases() {
    return this.db.selectFrom('problemCase').innerJoin('problem', 'problem.id', 'problemCase.pid');
  }
}
