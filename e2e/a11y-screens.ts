import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from './api';
import { uniqueName } from './harness';

/** What the screens of the route table need to show something: made through the API by root. */
export interface Seeded {
  submitId: number;
  /** The contestant's submission in the contest, and the problem's database id. */
  contestSubmitId: number;
  pid: number;
  cid: number;
  /** An OI contest, for the OI outside board. */
  oiCid: number;
  tid: number;
  gid: number;
  /** The group's own problem (its display id), training and contest. */
  groupProblemId: string;
  groupTid: number;
  groupCid: number;
  discussionId: number;
}

const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';

/** Root makes the content; the contestant submits once in the contest (its submissions and rank have a row). */
export async function seedScreens(token: string, contestantToken: string): Promise<Seeded> {
  await call(token, 'PUT', '/api/admin/switch/update', {
    openPublicDiscussion: true,
    openContestComment: true,
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 100,
    defaultCreateGroupLimit: 100,
  });
  const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
  const { submitId } = await call<{ submitId: number }>(token, 'POST', '/api/submit-problem-judge', {
    pid: '1000',
    language: 'C++',
    code: AC_CODE,
  });
  const now = Date.now();
  const contest = async (type: number) =>
    (
      await call<{ id: number }>(token, 'POST', '/api/admin/contest', {
        title: uniqueName('A11y contest '),
        description: 'Every screen, both themes.',
        type,
        auth: 0,
        openPrint: true,
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 2 * 3600_000).toISOString(),
      })
    ).id;
  const [cid, oiCid] = [await contest(0), await contest(1)];
  await call(token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  await call(token, 'POST', '/api/admin/contest/add-problem-from-public', { cid: oiCid, pid, displayId: 'A' });
  const contestSubmitId = (
    await call<{ submitId: number }>(contestantToken, 'POST', '/api/submit-problem-judge', {
      pid: 'A',
      cid,
      language: 'C++',
      code: AC_CODE,
    })
  ).submitId;
  const category = await call<{ id: number }>(token, 'POST', '/api/admin/training/category', {
    name: uniqueName('A11y'),
    color: '#2f6fde',
  });
  const tid = (
    await call<{ id: number }>(token, 'POST', '/api/admin/training', {
      training: { title: uniqueName('A11y training '), description: 'Warm up.', rank: 0, auth: 'Public' },
      trainingCategory: { id: category.id },
    })
  ).id;
  await call(token, 'POST', '/api/admin/training/add-problem-from-public', { tid, pid });
  const shortName = uniqueName('a').slice(0, 10);
  await call(token, 'POST', '/api/group', {
    name: uniqueName('A11y group '),
    shortName,
    brief: 'Every screen',
    description: 'A group for the accessibility run.',
    auth: 1,
    visible: true,
  });
  const groups = await call<{ records: Array<{ id: number; shortName: string }> }>(
    token,
    'GET',
    '/api/get-group-list?onlyMine=true&currentPage=1&limit=50',
  );
  const gid = groups.records.find((g) => g.shortName === shortName)!.id;
  const categories = await call<Array<{ id: number }>>(null, 'GET', '/api/discussion-category');
  const categoryId =
    categories[0]?.id ??
    (await call<Array<{ id: number }>>(token, 'POST', '/api/discussion-category', [{ name: 'General' }]))[0].id;
  const title = uniqueName('A11y post ');
  await call(token, 'POST', '/api/discussion', { title, description: 'Fast input', content: 'Read **fast**.', categoryId });
  const posts = await call<{ records: Array<{ id: number; title: string }> }>(
    token,
    'GET',
    `/api/get-discussion-list?keyword=${encodeURIComponent(title)}&onlyMine=true`,
  );
  const discussionId = posts.records.find((d) => d.title.endsWith(title))!.id;
  return {
    submitId,
    contestSubmitId,
    pid,
    cid,
    oiCid,
    tid,
    gid,
    discussionId,
    ...(await seedGroup(token, { gid, pid, categoryId, trainingCategoryId: category.id })),
  };
}

/** The group's own problem (public), a training with the bank's A+B, a contest and a discussion. */
async function seedGroup(token: string, ids: { gid: number; pid: number; categoryId: number; trainingCategoryId: number }) {
  const { gid, pid, categoryId } = ids;
  const groupProblemId = uniqueName('G').slice(0, 10);
  await call(token, 'POST', '/api/group/problem', {
    problem: {
      problemId: groupProblemId,
      title: 'Group A+B',
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      auth: 1,
      gid,
    },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: [{ name: 'C++' }],
    tags: [],
    codeTemplates: [],
  });
  const groupTid = (
    await call<{ id: number }>(token, 'POST', '/api/group/training', {
      training: { title: uniqueName('Group week '), description: 'Warm up.', rank: 0, auth: 'Public', gid },
      trainingCategory: { id: ids.trainingCategoryId },
    })
  ).id;
  await call(token, 'POST', '/api/group/add-training-problem-from-public', { tid: groupTid, pid });
  const now = Date.now();
  const groupCid = (
    await call<{ id: number }>(token, 'POST', '/api/group/contest', {
      title: uniqueName('Group cup '),
      description: 'A contest of the group.',
      type: 0,
      auth: 0,
      gid,
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 7200_000).toISOString(),
    })
  ).id;
  await call(token, 'POST', '/api/group/discussion', {
    gid,
    title: uniqueName('Homework '),
    description: 'Due Friday',
    content: 'Solve **it**.',
    categoryId,
  });
  return { groupProblemId, groupTid, groupCid };
}

