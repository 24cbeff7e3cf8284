/** Every cached answer of the rating area: users' histories and contests' rating states. */
export const ratingKeys = {
  all: ['rating'] as const,
  histories: () => [...ratingKeys.all, 'history'] as const,
  history: (username: string) => [...ratingKeys.histories(), username] as const,
  contest: (cid: number) => [...ratingKeys.all, 'contest', cid] as const,
};
