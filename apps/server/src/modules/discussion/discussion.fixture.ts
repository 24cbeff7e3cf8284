import { Role, type RoleId, addDiscussion, getDiscussionList, saveDiscussionCategory } from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { beforeAll, beforeEach, expect } from 'vitest';
import { type CallResult, type TestApp, useTestApp } from '../../test/test-app';
import type { Reminders, UserReminder } from './reminders';

/** Discussion helpers for tests (not loaded by the server). */

/** Every kind of caller the permission tests try. */
export type Who = 'visitor' | 'user' | 'noDiscuss' | 'mute' | 'noSubmitNoDiscuss' | 'noSubmitMute' | 'author' | 'admin' | 'root';
export const WHO: Who[] = [
  'visitor',
  'user',
  'noDiscuss',
  'mute',
  'noSubmitNoDiscuss',
  'noSubmitMute',
  'author',
  'admin',
  'root',
];
const ROLE_OF: Record<Exclude<Who, 'visitor'>, RoleId> = {
  user: Role.DefaultUser,
  noDiscuss: Role.NoDiscussUser,
  mute: Role.MuteUser,
  noSubmitNoDiscuss: Role.NoSubmitNoDiscussUser,
  noSubmitMute: Role.NoSubmitMuteUser,
  author: Role.DefaultUser,
  admin: Role.Admin,
  root: Role.Root,
};
export type Cast = Record<Exclude<Who, 'visitor'>, SeededUser>;

export async function seedCast(t: TestApp): Promise<Cast> {
  const out = {} as Cast;
  for (const w of WHO) if (w !== 'visitor') out[w] = await seedUser(t.core, { roleId: ROLE_OF[w] });
  return out;
}

export const tokenOf = (cast: Cast, w: Who) => (w === 'visitor' ? undefined : cast[w].token);

/** The body status each kind of caller gets. */
export async function matrix(call: (w: Who) => Promise<CallResult<unknown>>, expected: Record<Who, number>): Promise<void> {
  const got: Record<string, number> = {};
  for (const w of WHO) got[w] = (await call(w)).status;
  expect(got).toEqual(expected);
}

/** No AC minimum and no daily limit unless a test sets them. */
export const openSwitches = (t: TestApp, extra: Record<string, unknown> = {}) =>
  t.core.siteConfig.set('switch', {
    openPublicDiscussion: true,
    openContestComment: true,
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 0,
    ...extra,
  });

export async function makeCategories(
  t: TestApp,
  rootToken: string,
  names: string[],
): Promise<Array<{ id: number; name: string }>> {
  const res = await t.call(saveDiscussionCategory, { token: rootToken, body: names.map((name) => ({ name })) });
  if (res.status !== 200) throw new Error(`categories: ${res.msg}`);
  return res.data;
}

let n = 0;
/** Posts a discussion and answers its id (found by its unique title). */
export async function postDiscussion(
  t: TestApp,
  token: string,
  categoryId: number,
  over: Record<string, unknown> = {},
): Promise<number> {
  const title = (over.title as string | undefined) ?? `Topic ${++n} ${Math.random().toString(36).slice(2, 7)}`;
  const res = await t.call(addDiscussion, {
    token,
    body: { title, description: 'A short summary', content: 'Some **markdown**', categoryId, ...over },
  });
  if (res.status !== 200) throw new Error(`post discussion: ${res.msg}`);
  const list = await t.call(getDiscussionList, { token, query: { keyword: title.slice(-5), limit: 50, admin: true } });
  const found = list.data.records.find((d) => d.title.endsWith(title));
  if (!found) throw new Error('posted discussion not listed');
  return found.id;
}

/** The message port as a recorder: what the message module would have received. */
export class RecordingReminders implements Reminders {
  readonly calls: UserReminder[] = [];
  async remind(r: UserReminder): Promise<void> {
    this.calls.push(r);
  }
  take(): UserReminder[] {
    return this.calls.splice(0, this.calls.length);
  }
}

/** Payloads a renderer must show as text (issue 10 item 6). */
export const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '[click](javascript:window.__xss=3)',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<svg onload="window.__xss = 4"><script>window.__xss = 5</script></svg>',
  '<div style="background:url(javascript:window.__xss=6)">css</div><style>body{display:none}</style>',
  '<a href="javascript:window.__xss=7">link</a><iframe src="javascript:window.__xss=8"></iframe>',
  '<details open ontoggle="window.__xss = 9">x</details>',
];

/** A fresh app with the cast and two categories, the discussion switches opened again before each test. */
export function useDiscussions() {
  const reminders = new RecordingReminders();
  const t = useTestApp({}, { reminders });
  const state = { t, reminders, cast: undefined as unknown as Cast, cat: [] as { id: number; name: string }[] };
  beforeAll(async () => {
    state.cast = await seedCast(t);
    await openSwitches(t);
    state.cat = await makeCategories(t, state.cast.root.token, ['General', 'Solutions']);
  });
  beforeEach(async () => {
    await openSwitches(t);
    reminders.take();
  });
  return state;
}
