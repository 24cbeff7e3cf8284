import { useSyncExternalStore } from 'react';
import { isAdminRoleName, userInfo as userInfoSchema, type UserInfo } from '@verdict/shared';

/** localStorage keys kept as HOJ's client spells them, so a session survives switching clients. */
const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export interface AuthState {
  token: string | null;
  user: UserInfo | null;
}

function readUser(): UserInfo | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readState(): AuthState {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { token, user: readUser() } : { token: null, user: null };
}

let state: AuthState = readState();
let signedOutAt = 0;
const listeners = new Set<() => void>();

function emit(next: AuthState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSession(token: string, user: UserInfo): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    loginFailures = 0;
    emit({ token, user });
  },
  setToken(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    emit({ ...state, token });
  },
  setUser(user: UserInfo): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit({ ...state, user });
  },
  setRoles(roleList: string[]): void {
    if (!state.user) return;
    authStore.setUser({ ...state.user, roleList });
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    loginFailures = 0;
    emit({ token: null, user: null });
  },
  /** A sign-out the user asked for (logout, password change): guards stay quiet about it. */
  signOut(): void {
    signedOutAt = Date.now();
    authStore.clear();
  },
  /** True shortly after `signOut`, while the page the user left may still be rendered. */
  justSignedOut: () => Date.now() - signedOutAt < 3000,
  /**
   * Re-reads storage (another tab may have logged in or out). Returns true when the token
   * disappeared, so the caller can move the user off a page they may no longer see.
   */
  resync(): boolean {
    const next = readState();
    const lost = state.token !== null && next.token === null;
    // Another tab signed out: the move to /home that follows is expected, not an access problem.
    if (lost) signedOutAt = Date.now();
    if (next.token !== state.token || JSON.stringify(next.user) !== JSON.stringify(state.user)) emit(next);
    return lost;
  },
};

/** Login failures since the last success; from Limits.loginFailuresBeforePuzzle the puzzle is required. */
let loginFailures = 0;
export const loginFailureCounter = {
  get: () => loginFailures,
  increment: () => ++loginFailures,
  reset: () => {
    loginFailures = 0;
  },
};

export function useAuth(): AuthState & { isLoggedIn: boolean; isAdmin: boolean; isRoot: boolean } {
  const s = useSyncExternalStore(authStore.subscribe, authStore.get);
  const roles = s.user?.roleList ?? [];
  return {
    ...s,
    isLoggedIn: s.token !== null,
    isAdmin: roles.some(isAdminRoleName),
    isRoot: roles.includes('root'),
  };
}
