import { describe, expect, it } from 'vitest';
import { applyEvents, diffEvents, feedOf, seqOfToken, timeOf, tokenOf, viewerOfFeed } from './ccs-events.order';

const sub = (id: string, time: string) => ({ id, data: { id, time } });

describe('the event feed order and tokens', () => {
  it('seeds configuration in the spec order, then submissions, judgements and runs by time', () => {
    const events = diffEvents(
      [
        ['contests', [{ id: '1', data: { id: '1' } }]],
        ['teams', [{ id: 't1', data: { id: 't1' } }]],
        ['state', [{ id: null, data: { started: null } }]],
        ['submissions', [sub('2', '2026-01-01T10:05:00.000+08'), sub('1', '2026-01-01T10:01:00.000+08')]],
        ['judgements', [{ id: '1', data: { id: '1', start_time: '2026-01-01T10:01:00.000+08' } }]],
        ['awards', [{ id: 'winner', data: { id: 'winner' } }]],
      ],
      new Map(),
    );
    expect(events.map((e) => `${e.type}:${e.objId}`)).toEqual([
      'contest:null',
      'teams:t1',
      'state:null',
      'submissions:1',
      'judgements:1',
      'submissions:2',
      'awards:winner',
    ]);
  });

  it('a partial list speaks for its scope only: objects outside it stay, a vanished one inside it is deleted', () => {
    const versions = new Map();
    const runs = (ids: string[]) => ids.map((id) => ({ id, data: { id } }));
    applyEvents(versions, diffEvents([['runs', runs(['1', '2', '3', '4'])]], new Map()));
    // Runs 1 and 2 belong to the changed judgement: 2 is gone, 5 is new; 3 and 4 are not listed and not touched.
    const events = diffEvents([['runs', runs(['1', '5']), new Set(['1', '2'])]], versions);
    expect(events.map((e) => [e.objId, e.data === null])).toEqual([
      ['5', false],
      ['2', true],
    ]);
  });

  it('appends only what changed, and a vanished object as null', () => {
    const versions = new Map();
    applyEvents(
      versions,
      diffEvents(
        [
          [
            'teams',
            [
              { id: 'a', data: { n: 1 } },
              { id: 'b', data: { n: 2 } },
            ],
          ],
        ],
        versions,
      ),
    );
    const next = diffEvents(
      [
        [
          'teams',
          [
            { id: 'a', data: { n: 1 } },
            { id: 'c', data: { n: 3 } },
          ],
        ],
      ],
      versions,
    );
    expect(next.map((e) => [e.objId, e.data])).toEqual([
      ['c', '{"n":3}'],
      ['b', null],
    ]);
  });

  it('names one feed per audience, and a token is known only in its own feed', () => {
    expect(feedOf({ role: 'team', teamId: '7', uid: 'u1' })).toBe('team:7:u1');
    expect(viewerOfFeed('team:7:u1')).toEqual({ role: 'team', teamId: '7', uid: 'u1' });
    expect(viewerOfFeed('public')).toEqual({ role: 'public' });
    expect(viewerOfFeed(feedOf({ role: 'admin', uid: 'a1' }))).toEqual({ role: 'admin', uid: 'a1' });
    const token = tokenOf(3, 'public', 12);
    expect(seqOfToken(3, 'public', token, 12)).toBe(12);
    expect(seqOfToken(3, 'public', token, 11)).toBeNull();
    expect(seqOfToken(3, 'admin:a1', token, 12)).toBeNull();
    expect(seqOfToken(4, 'public', token, 12)).toBeNull();
    expect(seqOfToken(3, 'public', 'x', 12)).toBeNull();
  });

  it('reads the spec time formats', () => {
    expect(timeOf('2014-06-25T11:22:05.034+01')).toBe(Date.UTC(2014, 5, 25, 10, 22, 5, 34));
    expect(timeOf('2014-06-25T11:22:05+01:30')).toBe(Date.UTC(2014, 5, 25, 9, 52, 5));
    expect(timeOf('2014-06-25T11:22:05Z')).toBe(Date.UTC(2014, 5, 25, 11, 22, 5));
    expect(timeOf(null)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
