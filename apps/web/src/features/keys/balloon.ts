/** Every cached answer of the balloon area: one contest's list pages and its admin settings. */
export const balloonKeys = {
  all: ['balloon'] as const,
  one: (cid: number) => [...balloonKeys.all, cid] as const,
  list: (cid: number, filter: object) => [...balloonKeys.one(cid), 'list', filter] as const,
  settings: (cid: number) => [...balloonKeys.one(cid), 'settings'] as const,
};
