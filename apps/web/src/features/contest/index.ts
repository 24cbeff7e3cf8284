import { lazyPart } from '../../lib/lazyPart';
export { contestRoutes } from './routes';
export { contestKeys } from '../keys';
export { useContestInfo } from './api';
export { ContestListItems } from './ContestListItems';
export { RuleTag, StatusTag } from './ContestTags';
export { ContestAdminScopeProvider, type ContestAdminScope } from './admin/scope';

// The admin screens a group mounts for its own contests, each loaded on first use.
export const AnnouncementsPage = lazyPart(async () => (await import('./admin/AnnouncementsPage')).AnnouncementsPage);
export const ContestFormPage = lazyPart(async () => (await import('./admin/ContestFormPage')).ContestFormPage);
export const ContestProblemEditorPage = lazyPart(
  async () => (await import('./admin/ContestProblemEditorPage')).ContestProblemEditorPage,
);
export const ContestProblemsPage = lazyPart(async () => (await import('./admin/ContestProblemsPage')).ContestProblemsPage);
