import { lazyPart } from '../../lib/lazyPart';
export { problemPageLoader, problemRoutes, problemFocusRoutes } from './routes';
export { problemKeys } from '../keys';
export { LatestProblems } from './list';
export { useProblemStatuses } from './list/api';
export { downloadCases } from './editor/api';
export type { ProblemDtoInput } from './editor/dto';
export type { EditorScope } from './editor/ProblemEditorPage';

// Screens and parts other features mount (contests, trainings, groups), each loaded on first use.
export const loadProblemPage = async () => ({ Component: (await import('./ProblemPage')).ProblemPage });
export const ProblemPage = lazyPart(async () => (await import('./ProblemPage')).ProblemPage);
export const ProblemEditor = lazyPart(async () => (await import('./editor/ProblemEditorPage')).ProblemEditor);
export const BankTable = lazyPart(async () => (await import('./list/BankTable')).BankTable);
