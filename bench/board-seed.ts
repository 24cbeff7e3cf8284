/**
 * The ACM contest `npm run bench:board` measures (board.bench.ts): BENCH_USERS teams, BENCH_PROBLEMS
 * problems and BENCH_SUBMISSIONS generated submissions with a fixed seed, inserted into a migrated
 * database as the contest's real rows (contest, problems, contest problems, users, judge rows).
 */
import { ACM_RULE, JudgeStatus } from '@verdict/shared';
import type { Db } from '../apps/server/src/db/database';
import type { BoardContest } from '../apps/server/src/modules/contest/board';
import { intFrom, prng } from './kit';

export const USERS = Number(process.env.BENCH_USERS ?? 5000);
export const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 13);
export const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 200_000);

/** Keeps this run's rows apart in a shared PostgreSQL database. */
export const RUN = Date.now().toString(36);
export const CID = 900_000 + Math.floor(Math.random() * 90_000);
export const START = Date.UTC(2026, 10, 1, 1, 0, 0);
export const DURATION = 5 * 3_600_000;
export const DISPLAY_IDS = Array.from(
  { length: PROBLEMS },
  (_, i) => String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(i) : ''),
);
export const uidOf = (i: number) => `bench${RUN}u${String(i).padStart(5, '0')}`;
export const usernameOf = (i: number) => `b${RUN}_${i}`;

