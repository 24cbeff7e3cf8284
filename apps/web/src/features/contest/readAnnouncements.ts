/** Announcement ids the viewer has seen, per contest, kept in the browser like HOJ's client. */
const keyOf = (cid: number) => `verdict.contest.readAnnouncements.${cid}`;

export function loadReadAnnouncements(cid: number): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(keyOf(cid)) ?? '[]');
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function saveReadAnnouncements(cid: number, ids: number[]): void {
  try {
    localStorage.setItem(keyOf(cid), JSON.stringify([...new Set(ids)].slice(-1000)));
  } catch {
    // Private mode or a full storage: the badge then comes back after a reload, nothing worse.
  }
}
