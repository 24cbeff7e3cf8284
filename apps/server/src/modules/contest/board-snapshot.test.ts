import { ACM_RULE, OI_RULE } from '@verdict/shared';
import { describe, expect, it } from 'vitest';
import { judgeRow } from '../../test/judge-row';
import { useTestApp } from '../../test/test-app';
import { UserDirectory } from '../account/user-directory';
import { SubmissionReads } from '../submission/scoped-reads';
import { VisibleVerdicts } from '../submission/visible-verdicts';
import { AwardType, type BoardContest, type BoardQuery, ContestBoard } from './board';
import { at, contest, MEDALS, random, S, START } from './board/board-fixtures';
import type { BoardCompetitor } from './board-competitors';
import { BoardSnapshots } from './board-snapshot';
import { rebuildFromJudge } from './contest-board.service';
import { ContestRecords } from './contest-records';

// Property, on the real database: a board rebuilt from its snapshot — the columns and the board
// engine's cells kept with them — and the judge rows changed since is the board rebuilt from every
// row: ACM and OI, sealed or not, after-contest rows, stars, excluded users, teams, rejudges. A
// snapshot that no longer holds (a row removed or moved out) is not used, and cells kept under
// other contest settings (an edited seal) are derived again.

const STATUSES = [
  S.Accepted,
  S.Accepted,
  S.WrongAnswer,
  S.WrongAnswer,
  S.CompileError,
  S.TimeLimitExceeded,
  S.PartialAccepted,
  S.SystemError,
  S.Pending,
  S.Judging,
  S.PresentationError,
];
const TIMES = [START - 60_000, at(0, 5), at(0, 5, 0, 400), at(1), at(2, 59), at(3), at(3, 30), at(4, 10), at(5), at(6)];
/** Contest problems by contest_problem id; 104 is a problem no longer in the contest. */
const DISPLAY = new Map([
  [101, 'A'],
  [102, 'B'],
  [103, 'C'],
]);
const OLD = Date.UTC(2026, 0, 1);

