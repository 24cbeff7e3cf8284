export * from './primitives';
export * from './objects';
