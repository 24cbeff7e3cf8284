/** Every cached answer of the similarity area: one contest's report and its pairs. */
export const similarityKeys = {
  all: ['similarity'] as const,
  one: (cid: number) => [...similarityKeys.all, cid] as const,
  report: (cid: number) => [...similarityKeys.one(cid), 'report'] as const,
  pair: (cid: number, a: number, b: number) => [...similarityKeys.one(cid), 'pair', a, b] as const,
};
