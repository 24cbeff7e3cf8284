import { describe, expect, it } from 'vitest';
import * as shared from '@verdict/shared';
import { type EndpointDef, Role, type RoleId } from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { seedUser } from '../../test/seed';

/**
 * Every admin call × roles 1000, 1001, 1008, 1002 and anonymous. The calls come from the
 * endpoint registry (every export of @verdict/shared whose path starts with /api/admin/, and the
 * /api/file/ calls that carry a role or permission); the expected rule of each is written here by
 * hand from contract §2.12 / §2.4 / §2.11 and spec 3 §6, so a new admin call without a rule fails.
 */
const t = useTestApp();

type Rule = 'public' | 'root' | 'admins' | 'rootOrProblemAdmin' | 'siteAdmins' | 'signedIn';
const ALLOWED: Record<Rule, readonly RoleId[] | 'all'> = {
  public: 'all',
  root: [Role.Root],
  admins: [Role.Root, Role.Admin, Role.ProblemAdmin],
  rootOrProblemAdmin: [Role.Root, Role.ProblemAdmin],
  // the site rating (issue 24.3): super admins and admins, not problem admins
  siteAdmins: [Role.Root, Role.Admin],
  // the contest desk's admin calls: any account past the gate, the contest's own admins only past the object check (their tests)
  signedIn: [Role.Root, Role.Admin, Role.ProblemAdmin, Role.DefaultUser],
};

