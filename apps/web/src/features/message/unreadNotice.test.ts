import { describe, expect, it } from 'vitest';
import { takeUnreadNews } from './unreadNotice';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('unread message notice (issue 28.8)', () => {
  it('tells once per new message, not on every page load', () => {
    const store = memory();
    expect(takeUnreadNews('u1', 2, store)).toBe(true); // two messages arrived since the last visit
    expect(takeUnreadNews('u1', 2, store)).toBe(false); // the next page load: nothing new
    expect(takeUnreadNews('u1', 3, store)).toBe(true); // one more
    expect(takeUnreadNews('u1', 0, store)).toBe(false); // read
    expect(takeUnreadNews('u1', 1, store)).toBe(true); // a new one after reading
    expect(takeUnreadNews('u2', 1, store)).toBe(true); // per user
  });
  it('without storage every rise is still news, nothing throws', () => {
    expect(takeUnreadNews('u1', 1, null)).toBe(true);
    expect(takeUnreadNews('u1', 0, null)).toBe(false);
  });
});
