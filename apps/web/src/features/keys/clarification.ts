/** Every cached answer of the clarification desk. */
export const clarificationKeys = {
  all: ['clarification'] as const,
  /** Everything of one contest's desk. */
  one: (cid: number) => [...clarificationKeys.all, cid] as const,
  desk: (cid: number) => [...clarificationKeys.one(cid), 'desk'] as const,
  problems: (cid: number) => [...clarificationKeys.one(cid), 'problems'] as const,
};
