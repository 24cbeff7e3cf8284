import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate, type Change } from '../invalidation';
import { problemKeys, submissionKeys, contestKeys } from '../keys';

const cached = {
  info7: contestKeys.info(7),
  list: contestKeys.list({ currentPage: 1 }),
  problems7: contestKeys.problems(7),
  statuses7: [...contestKeys.statuses(7), [1, 2]],
  submissions7: contestKeys.submissions(7, { currentPage: 1, onlyMine: true }),
  board7: contestKeys.board(7, { currentPage: 1 }),
  acInfo7: contestKeys.acInfo(7, 1),
  problems8: contestKeys.problems(8),
  submissions8: contestKeys.submissions(8, { currentPage: 1 }),
  practiceList: submissionKeys.list({ currentPage: 1, limit: 15 }),
  problemPage: problemKeys.detail('P1000'),
};
type Cached = keyof typeof cached;

async function staleAfter(change: Change): Promise<Cached[]> {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { seeded: true });
  await invalidate(client, change);
  return (Object.keys(cached) as Cached[]).filter((name) => client.getQueryState(cached[name])?.isInvalidated).sort();
}

describe('contest changes', () => {
  it('a submission or verdict in contest 7: its status list, marks, counts, boards and AC info; not contest 8 nor its info', async () => {
    expect(await staleAfter({ kind: 'judgement', submitId: 5, cid: 7 })).toEqual([
      'acInfo7',
      'board7',
      'practiceList',
      'problemPage',
      'problems7',
      'statuses7',
      'submissions7',
    ]);
  });

  it('a practice submission leaves contests alone', async () => {
    expect(await staleAfter({ kind: 'judgement', submitId: 5 })).toEqual(['practiceList', 'problemPage']);
  });

  it('registering for contest 7: everything of contest 7 and the lists (registration counts)', async () => {
    expect(await staleAfter({ kind: 'contest', cid: 7 })).toEqual([
      'acInfo7',
      'board7',
      'info7',
      'list',
      'problems7',
      'statuses7',
      'submissions7',
    ]);
  });
});

describe("a contest problem's page (its keys live with the problem feature)", () => {
  const page = {
    statement7: problemKeys.contestDetail(7, 'A'),
    mark7: problemKeys.contestStatus(7, 1),
    mine7: problemKeys.contestSubmissionList(7, { currentPage: 1, onlyMine: true }),
    statement8: problemKeys.contestDetail(8, 'A'),
    focus: problemKeys.focusList({ cid: 7 }),
  };
  type Page = keyof typeof page;
  const staleOf = async (change: Change): Promise<Page[]> => {
    const client = new QueryClient();
    for (const key of Object.values(page)) client.setQueryData(key, { seeded: true });
    await invalidate(client, change);
    return (Object.keys(page) as Page[]).filter((name) => client.getQueryState(page[name])?.isInvalidated).sort();
  };

  it('a verdict in contest 7: the mark, my submissions and focus marks; not the statement', async () => {
    expect(await staleOf({ kind: 'judgement', submitId: 5, cid: 7 })).toEqual(['focus', 'mark7', 'mine7']);
  });

  it('registering for or editing contest 7: everything of its problem page; contest 8 stays', async () => {
    expect(await staleOf({ kind: 'contest', cid: 7 })).toEqual(['mark7', 'mine7', 'statement7']);
    expect(await staleOf({ kind: 'contestAdmin', cid: 7 })).toEqual(['mark7', 'mine7', 'statement7']);
    expect(await staleOf({ kind: 'contestAdmin' })).toEqual(['mark7', 'mine7', 'statement7', 'statement8']);
  });

  it('others submitting (the contest stream) leave the problem page alone', async () => {
    expect(await staleOf({ kind: 'contestSubmissions', cid: 7 })).toEqual([]);
    expect(await staleOf({ kind: 'training' })).toEqual(['focus']);
  });
});
