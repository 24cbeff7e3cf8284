import type { ContestSealRow, ContestSeals } from '../submission/visible-verdicts';
import { sealOf } from './contest.policy';
import type { ContestRepository } from './contest.repository';

/** The contests' side of the visible-verdict rule (submission/visible-verdicts.ts): the seals that may hide results. */
export class ContestSealSource implements ContestSeals {
  constructor(private readonly repo: ContestRepository) {}

  async sealCandidates(now: number): Promise<ContestSealRow[]> {
    return (await this.repo.sealCandidates(now)).map((c) => ({ cid: Number(c.id), ...sealOf(c) }));
  }
}
