import { expect } from 'vitest';
import { type LoginPuzzle, checkLoginPuzzle, getLoginPuzzle } from '@verdict/shared';
import type { TestApp } from './test-app';

type Call = Pick<TestApp, 'call' | 'core'>;

/** Solves a login puzzle as a person would, reading the gap where only the server keeps it. */
export async function solvedPuzzle(t: Call, opts: { remoteAddress?: string } = {}): Promise<string> {
  const res = await t.call<typeof getLoginPuzzle, LoginPuzzle>(getLoginPuzzle, { query: {}, ...opts });
  const gapX = Number(await t.core.kv.get(`login:puzzle:${res.data.puzzleKey}`));
  const check = await t.call(checkLoginPuzzle, { body: { puzzleKey: res.data.puzzleKey, x: gapX + 2 }, ...opts });
  expect(check.data).toEqual({ passed: true });
  return res.data.puzzleKey;
}
