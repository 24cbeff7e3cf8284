/** Every cached answer of the message domain. */
export const messageKeys = {
  all: ['message'] as const,
  /** Per user: a cached count must not show after another account signs in. */
  unread: (uid: string | undefined) => [...messageKeys.all, 'unread', uid ?? null] as const,
};
