import { useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  type EmailConfig,
  type SwitchConfig,
  type UserJobProgress,
  type WebConfig,
  deleteUser,
  editUser,
  endSession,
  generateUser,
  getDashboardInfo,
  getDashboardSessions,
  getDbAndRedisConfig,
  getEmailConfig,
  getJudgeServiceInfo,
  getServiceInfo,
  getSessionList,
  getSwitchInfo,
  getUserJobProgress,
  getUserList,
  getWebConfig,
  setEmailConfig,
  setWebConfig,
  testEmail,
  updateSwitch,
  type editUserBody,
} from '@verdict/shared';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../invalidation';
import { sysKeys } from '../../keys';
import { notify } from '../../../lib/notify';

/** Cached answers of the back office's system screens. */
export interface UserListQuery {
  currentPage: number;
  limit: number;
  keyword: string;
  onlyAdmin: boolean;
}
export interface SessionQuery {
  currentPage: number;
  limit: number;
  keyword: string;
}

export const userListOptions = (q: UserListQuery) =>
  queryOptions({
    queryKey: sysKeys.users(q),
    queryFn: () => api.call(getUserList, { query: { ...q, keyword: q.keyword || undefined } }),
    placeholderData: keepPreviousData,
  });
export const useUserList = (q: UserListQuery) => useQuery(userListOptions(q));

export function useUserMutations() {
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ kind: 'users' });
  const edit = useMutation({
    mutationFn: async (body: z.input<typeof editUserBody>) => (await api.raw(editUser, { body })).msg,
    onSuccess: async (msg) => {
      notify.success(msg);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (ids: string[]) => (await api.raw(deleteUser, { body: { ids } })).msg,
    onSuccess: async (msg) => {
      notify.success(msg);
      await refresh();
    },
  });
  return { edit, remove, refresh };
}

export const startGenerate = (body: {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
}) => api.call(generateUser, { body });

/** A background account job, polled every half second until it ends. */
export const userJobOptions = (key: string | null) =>
  queryOptions({
    queryKey: sysKeys.job(key ?? ''),
    queryFn: () => api.call(getUserJobProgress, { query: { key: key! }, silent: true }),
    enabled: key !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 500),
  });
export const useUserJob = (key: string | null) => useQuery(userJobOptions(key));
export const isFinished = (p: UserJobProgress | undefined) => p?.state === 'done' || p?.state === 'failed';

export const sessionListOptions = (q: SessionQuery) =>
  queryOptions({
    queryKey: sysKeys.sessions(q),
    queryFn: () => api.call(getSessionList, { query: { ...q, keyword: q.keyword || undefined } }),
    placeholderData: keepPreviousData,
  });
export const useSessionList = (q: SessionQuery) => useQuery(sessionListOptions(q));

export function useEndSession() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: number) => (await api.raw(endSession, { query: { id } })).msg,
    onSuccess: async (msg) => {
      notify.success(msg);
      await invalidate({ kind: 'sessions' });
    },
  });
}

/** The hourly system notice rides on this refresh (spec 3 §2). */
const HOUR_MS = 3_600_000;
export const dashboardInfoOptions = () =>
  queryOptions({ queryKey: sysKeys.dashboard(), queryFn: () => api.call(getDashboardInfo), refetchInterval: HOUR_MS });
export const useDashboardInfo = () => useQuery(dashboardInfoOptions());
export const lastSessionOptions = () =>
  queryOptions({ queryKey: sysKeys.lastSession(), queryFn: () => api.call(getDashboardSessions) });
export const useLastSession = () => useQuery(lastSessionOptions());
export const serviceInfoOptions = () =>
  queryOptions({ queryKey: sysKeys.service(), queryFn: () => api.call(getServiceInfo), refetchInterval: 10_000 });
export const useServiceInfo = () => useQuery(serviceInfoOptions());
export const judgeServicesOptions = () =>
  queryOptions({ queryKey: sysKeys.judges(), queryFn: () => api.call(getJudgeServiceInfo), refetchInterval: 10_000 });
export const useJudgeServices = () => useQuery(judgeServicesOptions());
export const dbConfigOptions = () => queryOptions({ queryKey: sysKeys.db(), queryFn: () => api.call(getDbAndRedisConfig) });
export const useDbConfig = () => useQuery(dbConfigOptions());
export const webConfigOptions = () => queryOptions({ queryKey: sysKeys.web(), queryFn: () => api.call(getWebConfig) });
export const useWebConfig = () => useQuery(webConfigOptions());
export const emailConfigOptions = () => queryOptions({ queryKey: sysKeys.email(), queryFn: () => api.call(getEmailConfig) });
export const useEmailConfig = () => useQuery(emailConfigOptions());
export const switchesOptions = () => queryOptions({ queryKey: sysKeys.switches(), queryFn: () => api.call(getSwitchInfo) });
export const useSwitches = () => useQuery(switchesOptions());

export function useConfigMutations() {
  const invalidate = useInvalidate();
  const everything = () => invalidate({ kind: 'siteConfig' });
  return {
    saveWeb: useMutation({ mutationFn: (body: Partial<WebConfig>) => api.call(setWebConfig, { body }), onSuccess: everything }),
    saveEmail: useMutation({
      mutationFn: (body: Partial<EmailConfig>) => api.call(setEmailConfig, { body }),
      onSuccess: everything,
    }),
    testMail: useMutation({
      mutationFn: async (email: string) => (await api.raw(testEmail, { body: { email } })).msg,
      onSuccess: (msg) => notify.success(msg),
    }),
    saveSwitches: useMutation({
      mutationFn: (body: Partial<SwitchConfig>) => api.call(updateSwitch, { body }),
      onSuccess: everything,
    }),
  };
}
