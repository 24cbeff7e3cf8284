import { describe, expect, it } from 'vitest';
import { positiveInt, routeId } from './urlNumbers';

describe('positiveInt', () => {
  it('reads digits, spaces around them aside', () => {
    expect(positiveInt('4', 1)).toBe(4);
    expect(positiveInt(' 12 ', 1)).toBe(12);
    expect(positiveInt('7')).toBe(7);
  });

  it('falls back on anything else', () => {
    for (const raw of [null, undefined, '', '0', '-2', '2.5', '1e3', 'abc', '0x10', '99999999999999999999']) {
      expect(positiveInt(raw, 1)).toBe(1);
      expect(positiveInt(raw)).toBeUndefined();
    }
  });
});

describe('routeId', () => {
  it('is null without a parameter, the number for digits, -1 otherwise', () => {
    expect(routeId(undefined)).toBeNull();
    expect(routeId('42')).toBe(42);
    expect(routeId('4a')).toBe(-1);
    expect(routeId('')).toBe(-1);
  });
});