const RULES: Record<string, Rule> = {
  'POST /api/admin/login': 'public',
  'GET /api/admin/logout': 'admins',
  // dashboard and service panels: R:admins
  'GET /api/admin/dashboard/get-dashboard-info': 'admins',
  'POST /api/admin/dashboard/get-sessions': 'admins',
  'GET /api/admin/config/get-service-info': 'admins',
  'GET /api/admin/config/get-judge-service-info': 'admins',
  // system_info_admin and user_admin belong to root alone; sessions are a super-admin page (spec 3 §2)
  'GET /api/admin/config/get-web-config': 'root',
  'PUT /api/admin/config/set-web-config': 'root',
  'GET /api/admin/config/get-email-config': 'root',
  'PUT /api/admin/config/set-email-config': 'root',
  'POST /api/admin/config/test-email': 'root',
  'GET /api/admin/config/get-db-and-redis-config': 'root',
  'PUT /api/admin/config/set-db-and-redis-config': 'root',
  'GET /api/admin/switch/info': 'root',
  'PUT /api/admin/switch/update': 'root',
  'GET /api/admin/session/list': 'root',
  'DELETE /api/admin/session': 'root',
  'POST /api/admin/user/insert-batch-user': 'root',
  'GET /api/admin/user/get-user-list': 'root',
  'PUT /api/admin/user/edit-user': 'root',
  'DELETE /api/admin/user/delete-user': 'root',
  'POST /api/admin/user/generate-user': 'root',
  'POST /api/admin/user/import-user-csv': 'root',
  'GET /api/admin/user/job-progress': 'root',
  'GET /api/file/generate-user-excel': 'root',
  // problems and tags
  'GET /api/admin/problem/get-problem-list': 'admins',
  'GET /api/admin/problem': 'admins',
  'POST /api/admin/problem': 'admins',
  'PUT /api/admin/problem': 'admins',
  'DELETE /api/admin/problem': 'rootOrProblemAdmin',
  'GET /api/admin/problem/get-problem-cases': 'admins',
  'POST /api/admin/problem/compile-spj': 'admins',
  'POST /api/admin/problem/compile-interactive': 'admins',
  'PUT /api/admin/problem/change-problem-auth': 'admins',
  // group problems' public applications (contract §2.12: R:root|problem_admin)
  'GET /api/admin/group-problem/list': 'rootOrProblemAdmin',
  'PUT /api/admin/group-problem/change-progress': 'rootOrProblemAdmin',
  'POST /api/admin/tag': 'rootOrProblemAdmin',
  'PUT /api/admin/tag': 'rootOrProblemAdmin',
  'DELETE /api/admin/tag': 'rootOrProblemAdmin',
  'GET /api/admin/tag/classification': 'rootOrProblemAdmin',
  'POST /api/admin/tag/classification': 'rootOrProblemAdmin',
  'PUT /api/admin/tag/classification': 'rootOrProblemAdmin',
  'DELETE /api/admin/tag/classification': 'rootOrProblemAdmin',
  'POST /api/file/import-problem': 'root',
  'POST /api/file/import-qdoj-problem': 'root',
  'POST /api/file/import-fps-problem': 'root',
  'POST /api/file/import-hydro-problem': 'root',
  'GET /api/file/export-problem': 'root',
  // problem packages (issue 26): imports and the Kattis export as the other imports; verification as the editor
  'POST /api/file/import-polygon-problem': 'root',
  'POST /api/file/import-kattis-problem': 'root',
  'GET /api/file/export-kattis-problem': 'root',
  'GET /api/admin/problem/verification': 'admins',
  'POST /api/admin/problem/verification/rerun': 'admins',
  'GET /api/admin/problem/unverified': 'admins',
  // remote judges (issue 25): the import as the contest and training variants; the sites' accounts for the super admin
  'GET /api/admin/problem/import-remote-oj-problem': 'admins',
  'GET /api/admin/remote-judge/sites': 'root',
  // judge operations (§2.4: R:root, P:rejudge)
  'GET /api/admin/judge/rejudge': 'root',
  'GET /api/admin/judge/rejudge-contest-problem': 'root',
  'GET /api/admin/judge/manual-judge': 'root',
  'GET /api/admin/judge/cancel-judge': 'root',
  // contests
  'GET /api/admin/contest/get-contest-list': 'admins',
  'GET /api/admin/contest': 'admins',
  'POST /api/admin/contest': 'admins',
  'PUT /api/admin/contest': 'admins',
  'DELETE /api/admin/contest': 'root',
  'GET /api/admin/contest/clone': 'admins',
  'PUT /api/admin/contest/change-contest-visible': 'admins',
  // rated contests and rating runs: one site rating, the site admins'
  'GET /api/admin/contest/rated': 'siteAdmins',
  'PUT /api/admin/contest/rated': 'siteAdmins',
  'POST /api/admin/contest/rate': 'siteAdmins',
  'GET /api/admin/contest/get-problem-list': 'admins',
  'GET /api/admin/contest/problem': 'admins',
  'POST /api/admin/contest/problem': 'admins',
  'PUT /api/admin/contest/problem': 'admins',
  // With cid a contest's admin takes a problem out of it; without, the service keeps deletion to root and problem admins (contest-admin.test.ts).
  'DELETE /api/admin/contest/problem': 'admins',
  'GET /api/admin/contest/contest-problem': 'admins',
  'PUT /api/admin/contest/contest-problem': 'admins',
  'POST /api/admin/contest/add-problem-from-public': 'admins',
  'GET /api/admin/contest/import-remote-oj-problem': 'admins',
  'GET /api/admin/contest/announcement': 'admins',
  'POST /api/admin/contest/announcement': 'admins',
  'PUT /api/admin/contest/announcement': 'admins',
  'DELETE /api/admin/contest/announcement': 'admins',
  // the contest desk (teams, clarifications, balloons, the CCS package): a contest's admins, who may be group admins or
  // the contest's author without a site role, so the gate is signing in and each service checks ContestAccess for the contest
  'POST /api/admin/contest/clarification/answer': 'signedIn',
  'POST /api/admin/contest/clarification/announce': 'signedIn',
  'GET /api/admin/contest/team/list': 'signedIn',
  'POST /api/admin/contest/team': 'signedIn',
  'PUT /api/admin/contest/team': 'signedIn',
  'DELETE /api/admin/contest/team': 'signedIn',
  'POST /api/admin/contest/team/organization': 'signedIn',
  'PUT /api/admin/contest/team/organization': 'signedIn',
  'DELETE /api/admin/contest/team/organization': 'signedIn',
  'POST /api/admin/contest/team/organization/logo': 'signedIn',
  'POST /api/admin/contest/team/group': 'signedIn',
  'PUT /api/admin/contest/team/group': 'signedIn',
  'DELETE /api/admin/contest/team/group': 'signedIn',
  'POST /api/admin/contest/team/import': 'signedIn',
  'POST /api/admin/contest/team/generate': 'signedIn',
  'GET /api/admin/contest/ccs-package': 'signedIn',
  'GET /api/admin/contest/ccs-scroll-board': 'signedIn',
  'GET /api/admin/contest/balloon/settings': 'signedIn',
  'PUT /api/admin/contest/balloon/settings': 'signedIn',
  'POST /api/admin/contest/balloon/runner': 'signedIn',
  'DELETE /api/admin/contest/balloon/runner': 'signedIn',
  'POST /api/admin/contest/balloon/rebuild': 'signedIn',
  'POST /api/admin/contest/similarity': 'signedIn',
  'GET /api/admin/contest/similarity': 'signedIn',
  'GET /api/admin/contest/similarity/pair': 'signedIn',
  // system notices (§2.12: R:root)
  'GET /api/admin/msg/notice': 'root',
  'POST /api/admin/msg/notice': 'root',
  'PUT /api/admin/msg/notice': 'root',
  'DELETE /api/admin/msg/notice': 'root',
  // trainings (§2.12)
  'GET /api/admin/training/get-training-list': 'admins',
  'GET /api/admin/training': 'admins',
  'POST /api/admin/training': 'admins',
  'PUT /api/admin/training': 'admins',
  'DELETE /api/admin/training': 'root',
  'PUT /api/admin/training/change-training-status': 'admins',
  'GET /api/admin/training/get-problem-list': 'admins',
  'PUT /api/admin/training/problem': 'rootOrProblemAdmin',
  'DELETE /api/admin/training/problem': 'rootOrProblemAdmin',
  'POST /api/admin/training/add-problem-from-public': 'admins',
  'GET /api/admin/training/import-remote-oj-problem': 'admins',
  'POST /api/admin/training/category': 'rootOrProblemAdmin',
  'PUT /api/admin/training/category': 'rootOrProblemAdmin',
  'DELETE /api/admin/training/category': 'rootOrProblemAdmin',
  // discussions and reports (§2.12: R:admins)
  'PUT /api/admin/discussion': 'admins',
  'DELETE /api/admin/discussion': 'admins',
  'GET /api/admin/discussion-report': 'admins',
  'PUT /api/admin/discussion-report': 'admins',
  // site announcements and the home carousel (announcement_admin, system_info_admin: root's permissions)
  'GET /api/admin/announcement': 'root',
  'POST /api/admin/announcement': 'root',
  'PUT /api/admin/announcement': 'root',
  'DELETE /api/admin/announcement': 'root',
  'POST /api/file/upload-carouse-img': 'root',
  'DELETE /api/admin/config/home-carousel': 'root',
};

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' && v !== null && typeof (v as EndpointDef).path === 'string' && 'method' in v && 'auth' in v;
const firstMethod = (e: EndpointDef) => (Array.isArray(e.method) ? e.method[0] : e.method) as string;
const keyOf = (e: EndpointDef) => `${firstMethod(e)} ${e.path}`;

