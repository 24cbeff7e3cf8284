export { ContestBoard } from './contest-board';
export { isBoardSealed, recordStatus, RecordStatus, hasVerdict, PENALTY_SECONDS } from './board-rules';
export * from './board-types';
export { type BoardState, stateKey } from './board-state';
