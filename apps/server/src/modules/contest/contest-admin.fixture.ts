import { judgeRow } from '../../test/judge-row';
import type { SeededUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR } from './contest.fixture';

export type Page<T> = { records: T[]; total: number };

/** A fresh app and the contest form of the admin tests, its times fixed to one base so a form and the values tested against it agree to the millisecond. */
export function useContestAdmin() {
  const t = useTestApp();
  const db = () => t.core.database.db;
  const base = Date.now();
  const iso = (offset: number) => new Date(base + offset).toISOString();
  const form = (over: Record<string, unknown> = {}) => ({
    title: 'Spring Cup',
    description: 'desc',
    startTime: iso(HOUR),
    endTime: iso(3 * HOUR),
    ...over,
  });

  /** A bare submission row in a contest (deleting a problem place or a contest must take it along). */
  async function seedJudgeRow(cid: number, pid: number, user: SeededUser): Promise<void> {
    const now = Date.now();
    await db()
      .insertInto('judge')
      .values(judgeRow({ pid, displayPid: 'X', uid: user.uid, username: user.username, submitTime: now, language: 'C', cid }))
      .execute();
  }

  return { t, db, base, iso, form, seedJudgeRow };
}
