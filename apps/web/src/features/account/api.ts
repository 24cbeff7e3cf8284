import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  applyResetPassword,
  captcha,
  changeEmail,
  checkLoginPuzzle,
  getLoginPuzzle,
  changePassword,
  changeUserInfo,
  checkUsernameOrEmail,
  getChangeEmailCode,
  getRegisterCode,
  getUserAuthInfo,
  getUserCalendarHeatmap,
  getUserHomeInfo,
  login,
  adminLogin,
  logout,
  register,
  resetPassword,
  uploadAvatar,
  type EndpointBodyInput,
  type UserInfo,
} from '@verdict/shared';
import { api, ApiError } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { useInvalidate } from '../invalidation';
import { accountKeys, type UserLookup } from '../keys';

export type { UserLookup };

type LoginBody = EndpointBodyInput<typeof login>;

/** Both logins answer the token in the `Authorization` header and the user in `data`. */
async function signIn(endpointDef: typeof login | typeof adminLogin, body: LoginBody): Promise<UserInfo> {
  const { data, headers } = await api.raw(endpointDef, { body });
  const token = headers.get('authorization');
  if (!token || !data) throw new ApiError('missing token', 500, 200);
  authStore.setSession(token, data);
  return data;
}

/** Per-user answers cached as a visitor are refreshed by the shell when the session changes. */
export const useLogin = (admin = false) =>
  useMutation({ mutationFn: (body: LoginBody) => signIn(admin ? adminLogin : login, body) });

/** Ends the session on the server; failures (an already expired token) do not matter. */
export async function endServerSession(): Promise<void> {
  await api.call(logout, { silent: true }).catch(() => undefined);
}

export async function logoutSession(): Promise<void> {
  await endServerSession();
  authStore.signOut();
}

/** Roles may change server-side (an admin demotes someone); refreshed on load and after a 403. */
export async function refreshRoles(): Promise<void> {
  if (!authStore.get().token) return;
  let data;
  try {
    data = await api.call(getUserAuthInfo, { silent: true });
  } catch (err) {
    // The session was ended, or the account disabled or deleted, while the page was closed: show the visitor signed out.
    if (err instanceof ApiError && err.httpStatus === 401) authStore.clear();
    throw err;
  }
  if (data) authStore.setRoles(data.roles);
}

export const userHomeOptions = (who: UserLookup) =>
  queryOptions({ queryKey: accountKeys.home(who), queryFn: () => api.call(getUserHomeInfo, { query: who }) });
export const heatmapOptions = (who: UserLookup) =>
  queryOptions({
    queryKey: accountKeys.heatmap(who),
    queryFn: () => api.call(getUserCalendarHeatmap, { query: who, silent: true }),
  });
export const useUserHome = (who: UserLookup) => useQuery(userHomeOptions(who));
export const useHeatmap = (who: UserLookup) => useQuery(heatmapOptions(who));

export const captchaOptions = (enabled: boolean) =>
  queryOptions({ queryKey: accountKeys.captcha(), queryFn: () => api.call(captcha), enabled, staleTime: 0, gcTime: 0 });
export const useCaptcha = (enabled: boolean) => useQuery(captchaOptions(enabled));

/** A new login puzzle on each mount (the server keeps its answer); never cached. */
export const loginPuzzleOptions = () =>
  queryOptions({
    queryKey: accountKeys.puzzle(),
    queryFn: () => api.call(getLoginPuzzle, { query: {} }),
    staleTime: 0,
    gcTime: 0,
  });
export const useLoginPuzzle = () => useQuery(loginPuzzleOptions());

export const checkPuzzle = async (puzzleKey: string, x: number) =>
  (await api.call(checkLoginPuzzle, { body: { puzzleKey, x }, silent: true })).passed;

/** Whether the server wants a solved puzzle with this name's next login (failures it saw from anywhere). */
export async function isPuzzleRequired(username: string): Promise<boolean> {
  try {
    return (await api.call(getLoginPuzzle, { query: { username }, silent: true })).required;
  } catch {
    return false;
  }
}

export const sendRegisterCode = (email: string) => api.call(getRegisterCode, { query: { email } });
export const sendChangeEmailCode = (email: string) => api.call(getChangeEmailCode, { query: { email } });

/** Whether a username / e-mail is taken; network failures count as "unknown" (no blocking). */
export async function isTaken(field: 'username' | 'email', value: string): Promise<boolean> {
  try {
    const data = await api.call(checkUsernameOrEmail, { body: { [field]: value }, silent: true });
    return data?.[field] ?? false;
  } catch {
    return false;
  }
}

/**
 * Registers, then signs in with the name and password just typed (issue 28.8): the new user lands
 * logged in. The account exists either way; when the sign-in fails (the server wants the puzzle)
 * the answer is null and the form opens the login.
 */
export const useRegister = () =>
  useMutation({
    mutationFn: async (body: EndpointBodyInput<typeof register>): Promise<UserInfo | null> => {
      await api.call(register, { body });
      return signIn(login, { username: body.username, password: body.password }).catch(() => null);
    },
  });
export const useApplyReset = () =>
  useMutation({ mutationFn: (body: EndpointBodyInput<typeof applyResetPassword>) => api.call(applyResetPassword, { body }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: EndpointBodyInput<typeof resetPassword>) => api.call(resetPassword, { body }) });

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: EndpointBodyInput<typeof changePassword>) => api.call(changePassword, { body }) });

export function useChangeEmail() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof changeEmail>) => api.call(changeEmail, { body }),
    onSuccess: (result) => {
      if (result?.userInfo) authStore.setUser(result.userInfo);
      void invalidate({ kind: 'profile' });
    },
  });
}

/** The header reads the user from the auth store; the user home is a query. Both follow a change. */
function useUserUpdate<T>(fn: (input: T) => Promise<UserInfo | null>) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      if (user) authStore.setUser({ ...user, roleList: authStore.get().user?.roleList ?? user.roleList });
      void invalidate({ kind: 'profile' });
    },
  });
}

export const useChangeUserInfo = () =>
  useUserUpdate((body: EndpointBodyInput<typeof changeUserInfo>) => api.call(changeUserInfo, { body }));

export const useUploadAvatar = () =>
  useUserUpdate((file: Blob) => {
    const formData = new FormData();
    formData.append('image', file, 'avatar.png');
    return api.call(uploadAvatar, { formData });
  });
