/** Difficulty 0/1/2 (spec §3): locale key under `problem:difficulty` and the tag colour. */
export const DIFFICULTIES = [
  { value: 0, key: 'easy', color: 'green' },
  { value: 1, key: 'mid', color: 'orange' },
  { value: 2, key: 'hard', color: 'red' },
] as const;

export const difficultyOf = (value: number) => DIFFICULTIES[value] ?? DIFFICULTIES[0];