/** A contest's screens, opened by a contestant (what most of its visitors see). */
export const CONTESTANT_SCREENS = [
  'focus',
  'contest',
  'contest problems',
  'contest problem',
  'contest submission',
  'contest submissions',
  'contest rank',
  'contest rank chart',
  'contest announcements',
  'outside board',
];
/** Checked in English too: the screens of the first a11y walk (their text differs most between languages). */
export const EN_SCREENS = ['home', 'problem', 'status', 'settings', 'admin problems'];

/** Every screen of the route table (spec 1 §2, documents 2 and 3), one path each. */
export const routeTable = (s: Seeded): Array<[name: string, path: string]> => [
  ['home', '/home'],
  ['bank', '/problem'],
  ['problem', '/problem/1000'],
  ['problem statistics dialog', '/problem/1000'],
  ['focus', `/contest/${s.cid}/problem/A/full-screen`],
  ['status', '/status'],
  ['detail', `/submission-detail/${s.submitId}`],
  ['training list', '/training'],
  ['training', `/training/${s.tid}`],
  ['training problems', `/training/${s.tid}/problems`],
  ['training rank', `/training/${s.tid}/rank`],
  ['training problem', `/training/${s.tid}/problem/1000`],
  ['training focus', `/training/${s.tid}/problem/1000/full-screen`],
  ['contest list', '/contest'],
  ['contest', `/contest/${s.cid}`],
  ['contest problems', `/contest/${s.cid}/problems`],
  ['contest problem', `/contest/${s.cid}/problem/A`],
  ['contest submission', `/contest/${s.cid}/problem/A/submission-detail/${s.contestSubmitId}`],
  ['contest submissions', `/contest/${s.cid}/submissions`],
  ['contest rank', `/contest/${s.cid}/rank`],
  ['contest rank chart', `/contest/${s.cid}/rank`],
  ['contest announcements', `/contest/${s.cid}/announcements`],
  ['outside board', `/contest/acm-scoreboard/${s.cid}`],
  ['oi outside board', `/contest/oi-scoreboard/${s.oiCid}`],
  ['oi contest rank', `/contest/${s.oiCid}/rank`],
  // The tabs a contest's admin sees (root), and the boards it projects.
  ['contest ac-info', `/contest/${s.cid}/ac-info`],
  ['contest print', `/contest/${s.cid}/print`],
  ['contest admin-print', `/contest/${s.cid}/admin-print`],
  ['contest rejudge', `/contest/${s.cid}/rejudge`],
  ['contest comment', `/contest/${s.cid}/comment`],
  ['contest clarifications', `/contest/${s.cid}/clarifications`],
  ['contest scroll-board', `/contest/${s.cid}/scroll-board`],
  ['scroll board', `/scrollBoard?cid=${s.cid}`],
  ['contest balloons', `/contest/${s.cid}/balloons`],
  ['acm rank', '/acm-rank'],
  ['oi rank', '/oi-rank'],
  ['user home', '/user-home?username=root'],
  ['settings', '/setting'],
  ['discussions', '/discussion'],
  ['discussion', `/discussion-detail/${s.discussionId}`],
  ['problem discussions', '/discussion/1000'],
  ['groups', '/group'],
  ['group', `/group/${s.gid}`],
  ['group problems', `/group/${s.gid}/problem`],
  ['group trainings', `/group/${s.gid}/training`],
  ['group contests', `/group/${s.gid}/contest`],
  ['group members', `/group/${s.gid}/member`],
  ['group rank', `/group/${s.gid}/rank`],
  ['group announcements', `/group/${s.gid}/announcement`],
  ['group problem', `/group/${s.gid}/problem/${s.groupProblemId}`],
  ['group focus', `/group/${s.gid}/problem/${s.groupProblemId}/full-screen`],
  ['group problem editor', `/group/${s.gid}/problem-create`],
  ['group training', `/group/${s.gid}/training/${s.groupTid}`],
  ['group training problems', `/group/${s.gid}/training/${s.groupTid}/problems`],
  ['group training rank', `/group/${s.gid}/training/${s.groupTid}/rank`],
  ['group training problem', `/group/${s.gid}/training/${s.groupTid}/problem/1000`],
  ['group training focus', `/group/${s.gid}/training/${s.groupTid}/problem/1000/full-screen`],
  ['group training form', `/group/${s.gid}/training-admin/create`],
  ['group training admin problems', `/group/${s.gid}/training-admin/${s.groupTid}/problems`],
  ['group contest form', `/group/${s.gid}/contest-admin/create`],
  ['group contest admin problems', `/group/${s.gid}/contest-admin/${s.groupCid}/problems`],
  ['group contest teams', `/group/${s.gid}/contest-admin/${s.groupCid}/teams`],
  ['group contest announcements', `/group/${s.gid}/contest-admin/${s.groupCid}/announcement`],
  ['group status', `/group/${s.gid}/status`],
  ['group discussions', `/group/${s.gid}/discussion`],
  ['group setting', `/group/${s.gid}/setting`],
  ['introduction', '/introduction'],
  ['developer', '/developer'],
  ['messages', '/message/sys'],
  ['messages discuss', '/message/discuss'],
  ['messages reply', '/message/reply'],
  ['messages like', '/message/like'],
  ['messages mine', '/message/mine'],
  ['nav drawer', '/home'],
  ['not found', '/no-such-page'],
  ['admin dashboard', '/admin'],
  ['admin users', '/admin/user'],
  ['admin problems', '/admin/problems'],
  ['admin problem editor', '/admin/problem/create'],
  ['admin contests', '/admin/contest'],
  ['admin trainings', '/admin/training'],
  ['admin discussions', '/admin/discussion'],
  ['admin announcements', '/admin/announcement'],
  ['admin settings', '/admin/conf'],
  ['admin switches', '/admin/switch'],
  ['admin group problems', '/admin/group-problem/apply'],
  ['admin user dialog', '/admin/user'],
  ['admin notice', '/admin/notice'],
  ['admin sessions', '/admin/session'],
  ['admin tags', '/admin/problem/tag'],
  ['admin batch', '/admin/problem/batch-operation'],
  ['admin problem edit', `/admin/problem/edit/${s.pid}`],
  ['admin training create', '/admin/training/create'],
  ['admin training edit', `/admin/training/${s.tid}/edit`],
  ['admin training problems', `/admin/training/${s.tid}/problems`],
  ['admin training categories', '/admin/training/category'],
  ['admin contest create', '/admin/contest/create'],
  ['admin contest edit', `/admin/contest/${s.cid}/edit`],
  ['admin contest announcements', `/admin/contest/${s.cid}/announcement`],
  ['admin contest problems', `/admin/contest/${s.cid}/problems`],
  ['admin contest problem create', `/admin/contest/${s.cid}/problem/create`],
  ['admin contest problem edit', `/admin/contest/${s.cid}/problem/${s.pid}/edit`],
  ['admin contest teams', `/admin/contest/${s.cid}/teams`],
  ['admin contest similarity', `/admin/contest/${s.cid}/similarity`],
  ['admin discussion categories', '/admin/discussion/category'],
  ['admin carousel', '/admin/carousel'],
];

