import { beforeAll, expect } from 'vitest';
import { Role, type UnreadMessageCounts, getUnreadMsgCount } from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { type CallResult, useTestApp } from '../../test/test-app';
import type { UserReminder } from './message.service';

export type Who = 'visitor' | 'user' | 'admin' | 'root';
export const WHO: Who[] = ['visitor', 'user', 'admin', 'root'];
export const ZERO: UnreadMessageCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

/** A fresh app with a root, an admin, a problem admin and four users, and the message centre's test helpers. */
export function useMessageCentre() {
  const t = useTestApp();
  const u = {} as Record<'root' | 'admin' | 'problemAdmin' | 'alice' | 'bob' | 'carol' | 'dave', SeededUser>;
  let nextSource = 1000;

  const token = (w: Who) => ({ visitor: undefined, user: u.alice.token, admin: u.admin.token, root: u.root.token })[w];
  async function matrix(call: (token: string | undefined) => Promise<CallResult<unknown>>, expected: Record<Who, number>) {
    const got: Record<string, number> = {};
    for (const w of WHO) got[w] = (await call(token(w))).status;
    expect(got).toEqual(expected);
  }
  const unread = async (who: SeededUser) => (await t.call(getUnreadMsgCount, { token: who.token })).data;
  const remind = (r: Partial<UserReminder> & Pick<UserReminder, 'senderId' | 'recipientId'>) =>
    t.app.services.messages.remind({
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: nextSource++,
      sourceTitle: 'Graph help',
      sourceContent: 'a comment',
      quoteId: null,
      quoteType: null,
      url: '/discussion-detail/1',
      ...r,
    });
  const db = () => t.core.database.db;
  const copiesOf = async (noticeId: number) =>
    (await db().selectFrom('userSysNotice').select('recipientId').where('sysNoticeId', '=', noticeId).execute())
      .map((r) => r.recipientId)
      .sort();
  const latestNoticeId = async () =>
    Number((await db().selectFrom('adminSysNotice').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    u.root = await seedUser(t.core, { roleId: Role.Root });
    u.admin = await seedUser(t.core, { roleId: Role.Admin });
    u.problemAdmin = await seedUser(t.core, { roleId: Role.ProblemAdmin });
    for (const k of ['alice', 'bob', 'carol', 'dave'] as const) u[k] = await seedUser(t.core);
  });
  return { t, u, nextSource, token, matrix, unread, remind, db, copiesOf, latestNoticeId };
}
