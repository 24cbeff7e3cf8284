import { TeamLimits } from '@verdict/shared';

/** What the server would refuse in a team's form (pure, unit-tested); keys of `issues.*`. */
export type TeamIssue = 'required' | 'tooLong' | 'membersCount';

export function teamDraftIssues(d: {
  name: string;
  members: readonly string[];
  location?: string;
}): Partial<Record<'name' | 'members' | 'location', TeamIssue>> {
  const out: Partial<Record<'name' | 'members' | 'location', TeamIssue>> = {};
  const name = d.name.trim();
  if (!name) out.name = 'required';
  else if (name.length > TeamLimits.nameMax) out.name = 'tooLong';
  const members = d.members.map((m) => m.trim()).filter(Boolean);
  if (members.length < TeamLimits.membersMin || members.length > TeamLimits.membersMax) out.members = 'membersCount';
  else if (members.some((m) => m.length > 64)) out.members = 'tooLong';
  if ((d.location ?? '').trim().length > TeamLimits.locationMax) out.location = 'tooLong';
  return out;
}
