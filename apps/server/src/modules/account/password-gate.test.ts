import { describe, expect, it } from 'vitest';
import { login } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { Gate, passwordConcurrency, passwordGate } from './password-gate';

const t = useTestApp({ rateLimits: floodLimits() });

describe('the argon2id gate', () => {
  it('runs at most its limit at once, in arrival order, and every task to its end', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 7 }, (_, i) =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((r) => releases.push(r));
        running--;
        return i * 10;
      }),
    );
    // Release one task at a time as they start: never more than two hold the gate.
    for (let released = 0; released < 7;) {
      await new Promise((r) => setImmediate(r));
      const next = releases.shift();
      if (next) {
        next();
        released++;
      }
    }
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(gate.queued).toBe(0);
  });

  it('passes a failing task on without holding its slot', async () => {
    const gate = new Gate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('takes PASSWORD_HASH_CONCURRENCY, else the cores up to three', () => {
    expect(passwordConcurrency({ PASSWORD_HASH_CONCURRENCY: '5' })).toBe(5);
    expect(passwordConcurrency({})).toBeGreaterThanOrEqual(1);
    expect(passwordConcurrency({})).toBeLessThanOrEqual(3);
  });

  it('signs everybody in when many log in at once, never more checks at once than the limit', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => seedUser(t.core)));
    passwordGate.peak = 0;
    const answers = await Promise.all(users.map((u) => t.call(login, { body: { username: u.username, password: u.password } })));
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));
    expect(answers.map((a) => (a.data as { username: string }).username)).toEqual(users.map((u) => u.username));
    expect(passwordGate.peak).toBeGreaterThanOrEqual(1);
    expect(passwordGate.peak).toBeLessThanOrEqual(passwordGate.limit);
    expect(passwordGate.queued).toBe(0);
  });
});
