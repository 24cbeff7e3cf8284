/**
 * Route metadata the shell reads through `useMatches()`: features declare what a route needs
 * and the shell enforces it, so a feature's route file stays a plain list of route objects.
 */
export interface RouteHandle {
  /** 'login': visitors go home with the login dialog; 'admin': to /admin/login. 'root': super admin only. */
  auth?: 'login' | 'admin' | 'root';
  /** A website-config switch that must be on (spec §2.2). */
  flag?: 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
  /** Problem and focus pages hide the footer (spec §2.3). */
  hideFooter?: boolean;
  /** Drawn without antd (the home page): rendered outside antd's ConfigProvider, whose code then need not load (app/AntdOutlet.tsx). */
  plain?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;