export const CONTEST: BoardContest = {
  rule: ACM_RULE,
  startTime: START,
  endTime: START + DURATION,
  sealRank: true,
  sealRankTime: START + DURATION - 3_600_000,
  autoRealRank: true,
  allowEndSubmit: false,
  oiRankScoreType: 'Recent',
  rankShowName: 'username',
  starUids: Array.from({ length: 20 }, (_, i) => uidOf(i * 97)),
  awardType: 1,
  awardConfig: [
    { name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
    { name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
    { name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
  ],
  problems: DISPLAY_IDS.map((displayId) => ({ displayId })),
};

export const rand = prng(20261122);
export const int = intFrom(rand);
export const STATUSES = [
  ...Array(25).fill(JudgeStatus.Accepted),
  ...Array(45).fill(JudgeStatus.WrongAnswer),
  ...Array(10).fill(JudgeStatus.TimeLimitExceeded),
  ...Array(10).fill(JudgeStatus.CompileError),
  ...Array(5).fill(JudgeStatus.RuntimeError),
  ...Array(3).fill(JudgeStatus.MemoryLimitExceeded),
  ...Array(2).fill(JudgeStatus.PresentationError),
] as number[];

export interface Generated {
  uid: string;
  cpid: number;
  status: number;
  time: number;
  submitTime: number;
}
export const generate = (): Generated => ({
  uid: uidOf(int(USERS)),
  cpid: 1 + int(PROBLEMS),
  status: STATUSES[int(STATUSES.length)],
  time: int(2000),
  submitTime: START + int(DURATION),
});

/** contest_problem id → display id, per database (its ids are the database's own). */
export const displayByCpid = new Map<number, string>();

export async function seed(db: Db, rows: Generated[]) {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    // The contest itself, so that the real app can serve its board over HTTP (outside board open).
    await trx
      .insertInto('contest')
      .values({
        id: CID,
        uid: 'bench',
        author: 'bench',
        title: `Bench ${RUN}`,
        type: 0,
        description: null,
        source: 0,
        auth: 0,
        pwd: null,
        startTime: START,
        endTime: START + DURATION,
        duration: DURATION / 1000,
        sealRank: 1,
        sealRankTime: CONTEST.sealRankTime,
        autoRealRank: 1,
        visible: 1,
        openPrint: 0,
        openAccountLimit: 0,
        accountLimitRule: null,
        rankShowName: 'username',
        starAccount: JSON.stringify(CONTEST.starUids.map((uid) => usernameOf(Number(uid.slice(-5))))),
        openRank: 1,
        oiRankScoreType: 'Recent',
        isGroup: 0,
        gid: null,
        awardType: 1,
        awardConfig: JSON.stringify(CONTEST.awardConfig),
        allowEndSubmit: 0,
        gmtCreate: now,
        gmtModified: now,
      })
      .execute();
    displayByCpid.clear();
    const pids: number[] = [];
    for (const displayId of DISPLAY_IDS) {
      const problem = await trx
        .insertInto('problem')
        .values({
          problemId: `BENCH-${RUN}-${CID}-${displayId}`,
          title: `Bench ${displayId}`,
          author: null,
          ownerUid: null,
          type: 0,
          judgeMode: 'default',
          judgeCaseMode: 'default',
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
          description: null,
          input: null,
          output: null,
          examples: null,
          isRemote: 0,
          source: null,
          difficulty: 0,
          hint: null,
          auth: 3,
          ioScore: 100,
          codeShare: 0,
          spjCode: null,
          spjLanguage: null,
          userExtraFile: null,
          judgeExtraFile: null,
          isRemoveEndBlank: 1,
          openCaseResult: 0,
          isUploadCase: 1,
          caseVersion: '0',
          modifiedUser: null,
          isGroup: 0,
          gid: null,
          applyPublicProgress: null,
          isFileIo: 0,
          ioReadFileName: null,
          ioWriteFileName: null,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const link = await trx
        .insertInto('contestProblem')
        .values({
          cid: CID,
          pid: Number(problem.id),
          displayId,
          displayTitle: `Problem ${displayId}`,
          color: null,
          gmtCreate: now,
          gmtModified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      displayByCpid.set(Number(link.id), displayId);
      pids.push(Number(problem.id));
    }
    const cpids = [...displayByCpid.keys()];
    for (let i = 0; i < USERS; i += 500) {
      await trx
        .insertInto('userInfo')
        .values(
          Array.from({ length: Math.min(500, USERS - i) }, (_, k) => ({
            uuid: uidOf(i + k),
            username: usernameOf(i + k),
            password: 'x',
            nickname: `Team ${i + k}`,
            school: `School ${(i + k) % 300}`,
            realname: null,
            course: null,
            number: null,
            gender: 'secrecy',
            cfUsername: null,
            github: null,
            blog: null,
            email: null,
            avatar: null,
            signature: null,
            titleName: null,
            titleColor: null,
            status: 0,
            gmtCreate: now,
            gmtModified: now,
          })),
        )
        .execute();
      // Every account has a role (the user directory reads profiles through it); 1002 is a plain user.
      await trx
        .insertInto('userRole')
        .values(Array.from({ length: Math.min(500, USERS - i) }, (_, k) => ({ uid: uidOf(i + k), roleId: 1002, gmtCreate: now })))
        .execute();
    }
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('judge')
        .values(
          rows.slice(i, i + 1000).map((r) => ({
            pid: pids[r.cpid - 1],
            displayPid: DISPLAY_IDS[r.cpid - 1],
            uid: r.uid,
            username: usernameOf(Number(r.uid.slice(-5))),
            submitTime: r.submitTime,
            status: r.status,
            share: 0,
            errorMessage: null,
            time: r.time,
            memory: 1024,
            score: null,
            length: 100,
            code: 'x',
            language: 'C++',
            cid: CID,
            cpid: cpids[r.cpid - 1],
            gid: null,
            judger: 'bench',
            ip: null,
            version: 0,
            oiRankScore: null,
            isManual: 0,
            attemptId: null,
            gmtCreate: r.submitTime,
            gmtModified: r.submitTime,
          })),
        )
        .execute();
    }
  });
}

/**
 * `n` of the contest's submissions judged again now (a new status, gmt_modified now): what a live
 * contest changes between a board snapshot and the next rebuild.
 */
export async function touch(db: Db, n: number): Promise<number> {
  const ids = (await db.selectFrom('judge').select('submitId').where('cid', '=', CID).execute()).map((r) => r.submitId);
  const chosen = [...new Set(Array.from({ length: n }, () => ids[int(ids.length)]))];
  const now = Date.now();
  for (let i = 0; i < chosen.length; i += 100) {
    const status = STATUSES[int(STATUSES.length)];
    await db
      .updateTable('judge')
      .set({ status, gmtModified: now })
      .where('submitId', 'in', chosen.slice(i, i + 100))
      .execute();
  }
  return chosen.length;
}

/** Removes this run's rows again (a shared PostgreSQL database outlives the run). */
export async function unseed(db: Db) {
  await db.deleteFrom('contestBoardSnapshot').where('cid', '=', CID).execute();
  await db.deleteFrom('judge').where('cid', '=', CID).execute();
  await db.deleteFrom('contest').where('id', '=', CID).execute();
  await db.deleteFrom('problem').where('problemId', 'like', `BENCH-${RUN}-%`).execute();
  await db.deleteFrom('userRole').where('uid', 'like', `bench${RUN}u%`).execute();
  await db.deleteFrom('userInfo').where('uuid', 'like', `bench${RUN}u%`).execute();
}
