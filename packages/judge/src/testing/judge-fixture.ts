import { afterAll, beforeAll } from 'vitest';
import { Judge } from '../judge';
import { useTestSandbox, type TestSandbox } from './sandbox';

export interface JudgeFixture {
  sb: TestSandbox;
  judge: Judge;
}

/** A sandbox and a Judge over it for one test file, disposed after it; fields are set in beforeAll. */
export function useTestJudge(): JudgeFixture {
  const fixture = {} as JudgeFixture;
  beforeAll(async () => {
    fixture.sb = await useTestSandbox();
    fixture.judge = new Judge(fixture.sb.url, { concurrency: 2 });
  });
  afterAll(async () => {
    await fixture.judge?.dispose();
    await fixture.sb?.stop();
  });
  return fixture;
}
