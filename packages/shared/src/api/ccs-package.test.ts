import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../constants/judge-status';
import { parseCcsTime, scrollBoardFromCcs } from './ccs-package';

describe('the scroll board on contest package data', () => {
  it('reads teams, problems, the freeze and the verdicts into the scroll board shape', () => {
    const { info, subs } = scrollBoardFromCcs({
      contest: {
        id: '7',
        start_time: '2026-01-01T10:00:00.000+08',
        duration: '5:00:00.000',
        scoreboard_freeze_duration: '1:00:00.000',
      },
      problems: [
        { id: '12', label: 'B', ordinal: 1, rgb: '#ff0000' },
        { id: '11', label: 'A', ordinal: 0 },
      ],
      teams: [
        { id: 't1', display_name: 'Tigers', organization_id: 'o1', hidden: false },
        { id: 't2', name: 'Stars', organization_id: null, hidden: true },
      ],
      organizations: [{ id: 'o1', name: 'SU', formal_name: 'Some University' }],
      submissions: [
        { id: '100', team_id: 't1', problem_id: '11', time: '2026-01-01T10:10:00.000+08' },
        { id: '101', team_id: 't2', problem_id: '12', time: '2026-01-01T14:30:00.000+08' },
      ],
      judgements: [{ id: '100', submission_id: '100', judgement_type_id: 'AC', start_time: '2026-01-01T10:10:00.000+08' }],
    });
    expect(info).toEqual({
      id: 7,
      rankShowName: 'nickname',
      problemCount: 2,
      balloonColor: { A: null, B: '#ff0000' },
      startTime: '2026/01/01 10:00:00',
      sealRankTime: '2026/01/01 14:00:00',
      starUserList: ['t2'],
    });
    expect(subs.map((s) => [s.uid, s.nickname, s.school, s.displayId, s.status, s.submitTime])).toEqual([
      ['t1', 'Tigers', 'Some University', 'A', JudgeStatus.Accepted, '2026/01/01 10:10:00'],
      ['t2', 'Stars', null, 'B', JudgeStatus.Pending, '2026/01/01 14:30:00'],
    ]);
  });

  it('reads the spec time formats', () => {
    expect(parseCcsTime('2014-06-25T11:22:05.034+01')).toBe(Date.UTC(2014, 5, 25, 10, 22, 5, 34));
    expect(parseCcsTime(null)).toBeNaN();
  });
});
