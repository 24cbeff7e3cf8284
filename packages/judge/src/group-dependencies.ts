/**
 * Subtask dependencies (Polygon's `<dependencies>` of a group): a subtask scores only when every
 * subtask it depends on passed (all its cases Accepted); else its cases are skipped. They travel
 * with the problem as a judge extra file (JSON: groupNum → the groupNums it needs), like the
 * Kattis validator flags, so no table changes.
 */
export const GROUP_DEPENDENCIES_FILE = 'group_dependencies.json';

export type GroupDependencies = Map<number, number[]>;

/** The dependencies a problem's judge extra files give; an unreadable file gives none. */
export function groupDependencies(judgeExtraFiles: Record<string, string>): GroupDependencies {
  const text = judgeExtraFiles[GROUP_DEPENDENCIES_FILE];
  const out: GroupDependencies = new Map();
  if (!text) return out;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return out;
    for (const [group, needs] of Object.entries(parsed as Record<string, unknown>)) {
      if (!Array.isArray(needs)) continue;
      const list = needs.map(Number).filter((n) => Number.isInteger(n) && n !== Number(group));
      if (Number.isInteger(Number(group)) && list.length) out.set(Number(group), list);
    }
  } catch {
    return new Map();
  }
  return out;
}

/** The JSON a package import writes (groupNum → needed groupNums). */
export function groupDependenciesFile(deps: GroupDependencies): string {
  return JSON.stringify(
    Object.fromEntries([...deps].map(([g, needs]) => [String(g), [...new Set(needs)].sort((a, b) => a - b)])),
  );
}

/**
 * The groups ordered so that each comes after those it needs (stable otherwise). A cycle, which an
 * import refuses, is broken by dropping the needs not yet placed, so judging never waits forever.
 */
export function orderByDependencies<T>(groups: Array<{ num: number; items: T }>, deps: GroupDependencies) {
  const placed = new Set<number>();
  const known = new Set(groups.map((g) => g.num));
  const ordered: Array<{ num: number; items: T; needs: number[] }> = [];
  const left = [...groups];
  while (left.length) {
    let i = left.findIndex((g) => (deps.get(g.num) ?? []).every((n) => placed.has(n) || !known.has(n)));
    if (i < 0) i = 0;
    const g = left.splice(i, 1)[0];
    const needs = (deps.get(g.num) ?? []).filter((n) => placed.has(n));
    ordered.push({ ...g, needs });
    placed.add(g.num);
  }
  return ordered;
}
