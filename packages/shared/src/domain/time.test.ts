import { describe, expect, it } from 'vitest';
import { msToWireDate, parseWireDate, toDayString, toWireDate } from './time';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const WIRE = '2026-11-22T12:00:00.000+0000';

describe('toWireDate', () => {
  it('writes ISO in UTC with millis and +0000', () => {
    expect(toWireDate(new Date(T0))).toBe(WIRE);
    expect(toWireDate('2026-11-22T20:00:00.000+08:00')).toBe(WIRE);
  });
  it('is null for nothing or an invalid date', () => {
    expect(toWireDate(null)).toBeNull();
    expect(toWireDate(undefined)).toBeNull();
    expect(toWireDate(new Date(NaN))).toBeNull();
    expect(toWireDate('soon')).toBeNull();
  });
});

describe('msToWireDate', () => {
  it('reads epoch ms as a number or as the text of a bigint column', () => {
    expect(msToWireDate(T0)).toBe(WIRE);
    expect(msToWireDate(String(T0))).toBe(WIRE);
    expect(msToWireDate(0)).toBe('1970-01-01T00:00:00.000+0000');
  });
  it('is null for nothing or not a number', () => {
    expect(msToWireDate(null)).toBeNull();
    expect(msToWireDate(undefined)).toBeNull();
    expect(msToWireDate('soon')).toBeNull();
  });
});

describe('parseWireDate', () => {
  it('reads the wire format with +0000, other offsets and ISO with Z', () => {
    expect(parseWireDate(WIRE)).toBe(T0);
    expect(parseWireDate('2026-11-22T20:00:00.000+0800')).toBe(T0);
    expect(parseWireDate('2026-11-22T07:00:00.000-0500')).toBe(T0);
    expect(parseWireDate('2026-11-22T12:00:00.000Z')).toBe(T0);
    expect(parseWireDate(` ${WIRE}\n`)).toBe(T0);
  });
  it('is NaN for nothing or rubbish', () => {
    expect(parseWireDate(null)).toBeNaN();
    expect(parseWireDate(undefined)).toBeNaN();
    expect(parseWireDate('')).toBeNaN();
    expect(parseWireDate('soon')).toBeNaN();
  });
  it('round-trips what the server writes', () => {
    for (const ms of [0, T0, T0 + 999, Date.UTC(2038, 0, 19, 3, 14, 8)]) expect(parseWireDate(msToWireDate(ms))).toBe(ms);
  });
});

describe('toDayString', () => {
  it('is the UTC day', () => expect(toDayString(new Date(Date.UTC(2026, 10, 22, 23, 59)))).toBe('2026-11-22'));
});
