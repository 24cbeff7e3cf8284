import { sql } from 'kysely';
import { ProblemAuth } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import { ProblemPartsRepository } from './problem-parts.repository';

/** A group's reads of the problem rows: its problems, its tags and the public applications. ProblemRepository adds the rest. */
export class ProblemGroupReads extends ProblemPartsRepository {
  constructor(
    db: Db,
    protected readonly dialect: Dialect,
  ) {
    super(db);
  }

  /** A group's problems in display id order: all (its admins), or the public ones and `ownerUid`'s (members). */
  async listGroup(gid: number, q: { currentPage: number; limit: number; publicOnly: boolean; ownerUid?: string }) {
    const base = this.db
      .selectFrom('problem')
      .where('gid', '=', gid)
      .$if(q.publicOnly, (qb) =>
        qb.where((eb) => eb.or([eb('auth', '=', ProblemAuth.Public), eb('ownerUid', '=', q.ownerUid ?? '')])),
      );
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(sql`length(problem_id)`)
        .orderBy('problemId')
        .limit(q.limit)
        .offset((q.currentPage - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** The tags a group made for its problems. */
  groupTags = (gid: number) => this.db.selectFrom('tag').selectAll().where('gid', '=', gid).orderBy('id').execute();

  /** Group problems with a public application, newest first. */
  async listApplications(q: { currentPage: number; limit: number; keyword?: string; gid?: number }) {
    const base = this.db
      .selectFrom('problem')
      .where('gid', 'is not', null)
      .where('applyPublicProgress', 'is not', null)
      .$if(q.gid !== undefined, (qb) => qb.where('gid', '=', q.gid!))
      .$if(!!q.keyword, (qb) =>
        qb.where((eb) =>
          eb.or([this.dialect.containsText('title', q.keyword!), this.dialect.containsText('problemId', q.keyword!)]),
        ),
      );
    const [records, count] = await Promise.all([
      base
        .select(['id', 'gid', 'applyPublicProgress', 'problemId', 'title', 'author', 'type', 'judgeMode'])
        .orderBy('gmtModified', 'desc')
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset((q.currentPage - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }
}