/** What a visitor (no session) sees: the sign-in screens and dialogs. */
export const VISITOR_SCREENS: Array<[name: string, path: string]> = [
  ['visitor home', '/home'],
  ['login dialog', '/home'],
  ['register dialog', '/home'],
  ['reset password', '/reset-password'],
  ['admin login', '/admin/login'],
];

/** The dialogs and menus of the walk: opened after the screen loads, before axe runs. */
export const OPEN: Record<string, (page: Page) => Promise<void>> = {
  'login dialog': (page) => openDialog(page, /^(登录|Login)$/, 'login-form'),
  'register dialog': (page) => openDialog(page, /^(注册|Register)$/, 'register-form'),
  'admin user dialog': async (page) => {
    await page.getByTestId('edit-root').click();
    await expect.poll(() => page.getByTestId('edit-user-form').isVisible()).toBe(true);
  },
  'problem statistics dialog': async (page) => {
    await page.getByTestId('open-statistic').click();
    await expect.poll(() => page.getByTestId('statistic-dialog').locator('canvas').count()).toBeGreaterThan(0);
  },
  // The board's top-ten chart (its toggle is the button with the chart icon).
  'contest rank chart': async (page) => {
    await page
      .locator('button[aria-expanded]')
      .filter({ has: page.locator('.anticon-bar-chart') })
      .click();
    await expect.poll(() => page.locator('.board-chart canvas').count()).toBeGreaterThan(0);
  },
  // The phone's menu: the walk checks it at 375 px.
  'nav drawer': async (page) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByTestId('nav-hamburger').click();
    await expect.poll(() => page.getByTestId('nav-drawer-menu').isVisible()).toBe(true);
  },
};

async function openDialog(page: Page, name: RegExp, form: string) {
  await page.getByTestId('navbar-desktop').getByRole('button', { name }).click();
  await expect.poll(() => page.getByTestId(form).isVisible()).toBe(true);
}

/**
 * A screen has its data: no skeleton or spinner left, and no finite animation (antd's enter
 * transitions, a toast) still running, so colours are measured as they end up.
 */
export async function settled(page: Page): Promise<void> {
  const busy = '[data-testid="page-skeleton"], .ant-skeleton, .vd-skeleton, .ant-spin-spinning, .ant-message-notice';
  await expect.poll(() => page.locator(busy).count(), { timeout: 30_000 }).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { getAnimations(): Array<{ effect: { getTiming(): { iterations: number } } | null }> };
            }
          ).document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}
