import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owner: only the owning module's code names it in a query; every other
 * module asks the owner's service. (Which module may use which is checked by dependency-cruiser,
 * `.dependency-cruiser.cjs`.) A new table is added here with its module.
 */
const OWNER: Record<string, string> = {
  userInfo: 'account',
  userRole: 'account',
  userRecord: 'account',
  session: 'account',
  file: 'file',
  problem: 'problem',
  problemCase: 'problem',
  problemLanguage: 'problem',
  problemTag: 'problem',
  codeTemplate: 'problem',
  tag: 'problem',
  tagClassification: 'problem',
  language: 'problem',
  judge: 'submission',
  judgeCase: 'submission',
  userAcproblem: 'submission',
  judgeJob: 'judge',
  judgeHost: 'judge',
  contest: 'contest',
  contestProblem: 'contest',
  contestRegister: 'contest',
  contestAnnouncement: 'contest',
  contestPrint: 'contest',
  contestAcCheck: 'contest',
  contestVirtual: 'contest',
  contestVirtualSlot: 'contest',
  contestVirtualSubmission: 'contest',
  contestBoardSnapshot: 'contest',
  msgRemind: 'message',
  adminSysNotice: 'message',
  userSysNotice: 'message',
  training: 'training',
  trainingCategory: 'training',
  trainingProblem: 'training',
  trainingRegister: 'training',
  trainingRecord: 'training',
  category: 'discussion',
  discussion: 'discussion',
  comment: 'discussion',
  reply: 'discussion',
  discussionLike: 'discussion',
  commentLike: 'discussion',
  discussionReport: 'discussion',
  announcement: 'home',
  group: 'group',
  groupMember: 'group',
  team: 'team',
  teamMember: 'team',
  teamOrganization: 'team',
  teamGroup: 'team',
  clarification: 'clarification',
  clarificationRead: 'clarification',
  balloon: 'balloon',
  balloonSetting: 'balloon',
  balloonRunner: 'balloon',
  similarityReport: 'similarity',
  similarityPair: 'similarity',
  ccsFeed: 'ccs',
  ccsEvent: 'ccs',
  ccsObject: 'ccs',
  ratingContest: 'rating',
  ratingChange: 'rating',
  userRating: 'rating',
  verificationSubmission: 'verification',
  verificationTiming: 'verification',
  remoteAccountLease: 'remote-judge',
  // infrastructure stores, used through their classes in infra/
  kvStore: 'infra',
  siteConfig: 'infra',
};

const SRC = path.dirname(new URL(import.meta.url).pathname);
const QUERY = /\b(?:selectFrom|updateTable|insertInto|deleteFrom)\(\s*'([A-Za-z]+)'/g;
const isProductionCode = (f: string) => f.endsWith('.ts') && !/\.test\.ts$|fixture|test-kit/.test(f);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : isProductionCode(full) ? [full] : [];
  });
}

/** `modules/<m>/…` → m; `infra/…` → infra; anything else (app.ts, db/, http/) → its first folder. */
function areaOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'modules' ? parts[1] : parts[0];
}

describe('table ownership', () => {
  const uses = [...filesUnder(path.join(SRC, 'modules')), ...filesUnder(path.join(SRC, 'infra'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(QUERY)].map((m) => ({
      file: path.relative(SRC, file),
      area: areaOf(file),
      table: m[1],
    })),
  );

  it('finds the queries it checks', () => {
    expect(uses.length).toBeGreaterThan(50);
    // Every owner's queries are found (a module whose folder moved would silently drop out).
    expect(new Set(uses.map((u) => u.area))).toEqual(new Set(Object.values(OWNER)));
  });

  it('every table is queried only by its owner', () => {
    const foreign = uses
      .filter((u) => OWNER[u.table] !== u.area)
      .map((u) => `${u.file}: ${u.table} (owner: ${OWNER[u.table] ?? 'none listed'})`);
    expect(foreign).toEqual([]);
  });
});
