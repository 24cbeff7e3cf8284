import { describe, expect, it } from 'vitest';
import { teamDraftIssues } from './teamForm';

describe('team form checks', () => {
  it('accepts a named team of 1–3 members, blanks ignored', () => {
    expect(teamDraftIssues({ name: ' Owls ', members: ['alice', ' ', ''] })).toEqual({});
    expect(teamDraftIssues({ name: 'Owls', members: ['a', 'b', 'c'], location: 'A-01' })).toEqual({});
  });

  it('refuses what the server would', () => {
    expect(teamDraftIssues({ name: '  ', members: [] })).toEqual({ name: 'required', members: 'membersCount' });
    expect(teamDraftIssues({ name: 'x'.repeat(65), members: ['a', 'b', 'c', 'd'] })).toEqual({
      name: 'tooLong',
      members: 'membersCount',
    });
    expect(teamDraftIssues({ name: 'Owls', members: ['u'.repeat(65)], location: 'l'.repeat(65) })).toEqual({
      members: 'tooLong',
      location: 'tooLong',
    });
  });
});
