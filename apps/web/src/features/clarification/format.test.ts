import { describe, expect, it } from 'vitest';
import type { ClarificationVo } from '@verdict/shared';
import { excerpt, textOf, threads } from './format';

const item = (id: number, over: Partial<ClarificationVo> = {}): ClarificationVo => ({
  id,
  cid: 1,
  kind: 'question',
  pid: null,
  problemDisplayId: null,
  problemTitle: null,
  fromTeamId: 't1',
  fromTeamName: 'Team 1',
  toTeamId: null,
  replyToId: null,
  text: `text ${id}`,
  canned: null,
  answered: false,
  question: null,
  unread: false,
  time: id,
  ...over,
});
const answer = (id: number, replyToId: number, over: Partial<ClarificationVo> = {}) =>
  item(id, { kind: 'answer', fromTeamId: null, fromTeamName: null, replyToId, ...over });

describe('clarification display', () => {
  it('nests answers under the question they reply to, oldest first; an answer to a question not shown stands alone', () => {
    const list = [answer(5, 1), item(4), answer(3, 9, { question: 'theirs' }), answer(2, 1), item(1)];
    expect(threads(list).map((x) => [x.top.id, x.answers.map((a) => a.id)])).toEqual([
      [4, []],
      [3, []],
      [1, [2, 5]],
    ]);
  });
  it('shows canned answers in the reader’s language and free text as written', () => {
    expect(textOf({ text: 'Yes.', canned: 'yes' }, 'zh-CN')).toBe('是。');
    expect(textOf({ text: 'Yes.', canned: 'yes' }, 'en')).toBe('Yes.');
    expect(textOf({ text: 'Free', canned: null }, 'zh-CN')).toBe('Free');
  });
  it('cuts long texts to one line', () => {
    expect(excerpt('a\n b', 10)).toBe('a b');
    expect(excerpt('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
