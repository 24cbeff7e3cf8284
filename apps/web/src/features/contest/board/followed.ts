/**
 * Followed ("concerned") users of a board, kept per contest in the browser (spec 2 §2). The list
 * goes to the server as concernedList, which repeats their rows on top of the page.
 */
export const FOLLOWED_MAX = 300;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const followedKey = (cid: number) => `verdict.contest.${cid}.concerned`;

export function readFollowed(store: KeyValueStore, cid: number): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(followedKey(cid)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64))].slice(
      0,
      FOLLOWED_MAX,
    );
  } catch {
    // A hand-edited or foreign value is ignored, not fatal.
    return [];
  }
}

/** Follows or unfollows `uid`; returns the new list (oldest first, at most FOLLOWED_MAX). */
export function toggleFollowed(store: KeyValueStore, cid: number, uid: string): string[] {
  const current = readFollowed(store, cid);
  const next = current.includes(uid) ? current.filter((u) => u !== uid) : [...current, uid].slice(-FOLLOWED_MAX);
  try {
    if (next.length === 0) store.removeItem(followedKey(cid));
    else store.setItem(followedKey(cid), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list still works for this visit.
  }
  return next;
}