/** The admin calls of the registry: /api/admin/*, and the file calls restricted by role or permission. */
const ADMIN_CALLS = [
  ...new Map(
    (Object.values(shared) as unknown[])
      .filter(isEndpoint)
      .filter(
        (e) =>
          e.path.startsWith('/api/admin/') ||
          (e.path.startsWith('/api/file/') && (e.roles !== undefined || e.permission !== undefined)),
      )
      .map((e) => [keyOf(e), e]),
  ).values(),
];

const ROLES: Array<RoleId | 'anonymous'> = ['anonymous', Role.Root, Role.Admin, Role.ProblemAdmin, Role.DefaultUser];

describe('admin role matrix', () => {
  it('has a rule for every admin call of the registry, and no rule for a call that is gone', () => {
    expect(ADMIN_CALLS.length).toBeGreaterThan(60);
    expect(ADMIN_CALLS.map(keyOf).filter((k) => !(k in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((k) => !ADMIN_CALLS.some((e) => keyOf(e) === k))).toEqual([]);
  });

  it('answers each call for each role as its rule says', { timeout: 120_000 }, async () => {
    const users = new Map<RoleId, string>();
    for (const role of ROLES) if (role !== 'anonymous') users.set(role, (await seedUser(t.core, { roleId: role })).uid);
    const wrong: string[] = [];
    for (const e of ADMIN_CALLS) {
      const rule = RULES[keyOf(e)];
      if (!rule) continue;
      for (const role of ROLES) {
        // A fresh session per call: logout and session calls must not spoil the next row.
        const token = role === 'anonymous' ? null : await t.core.tokens.issue(users.get(role)!);
        const res = await t.callRaw(e, { token, query: {}, body: firstMethod(e) === 'GET' ? undefined : {} });
        const allowed = ALLOWED[rule] === 'all' || (role !== 'anonymous' && (ALLOWED[rule] as readonly RoleId[]).includes(role));
        const expected = allowed ? 'allowed' : role === 'anonymous' ? 401 : 403;
        const got = res.http === 401 || res.http === 403 ? res.http : 'allowed';
        if (got !== expected) wrong.push(`${keyOf(e)} as ${role}: expected ${expected}, got HTTP ${res.http} ${res.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
