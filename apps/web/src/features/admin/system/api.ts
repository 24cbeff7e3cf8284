import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { notify } from '../../../lib/notify';

/** Cached answers of the back office's system screens. */
export const sysKeys = {
  all: ['admin', 'system'] as const,
  users: (q: UserListQuery) => [...sysKeys.all, 'users', q] as const,
  userLists: () => [...sysKeys.all, 'users'] as const,
  sessions: (q: SessionQuery) => [...sysKeys.all, 'sessions', q] as const,
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

export const useUserList = (q: UserListQuery) =>
  useQuery({
    queryKey: sysKeys.users(q),
    queryFn: () => api.call(getUserList, { query: { ...q, keyword: q.keyword || undefined } }),
    placeholderData: keepPreviousData,
  });

export function useUserMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sysKeys.userLists() }),
      client.invalidateQueries({ queryKey: sysKeys.dashboard() }),
    ]);
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
export const useUserJob = (key: string | null) =>
  useQuery({
    queryKey: sysKeys.job(key ?? ''),
    queryFn: () => api.call(getUserJobProgress, { query: { key: key! }, silent: true }),
    enabled: key !== null,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 500),
  });
export const isFinished = (p: UserJobProgress | undefined) => p?.state === 'done' || p?.state === 'failed';

export const useSessionList = (q: SessionQuery) =>
  useQuery({
    queryKey: sysKeys.sessions(q),
    queryFn: () => api.call(getSessionList, { query: { ...q, keyword: q.keyword || undefined } }),
    placeholderData: keepPreviousData,
  });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.raw(endSession, { query: { id } })).msg,
    onSuccess: async (msg) => {
      notify.success(msg);
      await client.invalidateQueries({ queryKey: sysKeys.sessionLists() });
    },
  });
}

/** The hourly system notice rides on this refresh (spec 3 §2). */
const HOUR_MS = 3_600_000;
export const useDashboardInfo = () =>
  useQuery({ queryKey: sysKeys.dashboard(), queryFn: () => api.call(getDashboardInfo), refetchInterval: HOUR_MS });
export const useLastSession = () => useQuery({ queryKey: sysKeys.lastSession(), queryFn: () => api.call(getDashboardSessions) });
export const useServiceInfo = () =>
  useQuery({ queryKey: sysKeys.service(), queryFn: () => api.call(getServiceInfo), refetchInterval: 10_000 });
export const useJudgeServices = () =>
  useQuery({ queryKey: sysKeys.judges(), queryFn: () => api.call(getJudgeServiceInfo), refetchInterval: 10_000 });
export const useDbConfig = () => useQuery({ queryKey: sysKeys.db(), queryFn: () => api.call(getDbAndRedisConfig) });
export const useWebConfig = () => useQuery({ queryKey: sysKeys.web(), queryFn: () => api.call(getWebConfig) });
export const useEmailConfig = () => useQuery({ queryKey: sysKeys.email(), queryFn: () => api.call(getEmailConfig) });
export const useSwitches = () => useQuery({ queryKey: sysKeys.switches(), queryFn: () => api.call(getSwitchInfo) });

export function useConfigMutations() {
  const client = useQueryClient();
  // The public site config (name, register, switches) is read by every page: refresh it all.
  const everything = () => client.invalidateQueries();
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
