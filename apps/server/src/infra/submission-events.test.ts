import type { SubmissionProgress } from '@verdict/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, useTestRedis } from '../test/redis';
import { RedisEventBus } from './event-bus';
import { RedisConnections } from './redis';
import { BusSubmissionEvents, InProcessSubmissionEvents, type SubmissionEvents } from './submission-events';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `got` holds `n` events (the bus delivers asynchronously). */
async function until(got: unknown[], n: number, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (got.length < n && Date.now() < end) await sleep(20);
}

/** `pair()`: the publisher's and the listener's view (one object in-process, two processes on Redis). */
function submissionEventsContract(pair: () => Promise<[SubmissionEvents, SubmissionEvents]>): void {
  it('delivers the events of the subscribed submissions, once each, and none after unsubscribing', async () => {
    const [pub, sub] = await pair();
    const mine: SubmissionProgress[] = [];
    const all: SubmissionProgress[] = [];
    const stop = sub.subscribe([7, 8], (e) => mine.push(e));
    sub.subscribeAll((e) => all.push(e));
    await sleep(100);
    pub.publish({ submitId: 7, status: 5, done: 0, total: 3 });
    pub.publish({ submitId: 9, status: 5, done: 0, total: 3 });
    pub.publish({ submitId: 8, status: 0, done: 3, total: 3 });
    await until(all, 3);
    await until(mine, 2);
    expect(mine.map((e) => e.submitId)).toEqual([7, 8]);
    expect(all.map((e) => e.submitId)).toEqual([7, 9, 8]);
    stop();
    pub.publish({ submitId: 7, status: 0, done: 3, total: 3 });
    await until(all, 4);
    await sleep(100);
    expect(mine).toHaveLength(2);
    expect(all).toHaveLength(4);
  });
}

describe('InProcessSubmissionEvents', () => {
  submissionEventsContract(async () => {
    const e = new InProcessSubmissionEvents();
    return [e, e];
  });
});

describe.skipIf(!TEST_REDIS_URL)('BusSubmissionEvents over Redis pub/sub', () => {
  const a = useTestRedis();
  const others: RedisConnections[] = [];
  afterAll(() => Promise.all(others.map((c) => c.close())));
  submissionEventsContract(async () => {
    const b = new RedisConnections(TEST_REDIS_URL, a().prefix, { info: () => undefined, error: () => undefined });
    others.push(b);
    const busA = new RedisEventBus(a());
    const busB = new RedisEventBus(b);
    const pub = new BusSubmissionEvents(busA);
    const sub = new BusSubmissionEvents(busB);
    await Promise.all([busA.ready(), busB.ready()]);
    return [pub, sub];
  });
});
