import { lazyPart } from '../../lib/lazyPart';
export { teamKeys } from '../keys';
export { contestTeamsOptions, myTeamOptions } from './api';
export type { TeamRegistrationProps } from './TeamRegistration';
export { useTeamBoard, type TeamBoard } from './BoardTeams';

/** A team contest's "Register a team" / "My team" card on the contest's overview. */
export const TeamRegistration = lazyPart(async () => (await import('./TeamRegistration')).TeamRegistration, null);

/** The contest admin's teams screen (route `contest/:contestId/teams`), loaded on first use. */
export const TeamsPage = lazyPart(async () => (await import('./TeamsPage')).TeamsPage);
