import type { ContestProblemEntity, ProblemEntity } from '@verdict/shared';

/** A problem's place in a contest as the problems screen edits it (pure, unit-tested). */
export interface PlaceDraft {
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export interface ContestProblemRow {
  pid: number;
  problemId: string;
  title: string;
  type: number;
  author: string | null;
  /** The problem's group (null for a site problem): a group contest edits only its group's problems. */
  gid: number | null;
  place: PlaceDraft;
}

/** Joins the list's problems with their places; a problem without a place keeps its own id and title. */
export function contestProblemRows(
  records: readonly ProblemEntity[],
  map: Readonly<Record<string, ContestProblemEntity>>,
): ContestProblemRow[] {
  return records.map((p) => {
    const link = map[String(p.id)];
    return {
      pid: p.id,
      problemId: p.problemId,
      title: p.title,
      type: p.type,
      author: p.author,
      gid: p.gid,
      place: {
        displayId: link?.displayId ?? p.problemId,
        displayTitle: link?.displayTitle ?? p.title,
        color: link?.color ?? null,
      },
    };
  });
}

/** The first of A…Z, then A1…Z1…, not taken yet: what the add dialog suggests. */
export function nextDisplayId(taken: Iterable<string>): string {
  const used = new Set([...taken].map((s) => s.trim().toUpperCase()));
  for (let round = 0; ; round++) {
    for (let c = 0; c < 26; c++) {
      const id = String.fromCharCode(65 + c) + (round === 0 ? '' : String(round));
      if (!used.has(id)) return id;
    }
  }
}

/** What the server would refuse: blank fields, too long, or a display id another problem uses. */
export type PlaceIssue = 'displayIdRequired' | 'displayTitleRequired' | 'displayIdTaken' | 'tooLong';

export function placeIssue(draft: PlaceDraft, pid: number, rows: readonly ContestProblemRow[]): PlaceIssue | null {
  const id = draft.displayId.trim();
  if (!id) return 'displayIdRequired';
  if (!draft.displayTitle.trim()) return 'displayTitleRequired';
  if (id.length > 64 || draft.displayTitle.trim().length > 255) return 'tooLong';
  if (rows.some((r) => r.pid !== pid && r.place.displayId.trim() === id)) return 'displayIdTaken';
  return null;
}

export const samePlace = (a: PlaceDraft, b: PlaceDraft) =>
  a.displayId.trim() === b.displayId.trim() &&
  a.displayTitle.trim() === b.displayTitle.trim() &&
  (a.color ?? '') === (b.color ?? '');
