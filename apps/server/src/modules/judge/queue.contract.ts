import { afterEach, expect, it } from 'vitest';
import type { JudgeQueue } from './queue';

export interface QueueFixture {
  /** Two handles on one queue, as two processes would hold them. */
  a: JudgeQueue;
  b: JudgeQueue;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function claimWithin(q: JudgeQueue, leaseMs: number, withinMs: number) {
  const until = Date.now() + withinMs;
  for (;;) {
    const job = await q.claim(leaseMs);
    if (job || Date.now() > until) return job;
    await sleep(100);
  }
}

/**
 * What every JudgeQueue does (the database queue and BullMQ alike): leases, retries of a dead
 * worker's job, re-arming, refunds, priorities. `fixture` gives a fresh, empty queue per test.
 */
export function judgeQueueContract(fixture: () => Promise<QueueFixture>): void {
  let f: QueueFixture | null = null;
  const open = async () => (f = await fixture());
  afterEach(async () => {
    await f?.close();
    f = null;
  });

  it('hands a job to one claimer at a time, and ends it on complete', async () => {
    const { a, b } = await open();
    await a.enqueue(101);
    const [x, y] = await Promise.all([a.claim(30_000), b.claim(30_000)]);
    const won = [x, y].filter((j) => j !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ submitId: 101, tries: 1 });
    expect(await a.claim(30_000)).toBeNull();
    expect(await a.size()).toBe(1);
    // The claimer extends and ends its own claim (BullMQ's lock is held by the process that took the job).
    const holder = x ? a : b;
    expect(await holder.extend(won[0]!, 30_000)).toBe(true);
    await holder.complete(won[0]!);
    expect(await a.size()).toBe(0);
    expect(await b.claim(30_000)).toBeNull();
  });

  it('gives a released job back, counting the try unless it is refunded, after its delay', async () => {
    const { a } = await open();
    await a.enqueue(102);
    const first = (await a.claim(30_000))!;
    await a.release(first);
    const second = (await a.claim(30_000))!;
    expect(second).toMatchObject({ submitId: 102, tries: 2 });
    expect(second.attemptId).not.toBe(first.attemptId);
    await a.release(second, 0, { refundTry: true });
    const third = (await a.claim(30_000))!;
    expect(third.tries).toBe(2);
    await a.release(third, 1_500);
    expect(await a.claim(30_000)).toBeNull();
    const fourth = await claimWithin(a, 30_000, 5_000);
    expect(fourth).toMatchObject({ submitId: 102, tries: 3 });
  });

  it('a job whose worker died (lease not extended) comes back to another worker', async () => {
    const { a, b } = await open();
    await a.enqueue(103);
    const dead = (await a.claim(1_000))!;
    expect(dead.submitId).toBe(103);
    expect(await b.claim(1_000)).toBeNull();
    await sleep(1_200);
    // The lease is gone: the job is available again (BullMQ: once its stalled check has run).
    const taken = await claimWithin(b, 30_000, 8_000);
    expect(taken).toMatchObject({ submitId: 103, tries: 2 });
    expect(await a.extend(dead, 30_000)).toBe(false);
    await b.complete(taken!);
    expect(await a.size()).toBe(0);
  });

  it('re-arming takes the job away from its running attempt: that attempt can neither extend nor end the new job', async () => {
    const { a, b } = await open();
    await a.enqueue(104);
    const old = (await a.claim(30_000))!;
    await b.enqueue(104);
    expect(await a.extend(old, 30_000)).toBe(false);
    const fresh = await claimWithin(b, 30_000, 3_000);
    expect(fresh).toMatchObject({ submitId: 104, tries: 1 });
    await a.complete(old);
    expect(await b.size()).toBe(1);
    expect(await b.extend(fresh!, 30_000)).toBe(true);
    await b.complete(fresh!);
    expect(await b.size()).toBe(0);
  });

  it('remove drops a job whatever its state; orphans lists submissions without a live job', async () => {
    const { a } = await open();
    await a.enqueue(105);
    await a.enqueue(106);
    expect(await a.orphans([105, 106, 107], 0)).toEqual([107]);
    await a.remove(105);
    expect(await a.orphans([105, 106], 0)).toEqual([105]);
    const held = (await a.claim(30_000))!;
    expect(held.submitId).toBe(106);
    await a.remove(106);
    expect(await a.extend(held, 30_000)).toBe(false);
    expect(await a.claim(30_000)).toBeNull();
  });

  it('takes higher priority first, then in order of arrival', async () => {
    const { a } = await open();
    await a.enqueue(109);
    await a.enqueue(111, { priority: 5 });
    await a.enqueue(110);
    const order: number[] = [];
    for (let i = 0; i < 3; i++) order.push((await a.claim(30_000))!.submitId);
    expect(order).toEqual([111, 109, 110]);
  });

  it('a job whose lease ran out is taken before the jobs that waited, whatever their priority', async () => {
    const { a, b } = await open();
    await a.enqueue(130);
    expect((await a.claim(1_000))!.submitId).toBe(130);
    await a.enqueue(131, { priority: 5 });
    await a.enqueue(132);
    // The lease runs out (BullMQ: and its stalled check, every 0.5 s here, has seen it).
    await sleep(3_000);
    const order: number[] = [];
    for (let i = 0; i < 3; i++) order.push((await b.claim(30_000))!.submitId);
    expect(order).toEqual([130, 131, 132]);
  });

  it('a job re-queued after a fault (the sweeper found its claim dead) goes to the head of the queue', async () => {
    const { a, b } = await open();
    await a.enqueue(140);
    expect((await a.claim(1_000))!.submitId).toBe(140);
    for (let i = 141; i <= 144; i++) await a.enqueue(i, { priority: i === 143 ? 5 : 0 });
    await sleep(1_200);
    // As the sweeper does for a submission whose claim died (BullMQ's stalled check may have been first: either way).
    await b.enqueue(140, { retry: true });
    const order: number[] = [];
    for (let i = 0; i < 5; i++) order.push((await b.claim(30_000))!.submitId);
    expect(order).toEqual([140, 143, 141, 142, 144]);
  });

  it('wakes an idle worker when a job arrives', async () => {
    const { a } = await open();
    const started = Date.now();
    const waiting = a.waitForWork(10_000);
    await sleep(200);
    await a.enqueue(120);
    await waiting;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
}
