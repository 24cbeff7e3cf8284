/**
 * The query keys floor: every feature's cache keys, importing nothing but `lib/` and `@verdict/shared`.
 * Each feature reads its own keys here, `features/invalidation.ts` maps a `Change` onto them, and node
 * tests name them without loading a feature's `index.ts` (which pulls modules using localStorage).
 */
export * from './account';
export * from './admin';
export * from './balloon';
export * from './clarification';
export * from './contest';
export * from './discussion';
export * from './group';
export * from './home';
export * from './message';
export * from './problem';
export * from './rank';
export * from './rating';
export * from './similarity';
export * from './site';
export * from './submission';
export * from './team';
export * from './training';
export * from './verification';