describe('board snapshots', () => {
  const t = useTestApp();
  const db = () => t.core.database.db;
  const records = () => new ContestRecords(new SubmissionReads(db(), new VisibleVerdicts(null)));
  const users = () => new UserDirectory(db(), t.core.database.dialect);

  let nextCid = 7000;
  // The picks in this order: a seed's rows stay the same.
  const row = (cid: number, r: ReturnType<typeof random>, modified: number, user = r.int(8)) =>
    judgeRow({
      displayPid: 'P',
      uid: `u${user}`,
      username: `user${user}`,
      submitTime: r.pick(TIMES) + r.int(3) * 1000,
      status: r.pick(STATUSES),
      time: r.pick([null, 5, 10, 30]),
      score: r.pick([null, 0, 40, 100]),
      cid,
      cpid: r.pick([101, 102, 103, 103, 104]),
      gmtCreate: modified,
      gmtModified: modified,
    });

  /** A board that tells whether its cells came from a snapshot's state (null: it was not offered one). */
  class Watched extends ContestBoard {
    restored: boolean | null = null;
    override restoreColumns(...args: Parameters<ContestBoard['restoreColumns']>) {
      return (this.restored = super.restoreColumns(...args));
    }
  }

  async function build(cid: number, c: BoardContest, teams: Map<string, BoardCompetitor> | null, snapshots?: BoardSnapshots) {
    const board = new Watched(c);
    await rebuildFromJudge(board, cid, DISPLAY, { records: records(), users: users(), snapshots }, teams);
    return board;
  }

  const QUERIES: BoardQuery[] = [{}, { sealed: true }, { containsEnd: true }, { sealed: true, removeStar: true }];

  it('rebuilds the same board from a snapshot and the rows changed since as from every row (random contests)', async () => {
    let fast = 0;
    let restored = 0;
    let restoredAgain = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const r = random(seed);
      const cid = nextCid++;
      const sealRank = r.next() < 0.7;
      const c = contest({
        rule: seed % 2 ? ACM_RULE : OI_RULE,
        oiRankScoreType: r.pick(['Recent', 'Highest'] as const),
        sealRank,
        sealRankTime: sealRank ? at(r.pick([0, 3, 4])) : null,
        allowEndSubmit: r.next() < 0.6,
        starUids: r.next() < 0.4 ? ['u2'] : [],
        excludedUids: r.next() < 0.3 ? ['u1'] : [],
        awardType: r.pick([AwardType.None, AwardType.Percentage, AwardType.Count]),
        awardConfig: MEDALS.map((m) => ({ ...m, num: r.pick([1, 2, 30]) })),
      });
      const teams =
        seed % 5 === 0
          ? new Map<string, BoardCompetitor>(
              ['u0', 'u3', 'u4'].map((uid) => [
                uid,
                { key: 'team:1', name: 'T1', organization: null, star: false, groupIds: [] },
              ]),
            )
          : null;
      await db()
        .insertInto('judge')
        .values(Array.from({ length: 20 + r.int(120) }, () => row(cid, r, OLD)))
        .execute();
      // Every third contest keeps a new snapshot after each rebuild: from a restored board, whose rows keep their cells packed.
      const snapshots = new BoardSnapshots(db(), records(), { minRows: 0, refreshShare: seed % 3 === 0 ? 0 : 0.2 });
      const withScores = c.rule.ranksBy === 'score';
      // The first build reads every row and keeps them with the board's cells.
      expect((await build(cid, c, teams, snapshots)).restored).toBeNull();
      await snapshots.settled();
      expect((await snapshots.read(cid, withScores)).state, `seed ${seed}`).not.toBeNull();

      // What a live contest changes since: new submissions, rejudges (and, sometimes, a row removed or moved away).
      const now = Date.now();
      const ids = (await db().selectFrom('judge').select('submitId').where('cid', '=', cid).execute()).map((x) => x.submitId);
      await db()
        .insertInto('judge')
        .values(Array.from({ length: 1 + r.int(30) }, () => row(cid, r, now)))
        .execute();
      for (let k = r.int(10); k > 0; k--)
        await db()
          .updateTable('judge')
          .set({ status: r.pick(STATUSES), score: r.pick([null, 0, 60, 100]), time: r.pick([null, 7]), gmtModified: now })
          .where('submitId', '=', r.pick(ids))
          .execute();
      const broken = r.next() < 0.2;
      if (broken && r.next() < 0.5) await db().deleteFrom('judge').where('submitId', '=', r.pick(ids)).execute();
      else if (broken) await db().updateTable('judge').set({ cid: 1 }).where('submitId', '=', r.pick(ids)).execute();

      // Sometimes the contest's seal was edited since: the kept cells no longer fit.
      const edited = r.next() < 0.25;
      const settings = edited ? { ...c, sealRank: true, sealRankTime: at(r.pick([1, 2])) } : c;

      const source = (await snapshots.read(cid, withScores)).source;
      expect(source, `seed ${seed}`).toBe(broken ? 'full' : 'snapshot');
      if (source === 'snapshot') fast++;
      const full = await build(cid, settings, teams);
      const fromSnapshot = await build(cid, settings, teams, snapshots);
      expect(fromSnapshot.restored, `seed ${seed}`).toBe(broken ? null : !edited);
      if (fromSnapshot.restored) restored++;
      const same = (when: string) => {
        for (const q of QUERIES)
          expect(JSON.stringify(fromSnapshot.list(q)), `seed ${seed} ${when} ${JSON.stringify(q)}`).toBe(
            JSON.stringify(full.list(q)),
          );
      };
      same('rebuilt');
      expect(full.size).toBeGreaterThan(0);
      if (fromSnapshot.restored && seed % 3 === 0) {
        // The state the restored board kept (its rows' cells still packed, some unpacked by the listings) restores the same board.
        await snapshots.settled();
        const again = await build(cid, settings, teams, snapshots);
        restoredAgain++;
        expect(again.restored, `seed ${seed}`).toBe(true);
        expect(JSON.stringify(again.list({ sealed: true })), `seed ${seed} again`).toBe(
          JSON.stringify(full.list({ sealed: true })),
        );
        for (const q of QUERIES) expect(JSON.stringify(again.list(q)), `seed ${seed} again`).toBe(JSON.stringify(full.list(q)));
      }
      // Then both take the same verdicts (rejudges, a newcomer's submission): a restored board files its rows on the first.
      const judged = await db()
        .selectFrom('judge')
        .select(['submitId', 'uid', 'cpid', 'submitTime'])
        .where('cid', '=', cid)
        .execute();
      for (let k = 0; k < 4; k++) {
        const x = k < 3 ? r.pick(judged) : { submitId: 10_000_000 + seed, uid: 'u9', cpid: 101, submitTime: at(1) };
        const displayId = DISPLAY.get(Number(x.cpid));
        if (displayId === undefined) continue;
        const uid = teams?.get(x.uid)?.key ?? x.uid;
        const verdict = { submitId: x.submitId, uid, username: uid, displayId, submitTime: Number(x.submitTime) };
        const status = { status: r.pick(STATUSES), score: r.pick([null, 0, 100]), time: r.pick([null, 9]) };
        full.apply({ ...verdict, ...status });
        fromSnapshot.apply({ ...verdict, ...status });
      }
      same('after verdicts');
      await snapshots.settled();
    }
    expect(fast).toBeGreaterThan(12);
    expect(restored).toBeGreaterThan(8);
    expect(restoredAgain).toBeGreaterThan(2);
  });

  it('keeps no snapshot for a small contest, and reads every row again when an OI board needs the scores an ACM snapshot lacks', async () => {
    const cid = nextCid++;
    const r = random(99);
    await db()
      .insertInto('judge')
      .values(Array.from({ length: 30 }, () => row(cid, r, OLD)))
      .execute();
    const small = new BoardSnapshots(db(), records(), { minRows: 31 });
    expect((await small.columns(cid, false)).source).toBe('full');
    await small.settled();
    expect((await small.columns(cid, false)).source).toBe('full');

    const snapshots = new BoardSnapshots(db(), records(), { minRows: 0 });
    await snapshots.columns(cid, false);
    await snapshots.settled();
    expect((await snapshots.columns(cid, false)).source).toBe('snapshot');
    expect((await snapshots.columns(cid, true)).source).toBe('full');
    await snapshots.settled();
    const oi = contest({ rule: OI_RULE });
    const scored = await snapshots.columns(cid, true);
    expect(scored.source).toBe('snapshot');
    expect(JSON.stringify((await build(cid, oi, null, snapshots)).list())).toBe(
      JSON.stringify((await build(cid, oi, null)).list()),
    );
    await snapshots.drop(cid);
    expect((await snapshots.columns(cid, true)).source).toBe('full');
    await snapshots.settled();
  });
});
