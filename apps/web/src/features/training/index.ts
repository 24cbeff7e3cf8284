import { lazyPart } from '../../lib/lazyPart';
export { trainingRoutes } from './routes';
export { trainingKeys } from '../keys';
export { AuthTag, CategoryTag, formatDateTime } from './TrainingTags';
export { TrainingAdminScopeProvider, type TrainingAdminScope } from './admin/scope';

// Screens and parts a group mounts for its own trainings, each loaded on first use.
export const loadTrainingDetailPage = async () => ({ Component: (await import('./TrainingDetailPage')).TrainingDetailPage });
export const loadTrainingProblemList = async () => ({ Component: (await import('./TrainingProblemList')).TrainingProblemList });
export const loadTrainingRankTable = async () => ({ Component: (await import('./TrainingRankTable')).TrainingRankTable });
export const loadTrainingProblemPage = async () => ({ Component: (await import('./TrainingProblemPage')).TrainingProblemPage });
export const TrainingFormPage = lazyPart(async () => (await import('./admin/TrainingFormPage')).TrainingFormPage);
export const TrainingProblemsPage = lazyPart(async () => (await import('./admin/TrainingProblemsPage')).TrainingProblemsPage);
