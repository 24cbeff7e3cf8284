import { beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@verdict/shared';
import {
  type EndpointDef,
  GROUP_MATRIX_RELATIONS,
  GroupAuth,
  GroupLevel,
  type GroupMatrixRelation,
  addGroupAnnouncement,
  groupAddContest,
  groupAddProblem,
  groupAddTraining,
  groupAddDiscussion,
} from '@verdict/shared';
import { groupProblemBody } from '../group-content/group-content.fixture';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { postFile, tinyPng } from '../../test/upload-kit';

/**
 * Every group call × every relation of spec 3 §6. The calls come from the endpoint registry (every
 * export of @verdict/shared whose path starts with /api/group, or is /api/get-group-* or
 * /api/file/upload-group-avatar); the rule of each is written here by hand, so a new group call
 * without a rule fails. A call is "refused" when it answers HTTP 401/403 or a body status 401/403;
 * anything else (success, or a business answer such as "already a member") means the caller got past
 * the permission checks.
 */
const t = useTestApp();

/** The least relation a call admits; the super admin passes every group rule. */
type Rule = 'public' | 'login' | 'member' | 'admin' | 'root' | 'owner';
const ALLOWED: Record<Rule, readonly GroupMatrixRelation[]> = {
  public: GROUP_MATRIX_RELATIONS,
  login: GROUP_MATRIX_RELATIONS.filter((r) => r !== 'visitor'),
  member: ['member', 'admin', 'root', 'owner', 'superAdmin'],
  admin: ['admin', 'root', 'owner', 'superAdmin'],
  root: ['root', 'owner', 'superAdmin'],
  owner: ['owner', 'superAdmin'],
};

/** One group with one user at each relation, a group announcement by the admin, and an applicant to act on. */
interface Scene {
  gid: number;
  /** An announcement the group admin posted. */
  aid: number;
  /** A user with an application pending, the target of member calls. */
  applicant: SeededUser;
  /** Ids of group content the SCENE_SETUP steps made (problem, training, contest, discussion…), by a name of their choice. */
  ids: Record<string, number | string>;
}

/** The cast every scene shares: one user per relation inside the group. */
type Cast = Record<'owner' | 'root' | 'admin' | 'member' | 'applying' | 'refused' | 'nonMember', SeededUser>;

/**
 * Steps that add content to each scene for the content calls' rows (one line each, run in order
 * after the group, its members and the announcement exist), e.g. a group problem by the admin.
 */
const SCENE_SETUP: Array<(s: Scene, cast: Cast) => Promise<void>> = [
  // group content: a public group problem, a training and a contest, each made by the group admin
  async (s, cast) => {
    const body = groupProblemBody(s.gid);
    expect((await t.call(groupAddProblem, { token: cast.admin.token, body })).status).toBe(200);
    const row = await t.core.database.db
      .selectFrom('problem')
      .select(['id', 'problemId'])
      .where('gid', '=', s.gid)
      .executeTakeFirstOrThrow();
    Object.assign(s.ids, { pid: row.id, problemId: row.problemId });
  },
  async (s, cast) => {
    const now = Date.now();
    const category = await t.core.database.db
      .insertInto('trainingCategory')
      .values({ name: `c${now}${Math.random()}`, color: '#409eff', gid: null, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    s.ids.categoryId = Number(category.id);
    const training = await t.call(groupAddTraining, { token: cast.admin.token, body: contentTraining(s) });
    s.ids.tid = training.data!.id;
    const contest = await t.call(groupAddContest, { token: cast.admin.token, body: contentContest(s) });
    s.ids.cid = contest.data!.id;
  },
  // group discussions: the board open without AC minimum or daily limit, one discussion by the group admin
  async (s, cast) => {
    await t.app.services.switches.update({
      openGroupDiscussion: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
    });
    const now = Date.now();
    const category = await t.core.database.db
      .insertInto('category')
      .values({ name: `d${now}${Math.random()}`, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    s.ids.discussionCategory = Number(category.id);
    expect((await t.call(groupAddDiscussion, { token: cast.admin.token, body: groupDiscussion(s) })).status).toBe(200);
    s.ids.did = Number(
      (await t.core.database.db.selectFrom('discussion').select('id').where('gid', '=', s.gid).executeTakeFirstOrThrow()).id,
    );
  },
];

const groupDiscussion = (s: Scene) => ({
  gid: s.gid,
  title: 'Matrix topic',
  description: 'x',
  content: 'y',
  categoryId: s.ids.discussionCategory as number,
});

const contentTraining = (s: Scene) => ({
  training: {
    title: 'Matrix training',
    description: 'x',
    auth: 'Public',
    status: true,
    rank: 1000,
    gid: s.gid,
    id: s.ids.tid as number | undefined,
  },
  trainingCategory: { id: s.ids.categoryId as number },
});
const contentContest = (s: Scene) => ({
  title: 'Matrix contest',
  description: 'x',
  type: 0,
  auth: 0,
  gid: s.gid,
  id: s.ids.cid as number | undefined,
  startTime: new Date(Date.now() - 3600_000).toISOString(),
  endTime: new Date(Date.now() + 3600_000).toISOString(),
});
const compile = (s: Scene) => ({ query: { gid: s.gid }, body: { code: 'int main(){}', language: 'C++' } });

interface Request {
  query?: Record<string, unknown>;
  body?: unknown;
  /** A multipart upload of one file part. */
  upload?: { field: string; filename: string; content: Buffer; query?: Record<string, string> };
}

/** rule, the request, and whether the call changes the scene (then each relation gets a fresh one). */
type Line = [Rule, (s: Scene) => Request | Promise<Request>, 'fresh'?];

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Matrix group',
  shortName: `m${Math.random().toString(36).slice(2, 8)}`,
  brief: 'A matrix group',
  description: 'Made by the matrix.',
  auth: GroupAuth.Private,
  code: 'ABCDEF',
  visible: true,
  ...over,
});
const announcement = (s: Scene) => ({ gid: s.gid, title: 'Notice', content: 'Read me', status: 0 });

const RULES: Record<string, Line> = {
  'GET /api/get-group-list': ['public', () => ({ query: {} })],
  'GET /api/get-group-detail': ['login', (s) => ({ query: { gid: s.gid } })],
  'GET /api/get-group-access': ['login', (s) => ({ query: { gid: s.gid } })],
  'GET /api/get-group-auth': ['login', (s) => ({ query: { gid: s.gid } })],
  'POST /api/group': ['login', () => ({ body: form() })],
  'PUT /api/group': ['root', (s) => ({ body: { ...form(), id: s.gid } })],
  'DELETE /api/group': ['owner', (s) => ({ query: { gid: s.gid } }), 'fresh'],
  'GET /api/group/get-member-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-apply-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'POST /api/group/member': ['login', (s) => ({ query: { gid: s.gid, code: 'ABCDEF', reason: 'Let me in please' } }), 'fresh'],
  'PUT /api/group/member': ['admin', (s) => ({ body: { gid: s.gid, uid: s.applicant.uid, auth: GroupLevel.Member } }), 'fresh'],
  'DELETE /api/group/member': ['admin', (s) => ({ query: { gid: s.gid, uid: s.applicant.uid } }), 'fresh'],
  'DELETE /api/group/member/exit': ['login', (s) => ({ query: { gid: s.gid } }), 'fresh'],
  'GET /api/group/get-announcement-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-admin-announcement-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'POST /api/group/announcement': ['admin', (s) => ({ body: announcement(s) }), 'fresh'],
  'PUT /api/group/announcement': ['admin', (s) => ({ body: { ...announcement(s), id: s.aid } }), 'fresh'],
  'DELETE /api/group/announcement': ['admin', (s) => ({ query: { aid: s.aid } }), 'fresh'],
  // group content (group-content module): problems
  'GET /api/group/get-problem-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-admin-problem-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/problem': ['admin', (s) => ({ query: { pid: s.ids.pid } })],
  'POST /api/group/problem': ['admin', (s) => ({ body: groupProblemBody(s.gid) })],
  'PUT /api/group/problem': ['admin', (s) => ({ body: groupProblemBody(s.gid, { id: s.ids.pid, problemId: s.ids.problemId }) })],
  'DELETE /api/group/problem': ['admin', (s) => ({ query: { pid: s.ids.pid } }), 'fresh'],
  'GET /api/group/get-problem-cases': ['admin', (s) => ({ query: { pid: s.ids.pid } })],
  'GET /api/group/get-all-problem-tags': ['member', (s) => ({ query: { gid: s.gid } })],
  'POST /api/group/compile-spj': ['admin', compile],
  'POST /api/group/compile-interactive': ['admin', compile],
  'PUT /api/group/change-problem-auth': ['admin', (s) => ({ query: { pid: s.ids.pid, auth: 1 } })],
  'PUT /api/group/apply-public': ['admin', (s) => ({ query: { pid: s.ids.pid, isApplied: true } })],
  // trainings (each administered by the group root and its author, the admin)
  'GET /api/group/get-training-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-admin-training-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/training': ['admin', (s) => ({ query: { tid: s.ids.tid } })],
  'POST /api/group/training': [
    'admin',
    (s) => ({ body: { ...contentTraining(s), training: { ...contentTraining(s).training, id: undefined } } }),
  ],
  'PUT /api/group/training': ['admin', (s) => ({ body: contentTraining(s) })],
  'DELETE /api/group/training': ['admin', (s) => ({ query: { tid: s.ids.tid } }), 'fresh'],
  'PUT /api/group/change-training-status': ['admin', (s) => ({ query: { tid: s.ids.tid, status: true } })],
  'GET /api/group/get-training-problem-list': ['admin', (s) => ({ query: { tid: s.ids.tid } })],
  'PUT /api/group/training-problem': ['admin', (s) => ({ body: { tid: s.ids.tid, pid: s.ids.pid, rank: 1 } })],
  'DELETE /api/group/training-problem': ['admin', (s) => ({ query: { tid: s.ids.tid, pid: s.ids.pid } })],
  'POST /api/group/add-training-problem-from-public': ['admin', (s) => ({ body: { tid: s.ids.tid, pid: s.ids.pid } })],
  'POST /api/group/add-training-problem-from-group': [
    'admin',
    (s) => ({ query: { tid: s.ids.tid, problemId: s.ids.problemId } }),
  ],
  // contests (each administered by the group root and its creator, the admin)
  'GET /api/group/get-contest-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-admin-contest-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/contest': ['admin', (s) => ({ query: { cid: s.ids.cid } })],
  'POST /api/group/contest': ['admin', (s) => ({ body: { ...contentContest(s), id: undefined } })],
  'PUT /api/group/contest': ['admin', (s) => ({ body: contentContest(s) })],
  'DELETE /api/group/contest': ['admin', (s) => ({ query: { cid: s.ids.cid } }), 'fresh'],
  'PUT /api/group/change-contest-visible': ['admin', (s) => ({ query: { cid: s.ids.cid, visible: true } })],
  'GET /api/group/get-contest-problem-list': ['admin', (s) => ({ query: { cid: s.ids.cid } })],
  'POST /api/group/contest-problem': ['admin', (s) => ({ body: { ...groupProblemBody(s.gid), cid: s.ids.cid } })],
  'GET /api/group/contest-problem': ['admin', (s) => ({ query: { cid: s.ids.cid, pid: s.ids.pid } })],
  'PUT /api/group/contest-problem': [
    'admin',
    (s) => ({ body: { cid: s.ids.cid, pid: s.ids.pid, displayId: 'A', displayTitle: 'A' } }),
  ],
  'DELETE /api/group/contest-problem': ['admin', (s) => ({ query: { cid: s.ids.cid, pid: s.ids.pid } })],
  'POST /api/group/add-contest-problem-from-public': [
    'admin',
    (s) => ({ body: { cid: s.ids.cid, pid: s.ids.pid, displayId: 'P' } }),
  ],
  'POST /api/group/add-contest-problem-from-group': [
    'admin',
    (s) => ({ query: { cid: s.ids.cid, problemId: s.ids.problemId, displayId: 'G' } }),
  ],
  'GET /api/group/get-contest-announcement-list': ['admin', (s) => ({ query: { cid: s.ids.cid } })],
  'POST /api/group/contest-announcement': [
    'admin',
    (s) => ({ body: { cid: s.ids.cid, announcement: { title: 'N', content: 'x', status: 0 } } }),
  ],
  'PUT /api/group/contest-announcement': [
    'admin',
    (s) => ({ body: { cid: s.ids.cid, announcement: { id: 999_999, title: 'N', content: 'x', status: 0 } } }),
  ],
  'DELETE /api/group/contest-announcement': ['admin', (s) => ({ query: { cid: s.ids.cid, aid: 999_999 } })],
  // discussions (edit and delete: the author, here the admin, or the group root)
  'GET /api/group/get-discussion-list': ['member', (s) => ({ query: { gid: s.gid } })],
  'GET /api/group/get-admin-discussion-list': ['admin', (s) => ({ query: { gid: s.gid } })],
  'POST /api/group/discussion': ['member', (s) => ({ body: groupDiscussion(s) })],
  'PUT /api/group/discussion': ['admin', (s) => ({ body: { ...groupDiscussion(s), id: s.ids.did } })],
  'DELETE /api/group/discussion': ['admin', (s) => ({ query: { did: s.ids.did } }), 'fresh'],
  // rank
  'GET /api/get-group-rank-list': ['member', (s) => ({ query: { gid: s.gid, type: 0 } })],
  'POST /api/file/upload-group-avatar': [
    'root',
    async (s) => ({ upload: { field: 'image', filename: 'a.png', content: await tinyPng(), query: { gid: String(s.gid) } } }),
    'fresh',
  ],
};

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' && v !== null && typeof (v as EndpointDef).path === 'string' && 'method' in v && 'auth' in v;
const methodsOf = (e: EndpointDef) => (Array.isArray(e.method) ? e.method : [e.method]) as string[];
const isGroupCall = (path: string) =>
  path.startsWith('/api/group') || path.startsWith('/api/get-group-') || path === '/api/file/upload-group-avatar';

/** One row per method and path: a definition with several methods (POST / PUT) counts once per method. */
const GROUP_CALLS = [
  ...new Map(
    (Object.values(shared) as unknown[])
      .filter(isEndpoint)
      .filter((e) => isGroupCall(e.path))
      .flatMap((e) => methodsOf(e).map((m) => [`${m} ${e.path}`, { def: e, method: m }] as const)),
  ).entries(),
];

describe('group permission matrix', () => {
  let a: Actors;
  const cast = {} as Cast;
  beforeAll(async () => {
    a = await seedActors(t);
    for (const k of ['owner', 'root', 'admin', 'member', 'applying', 'refused', 'nonMember'] as const)
      cast[k] = await seedUser(t.core);
  });

  async function scene(): Promise<Scene> {
    const { gid } = await createGroup(t, cast.owner.token, { auth: GroupAuth.Private, code: 'ABCDEF' });
    const levels: Array<[keyof typeof cast, number]> = [
      ['root', 5],
      ['admin', 4],
      ['member', 3],
      ['applying', 1],
      ['refused', 2],
    ];
    for (const [who, level] of levels) await joinGroup(t, gid, cast.owner.token, cast[who].token, level);
    const applicant = await seedUser(t.core);
    await joinGroup(t, gid, cast.owner.token, applicant.token, GroupLevel.Applying);
    await t.call(addGroupAnnouncement, {
      token: cast.admin.token,
      body: { gid, title: 'By the admin', content: 'x', status: 0 },
    });
    const row = await t.core.database.db.selectFrom('announcement').select('id').where('gid', '=', gid).executeTakeFirstOrThrow();
    const s: Scene = { gid, aid: Number(row.id), applicant, ids: {} };
    for (const step of SCENE_SETUP) await step(s, cast);
    return s;
  }

  const tokenOf = (r: GroupMatrixRelation): string | null => {
    if (r === 'visitor') return null;
    if (r === 'siteAdmin') return a.admin.token;
    if (r === 'superAdmin') return a.root.token;
    return cast[r].token;
  };

  it('has a rule for every group call of the registry, and no rule for a call that is gone', () => {
    expect(GROUP_CALLS.length).toBeGreaterThanOrEqual(19);
    expect(GROUP_CALLS.map(([k]) => k).filter((k) => !(k in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((k) => !GROUP_CALLS.some(([key]) => key === k))).toEqual([]);
  });

  it('answers each call for each relation as its rule says', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    let shared: Scene | null = null;
    for (const [key, { def, method }] of GROUP_CALLS) {
      const line = RULES[key];
      if (!line) continue;
      const [rule, build, fresh] = line;
      for (const relation of GROUP_MATRIX_RELATIONS) {
        const s = fresh ? await scene() : (shared ??= await scene());
        const req = await build(s);
        const token = tokenOf(relation);
        let http: number;
        let status: number;
        let msg: string;
        if (req.upload) {
          ({ http, status, msg } = await postFile(t, def, { ...req.upload, token: token ?? undefined }));
        } else {
          const res = await t.callRaw({ ...def, method } as EndpointDef, { token, query: req.query, body: req.body });
          ({ http, status, msg } = res);
        }
        const refused = [401, 403].includes(http) || [401, 403].includes(status);
        const expected = ALLOWED[rule].includes(relation);
        if (refused === expected)
          wrong.push(
            `${key} as ${relation}: expected ${expected ? 'allowed' : 'refused'}, got HTTP ${http} status ${status} ${msg}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
