import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  messageKeys,
  problemKeys,
  siteKeys,
  submissionKeys,
  type AdminProblemListQuery,
  type BankQuery,
} from './keys';
import { invalidate, type Change } from './invalidation';

/** A bank page's and an admin list's query as their screens build them (the values do not matter here). */
const bankQuery: BankQuery = { keyword: '', oj: 'All', difficulty: undefined, tagIds: [], currentPage: 1, limit: 30 };
const adminQuery: AdminProblemListQuery = { currentPage: 1, limit: 10 };

/** One cached answer of each kind the screens hold, under the keys their hooks use. */
const cached = {
  bankList: problemKeys.bankList(bankQuery),
  adminList: problemKeys.adminList(adminQuery),
  recentProblems: problemKeys.recentUpdated(),
  problemPage: problemKeys.detail('P1000'),
  problemLanguages: problemKeys.languages(1),
  editorCopy: problemKeys.editable(1),
  myStatus: problemKeys.myStatus(1),
  bankStatuses: problemKeys.pageStatuses('u1', [1, 2]),
  tagList: problemKeys.tagList('ME'),
  tagGroups: problemKeys.tagGroups('ME'),
  classifications: problemKeys.classifications('ME'),
  judgeLanguages: problemKeys.judgeLanguages(),
  submissionList: submissionKeys.list({ onlyMine: true, problemID: 'P1000', currentPage: 1, limit: 10 }),
  submission5: submissionKeys.detail(5),
  cases5: submissionKeys.cases(5),
  submission6: submissionKeys.detail(6),
  userHome: accountKeys.home({ username: 'u1' }),
  heatmap: accountKeys.heatmap({ username: 'u1' }),
  captcha: accountKeys.captcha(),
  unread: messageKeys.unread('u1'),
  siteConfig: siteKeys.config(),
};
type Cached = keyof typeof cached;

/** Which cached answers a change marks stale, on a real QueryClient. */
async function staleAfter(change: Change): Promise<Cached[]> {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { seeded: true });
  await invalidate(client, change);
  return (Object.keys(cached) as Cached[]).filter((name) => client.getQueryState(cached[name])?.isInvalidated).sort();
}

const sorted = (names: Cached[]) => [...names].sort();

describe('query keys', () => {
  it('give every screen its own cache entry', () => {
    const hashes = Object.values(cached).map((key) => hashKey(key));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('put each domain under its own root', () => {
    expect(problemKeys.bankList(bankQuery)[0]).toBe('problem');
    expect(submissionKeys.cases(1)[0]).toBe('submission');
    expect(accountKeys.captcha()[0]).toBe('account');
    expect(messageKeys.unread(undefined)).toEqual(['message', 'unread', null]);
  });
});

describe('what a change marks stale', () => {
  it('a problem saved, deleted, imported or re-authed: every problem list and page, nothing else', async () => {
    expect(await staleAfter({ kind: 'problem' })).toEqual(
      sorted([
        'bankList',
        'adminList',
        'recentProblems',
        'problemPage',
        'problemLanguages',
        'editorCopy',
        'myStatus',
        'bankStatuses',
        'tagList',
        'tagGroups',
        'classifications',
        'judgeLanguages',
      ]),
    );
  });

  it('a tag or classification change: every tag list and what shows tags', async () => {
    expect(await staleAfter({ kind: 'tags' })).toEqual(
      sorted(['tagList', 'tagGroups', 'classifications', 'problemPage', 'bankList', 'adminList', 'recentProblems']),
    );
  });

  it('a submission or its verdict: submission lists, that submission, status marks, counters, the user home', async () => {
    expect(await staleAfter({ kind: 'judgement', submitId: 5 })).toEqual(
      sorted([
        'submissionList',
        'submission5',
        'cases5',
        'myStatus',
        'bankStatuses',
        'problemPage',
        'bankList',
        'adminList',
        'recentProblems',
        'userHome',
        'heatmap',
      ]),
    );
  });

  it('a judgement without an id: every submission shown', async () => {
    const stale = await staleAfter({ kind: 'judgement' });
    expect(stale).toEqual(expect.arrayContaining(['submission5', 'submission6', 'cases5', 'submissionList']));
  });

  it('sharing: only that submission', async () => {
    expect(await staleAfter({ kind: 'share', submitId: 5 })).toEqual(sorted(['submission5', 'cases5']));
  });

  it('a profile change: what shows the user', async () => {
    expect(await staleAfter({ kind: 'profile' })).toEqual(sorted(['userHome', 'heatmap']));
  });

  it('a session change: everything', async () => {
    expect(await staleAfter({ kind: 'session' })).toEqual(sorted(Object.keys(cached) as Cached[]));
  });
});
