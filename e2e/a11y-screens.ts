import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from './api';
import { uniqueName } from './harness';

/** What the screens of the route table need to show something: made through the API by root. */
export interface Seeded {
  submitId: number;
  cid: number;
  tid: number;
  gid: number;
  discussionId: number;
}

const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';

/** Root makes the content; the contestant submits once in the contest (its submissions and rank have a row). */
export async function seedScreens(token: string, contestantToken: string): Promise<Seeded> {
  await call(token, 'PUT', '/api/admin/switch/update', {
    openPublicDiscussion: true,
    openContestComment: true,
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
  const cid = (
    await call<{ id: number }>(token, 'POST', '/api/admin/contest', {
      title: uniqueName('A11y contest '),
      description: 'Every screen, both themes.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 2 * 3600_000).toISOString(),
    })
  ).id;
  await call(token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  await call(contestantToken, 'POST', '/api/submit-problem-judge', { pid: 'A', cid, language: 'C++', code: AC_CODE });
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
  return { submitId, cid, tid, gid, discussionId };
}

/** A contest's screens, opened by a contestant (what most of its visitors see). */
export const CONTESTANT_SCREENS = [
  'focus',
  'contest',
  'contest problems',
  'contest problem',
  'contest submissions',
  'contest rank',
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
  ['focus', `/contest/${s.cid}/problem/A/full-screen`],
  ['status', '/status'],
  ['detail', `/submission-detail/${s.submitId}`],
  ['training list', '/training'],
  ['training', `/training/${s.tid}`],
  ['training problems', `/training/${s.tid}/problems`],
  ['training rank', `/training/${s.tid}/rank`],
  ['contest list', '/contest'],
  ['contest', `/contest/${s.cid}`],
  ['contest problems', `/contest/${s.cid}/problems`],
  ['contest problem', `/contest/${s.cid}/problem/A`],
  ['contest submissions', `/contest/${s.cid}/submissions`],
  ['contest rank', `/contest/${s.cid}/rank`],
  ['contest announcements', `/contest/${s.cid}/announcements`],
  ['outside board', `/contest/acm-scoreboard/${s.cid}`],
  ['acm rank', '/acm-rank'],
  ['oi rank', '/oi-rank'],
  ['user home', '/user-home?username=root'],
  ['settings', '/setting'],
  ['discussions', '/discussion'],
  ['discussion', `/discussion-detail/${s.discussionId}`],
  ['groups', '/group'],
  ['group', `/group/${s.gid}`],
  ['group problems', `/group/${s.gid}/problem`],
  ['group trainings', `/group/${s.gid}/training`],
  ['group contests', `/group/${s.gid}/contest`],
  ['group members', `/group/${s.gid}/member`],
  ['group rank', `/group/${s.gid}/rank`],
  ['introduction', '/introduction'],
  ['developer', '/developer'],
  ['messages', '/message/sys'],
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
];

/**
 * A screen has its data: no skeleton or spinner left, and no finite animation (antd's enter
 * transitions, a toast) still running, so colours are measured as they end up.
 */
export async function settled(page: Page): Promise<void> {
  const busy = '[data-testid="page-skeleton"], .ant-skeleton, .ant-spin-spinning, .ant-message-notice';
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
