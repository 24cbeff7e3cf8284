import { JudgeStatus } from '@verdict/shared';
import { type LanguageFamily, familyOf } from './similarity-engine';

/** A submission as the report reads it (no code yet). */
export interface SubmissionHead {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  language: string;
  status: number;
  submitTime: number;
}

export interface PickedGroup {
  pid: number;
  family: LanguageFamily;
  /** One submission per participant: the last accepted, or else the last. */
  picks: SubmissionHead[];
}

/** Groups the contest's submissions by problem and language family and picks each participant's submission. */
export function pickSubmissions(rows: readonly SubmissionHead[]): PickedGroup[] {
  const groups = new Map<string, PickedGroup>();
  const chosen = new Map<string, Map<string, SubmissionHead>>();
  const later = (x: SubmissionHead, y: SubmissionHead) =>
    x.submitTime > y.submitTime || (x.submitTime === y.submitTime && x.submitId > y.submitId);
  for (const r of rows) {
    const family = familyOf(r.language);
    const key = `${r.pid}\u0000${family.label}`;
    if (!groups.has(key)) {
      groups.set(key, { pid: r.pid, family, picks: [] });
      chosen.set(key, new Map());
    }
    const byUser = chosen.get(key)!;
    const prev = byUser.get(r.uid);
    const ac = r.status === JudgeStatus.Accepted;
    const prevAc = prev?.status === JudgeStatus.Accepted;
    if (!prev || (ac && !prevAc) || (ac === prevAc && later(r, prev))) byUser.set(r.uid, r);
  }
  for (const [key, g] of groups) g.picks = [...chosen.get(key)!.values()].sort((x, y) => x.submitId - y.submitId);
  return [...groups.values()].sort((x, y) => x.pid - y.pid || x.family.label.localeCompare(y.family.label));
}
