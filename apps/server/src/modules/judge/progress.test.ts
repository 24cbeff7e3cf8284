import { describe, expect, it } from 'vitest';
import { ProgressThrottle } from './progress';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ProgressThrottle', () => {
  it('sends the first count at once, then the latest count at most once per interval', async () => {
    const sent: Array<[number, number]> = [];
    const t = new ProgressThrottle((done, total) => sent.push([done, total]), 100);
    for (let done = 1; done <= 10; done++) t.push(done, 10);
    expect(sent).toEqual([[1, 10]]);
    await sleep(150);
    // 2..10 arrived inside the interval: only the latest went out when it ended.
    expect(sent).toEqual([
      [1, 10],
      [10, 10],
    ]);
    await sleep(150);
    t.push(11, 12);
    expect(sent).toEqual([
      [1, 10],
      [10, 10],
      [11, 12],
    ]);
    t.cancel();
  });

  it('cancel drops a pending count (the verdict follows instead)', async () => {
    const sent: number[] = [];
    const t = new ProgressThrottle((done) => sent.push(done), 50);
    t.push(1, 3);
    t.push(2, 3);
    t.push(3, 3);
    t.cancel();
    await sleep(100);
    expect(sent).toEqual([1]);
  });
});
