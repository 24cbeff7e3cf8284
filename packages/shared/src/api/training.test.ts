import { describe, expect, it } from 'vitest';
import { adminUpdateTrainingProblem, trainingDto } from './admin-training';
import { trainingListQuery, trainingProgress } from './training';

describe('training shapes', () => {
  it('progress is 100 for a training without problems, else the solved share with two decimals', () => {
    expect(trainingProgress(0, 0)).toBe(100);
    expect(trainingProgress(1, 3)).toBe(33.33);
    expect(trainingProgress(3, 3)).toBe(100);
  });

  it('list queries page by 15 and accept only Public or Private', () => {
    expect(trainingListQuery.parse({})).toMatchObject({ currentPage: 1, limit: 15 });
    expect(trainingListQuery.parse({ auth: '', categoryId: '3' })).toMatchObject({ auth: undefined, categoryId: 3 });
    expect(trainingListQuery.safeParse({ auth: 'public' }).success).toBe(false);
  });

  it('rank order takes integers from 0 to 2147483647, numeric text included', () => {
    const rankOf = (rank: unknown) => trainingDto.safeParse({ training: { rank } });
    expect(rankOf('12').data?.training.rank).toBe(12);
    expect(rankOf(2_147_483_647).success).toBe(true);
    for (const bad of [-1, 2_147_483_648, 1.5, 'ten']) expect(rankOf(bad).success).toBe(false);
    expect(adminUpdateTrainingProblem.body.safeParse({ tid: 1, pid: 2, rank: 0 }).success).toBe(true);
  });
});
