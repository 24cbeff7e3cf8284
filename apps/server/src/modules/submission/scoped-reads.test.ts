import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { judgeRow } from '../../test/judge-row';
import { useTestApp } from '../../test/test-app';
import { SubmissionReads } from './scoped-reads';
import { VisibleVerdicts } from './visible-verdicts';

const CID = 900_001;
const T0 = 1_700_000_000_000;

/**
 * The general scoped read of the submission tables, on rows written here: every field of a scope
 * narrows, a given empty list matches nothing, long id lists are read in chunks (past SQLite's
 * bound-parameter limit), and the board's stream reads what the rows read, column by column.
 */
describe('scoped reads of submissions', () => {
  const t = useTestApp();
  let reads: SubmissionReads;
  let ids: number[] = [];
  const uids = Array.from({ length: 620 }, (_, i) => `scoped-${i}`);

  beforeAll(async () => {
    const db = t.core.database.db;
    reads = new SubmissionReads(db, new VisibleVerdicts(null));
    const rows = uids.map((uid, i) =>
      judgeRow({
        pid: 1 + (i % 3),
        uid,
        submitTime: T0 + i * 1000,
        status: i % 2 === 0 ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer,
        score: i % 2 === 0 ? 100 : 0,
        oiRankScore: i % 3 === 0 ? i : null,
        language: 'C',
        cid: CID,
        cpid: 10 + (i % 3),
        gmtCreate: T0,
        gmtModified: T0,
      }),
    );
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('judge')
        .values(rows.slice(i, i + 100))
        .execute();
    ids = (await reads.rows({ cid: CID }, ['submitId'], { order: 'submitted' })).map((r) => r.submitId);
  });

  it('rows, pages and counts follow every field of the scope; an empty list matches nothing', async () => {
    expect(ids).toHaveLength(620);
    const late = await reads.rows({ cid: CID, from: T0 + 600_000, statuses: [JudgeStatus.Accepted] }, ['uid'], {
      order: 'latest',
    });
    expect(late.map((r) => r.uid)).toEqual([
      'scoped-618',
      'scoped-616',
      'scoped-614',
      'scoped-612',
      'scoped-610',
      'scoped-608',
      'scoped-606',
      'scoped-604',
      'scoped-602',
      'scoped-600',
    ]);
    expect(await reads.rows({ cid: CID, uids: [] }, ['uid'])).toEqual([]);
    expect(await reads.page({ cid: CID, cpids: [] }, 1, 10)).toEqual({ records: [], total: 0 });

    const page = await reads.page({ cid: CID, until: T0 + 10_000, othersBefore: { uid: 'scoped-9', time: T0 + 5000 } }, 1, 3);
    expect(page.total).toBe(6);
    expect(page.records.map((r) => r.uid)).toEqual(['scoped-9', 'scoped-4', 'scoped-3']);

    const counts = await reads.countsByProblem({ cid: CID, excludeUids: ['scoped-0'] });
    expect(counts.get(1)).toMatchObject({ total: 206, ac: 103, wa: 103 });
    expect(counts.get(2)?.total).toBe(207);
  });

  it('long id lists are read in chunks; the stream reads the rows as columns in submit order', async () => {
    const byIds = await reads.rows({ submitIds: ids, uids }, ['submitId', 'uid']);
    expect(byIds).toHaveLength(620);
    const names = await reads.rows({ cid: CID, uids }, ['uid', 'username'], { distinct: true });
    expect(new Set(names.map((r) => r.uid)).size).toBe(620);

    const stream = await reads.stream({ cid: CID }, ['submitId', 'uid', 'submitTime']);
    expect(stream.submitId).toEqual(ids);
    expect(stream.uid).toEqual(uids);
  });

  it('per-user tallies and standings', async () => {
    const { tallies } = reads;
    const perUser = await tallies.perUser({ cid: CID, uids });
    expect(perUser.size).toBe(620);
    expect(perUser.get('scoped-619')).toBe(1);
    const solved = await tallies.problemsPerUser({ cid: CID, statuses: [JudgeStatus.Accepted], uids: uids.slice(0, 4) });
    expect([...solved]).toEqual(
      expect.arrayContaining([
        ['scoped-0', 1],
        ['scoped-2', 1],
      ]),
    );
    expect(solved.has('scoped-1')).toBe(false);
    const best = await tallies.bestPerProblem({ cid: CID, uids: ['scoped-3', 'scoped-4', 'scoped-6'] });
    expect(best.sort((a, b) => a.best - b.best)).toEqual([
      { uid: 'scoped-3', pid: 1, best: 3 },
      { uid: 'scoped-6', pid: 1, best: 6 },
    ]);
    const standings = await tallies.standings(
      { total: { cid: CID }, score: { cid: CID }, uids: ['scoped-3', 'scoped-6', 'scoped-7'] },
      0,
      2,
    );
    expect(standings.total).toBe(3);
    expect(standings.rows.map((r) => [r.uid, r.score])).toEqual([
      ['scoped-6', 6],
      ['scoped-3', 3],
    ]);
  });

  it('removes a scope and nothing else', async () => {
    const gone = await reads.remove({ cid: CID, pids: [3] });
    expect(gone).toHaveLength(206);
    expect((await reads.countsByProblem({ cid: CID })).has(3)).toBe(false);
    expect((await reads.rows({ cid: CID }, ['submitId'])).length).toBe(414);
  });
});
