/** Every cached answer of the back office: the dashboard's judge health and the system screens. */
export const adminKeys = {
  all: ['admin'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
};

/** The system screens (users, sessions, settings, service panels); a user or session change marks their lists stale. */
export const sysKeys = {
  all: ['admin', 'system'] as const,
  users: (q: object) => [...sysKeys.all, 'users', q] as const,
  userLists: () => [...sysKeys.all, 'users'] as const,
  sessions: (q: object) => [...sysKeys.all, 'sessions', q] as const,
  sessionLists: () => [...sysKeys.all, 'sessions'] as const,
  dashboard: () => [...sysKeys.all, 'dashboard'] as const,
  lastSession: () => [...sysKeys.all, 'lastSession'] as const,
  service: () => [...sysKeys.all, 'service'] as const,
  judges: () => [...sysKeys.all, 'judges'] as const,
  db: () => [...sysKeys.all, 'db'] as const,
  web: () => [...sysKeys.all, 'web'] as const,
  email: () => [...sysKeys.all, 'email'] as const,
  switches: () => [...sysKeys.all, 'switch'] as const,
  job: (key: string) => [...sysKeys.all, 'job', key] as const,
};
