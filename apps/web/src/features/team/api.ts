import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type TeamImportError,
  adminAddTeam,
  adminAddTeamGroup,
  adminAddTeamOrganization,
  adminDeleteTeam,
  adminDeleteTeamGroup,
  adminDeleteTeamOrganization,
  adminGenerateTeams,
  adminGetContestTeams,
  adminImportTeams,
  adminUpdateTeam,
  adminUpdateTeamGroup,
  adminUpdateTeamOrganization,
  adminUploadTeamOrganizationLogo,
  getContestBoardTeams,
  getMyTeam,
  registerTeam,
  teamImportError,
} from '@verdict/shared';
import { ApiError, api } from '../../lib/api-client';
import { useInvalidate } from '../invalidation';
import { teamKeys } from '../keys';

/** The admin page: teams, organisations and groups of a contest at once. */
export const contestTeamsOptions = (cid: number) =>
  queryOptions({
    queryKey: teamKeys.admin(cid),
    queryFn: () => api.call(adminGetContestTeams, { query: { cid } }),
  });
export const useContestTeams = (cid: number) => useQuery(contestTeamsOptions(cid));

/** The viewer's team in a contest (null: none yet). */
export const myTeamOptions = (cid: number, enabled = true) =>
  queryOptions({
    queryKey: teamKeys.mine(cid),
    enabled,
    queryFn: () => api.call(getMyTeam, { query: { cid } }),
  });
export const useMyTeam = (cid: number, enabled = true) => useQuery(myTeamOptions(cid, enabled));

/** A team contest's teams and categories as its boards show them (none for an individual contest). */
export const boardTeamsOptions = (cid: number, enabled = true) =>
  queryOptions({
    queryKey: teamKeys.board(cid),
    enabled,
    queryFn: () => api.call(getContestBoardTeams, { query: { cid }, quiet: true }),
    staleTime: 60_000,
  });

export interface TeamDraft {
  id: number | null;
  name: string;
  members: string[];
  organizationId: number | null;
  groupId: number | null;
  location: string;
  star: boolean;
}
export interface OrganizationDraft {
  id: number | null;
  name: string;
  formalName: string;
  country: string;
}
export interface GroupDraft {
  id: number | null;
  name: string;
  hidden: boolean;
}

/** Every admin write of a contest's teams; each marks the contest's team data (and boards) stale. */
export function useTeamActions(cid: number) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate({ kind: 'team', cid });
  return {
    saveTeam: useMutation({
      mutationFn: ({ id, ...d }: TeamDraft) => {
        const body = { ...d, cid, members: d.members.map((m) => m.trim()).filter(Boolean) };
        return id == null ? api.call(adminAddTeam, { body }) : api.call(adminUpdateTeam, { body: { ...body, id } });
      },
      onSuccess,
    }),
    removeTeam: useMutation({
      mutationFn: (id: number) => api.call(adminDeleteTeam, { query: { cid, id } }),
      onSuccess,
    }),
    saveOrganization: useMutation({
      mutationFn: ({ id, ...d }: OrganizationDraft) =>
        id == null
          ? api.call(adminAddTeamOrganization, { body: { ...d, cid } })
          : api.call(adminUpdateTeamOrganization, { body: { ...d, cid, id } }),
      onSuccess,
    }),
    removeOrganization: useMutation({
      mutationFn: (id: number) => api.call(adminDeleteTeamOrganization, { query: { cid, id } }),
      onSuccess,
    }),
    uploadLogo: useMutation({
      mutationFn: async ({ id, file }: { id: number; file: File }) => {
        const formData = new FormData();
        formData.append('file', file);
        return (await api.upload(adminUploadTeamOrganizationLogo, { query: { cid, id }, formData })).data;
      },
      onSuccess,
    }),
    saveGroup: useMutation({
      mutationFn: ({ id, ...d }: GroupDraft) =>
        id == null
          ? api.call(adminAddTeamGroup, { body: { ...d, cid } })
          : api.call(adminUpdateTeamGroup, { body: { ...d, cid, id } }),
      onSuccess,
    }),
    removeGroup: useMutation({
      mutationFn: (id: number) => api.call(adminDeleteTeamGroup, { query: { cid, id } }),
      onSuccess,
    }),
    generate: useMutation({
      mutationFn: (d: { groupId: number | null; organizationId: number | null }) =>
        api.call(adminGenerateTeams, { body: { cid, ...d } }),
      onSuccess,
    }),
  };
}

/** What an import answered: the count made, or the lines refused (nothing was written then). */
export type ImportOutcome = { ok: true; created: number } | { ok: false; message: string; errors: TeamImportError[] };

export function useImportTeams(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (csv: string): Promise<ImportOutcome> => {
      try {
        const { created } = await api.call(adminImportTeams, { body: { cid, csv }, quiet: true });
        return { ok: true, created };
      } catch (err) {
        if (!(err instanceof ApiError) || err.httpStatus !== 400) throw err;
        const errors = teamImportError.array().safeParse(err.data);
        return { ok: false, message: err.message, errors: errors.success ? errors.data : [] };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.ok) void invalidate({ kind: 'team', cid });
    },
  });
}

export function useRegisterTeam(cid: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (d: { name: string; members: string[]; organization: string; password?: string }) =>
      api.call(registerTeam, {
        body: { cid, ...d, members: d.members.map((m) => m.trim()).filter(Boolean) },
        quiet: true,
      }),
    onSuccess: () => void invalidate({ kind: 'team', cid }),
  });
}
