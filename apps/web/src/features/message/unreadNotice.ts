/** Where the total last told to a user is kept: a reload or another tab does not tell it again. */
const key = (uid: string) => `verdict.unreadNotified.${uid}`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode settings): every rise is news then
  }
}

/**
 * Whether `total` unread messages bring news for `uid` (issue 28.8): true only when the total rose
 * above the one last seen — once per new message, not on every page load. The total is kept as
 * seen either way, so reading messages (the total falls) makes the next one news again.
 */
export function takeUnreadNews(uid: string, total: number, store: KeyValue | null = storage()): boolean {
  const raw = store?.getItem(key(uid));
  const seen = raw == null ? 0 : Number(raw) || 0;
  try {
    store?.setItem(key(uid), String(total));
  } catch {
    // a full storage: the toast may come again, nothing worse
  }
  return total > seen;
}
