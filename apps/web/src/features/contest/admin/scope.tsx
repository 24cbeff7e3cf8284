import {
  type ContestAnnouncementBody,
  type EndpointData,
  type EndpointQueryInput,
  type ProblemEntity,
  adminAddContest,
  adminAddContestAnnouncement,
  adminAddContestProblem,
  adminAddContestProblemFromPublic,
  adminDeleteContestAnnouncement,
  adminDeleteContestProblem,
  adminGetContest,
  adminGetContestAnnouncement,
  adminGetContestProblem,
  adminGetContestProblemInfo,
  adminGetContestProblemList,
  adminSetContestProblemInfo,
  adminUpdateContest,
  adminUpdateContestAnnouncement,
  adminUpdateContestProblem,
} from '@verdict/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { api } from '../../../lib/api-client';
import type { ProblemDtoInput } from '../../problem';
import type { ContestPayload } from './form';
import type { PlaceDraft } from './places';

export type ContestProblemListQuery = NonNullable<EndpointQueryInput<typeof adminGetContestProblemList>>;
type ProblemListAnswer = EndpointData<typeof adminGetContestProblemList>;
type AnnouncementPage = EndpointData<typeof adminGetContestAnnouncement>;

/**
 * Where the contest admin screens read and write: the site's admin calls by default, or a group's
 * calls when a group reuses the form, the problem list, the problem editor and the announcements
 * for its own contests (spec 3 §2). Paths are built from `basePath`, so links stay in the scope.
 */
export interface ContestAdminScope {
  /** Part of every admin query key, so the two scopes never share a cached answer. */
  key: string;
  /** Where "back" and a saved form go. */
  listPath: string;
  /** `${basePath}/create`, `${basePath}/:cid/edit`, `/problems`, `/problem/create`, `/problem/:pid/edit`, `/announcement`. */
  basePath: string;
  /** The group of a group contest (its problems' test data go through the group admin's rights). */
  gid?: number;
  /** Site-only actions: rejudging a problem, deleting a problem outright. */
  rejudge: boolean;
  deleteProblem: boolean;
  /** Importing a remote judge site's problem into the contest (the site admin's call only). */
  remoteImport?: boolean;
  getContest: (cid: number) => Promise<EndpointData<typeof adminGetContest>>;
  save: (body: ContestPayload) => Promise<number>;
  problems: (query: ContestProblemListQuery) => Promise<ProblemListAnswer>;
  /** The group's own problems that may join the contest (group scope only). */
  groupProblems?: (query: {
    currentPage: number;
    limit: number;
    keyword?: string;
  }) => Promise<{ records: ProblemEntity[]; total: number }>;
  place: (cid: number, pid: number) => Promise<EndpointData<typeof adminGetContestProblemInfo>>;
  setPlace: (body: { cid: number; pid: number } & PlaceDraft) => Promise<unknown>;
  addPublic: (body: { cid: number; pid: number; displayId: string }) => Promise<unknown>;
  addFromGroup?: (query: { cid: number; problemId: string; displayId: string }) => Promise<unknown>;
  /** Out of the contest, or (site, `deleteProblem`) the problem itself. */
  removeProblem: (q: { cid: number; pid: number; deleteProblem: boolean }) => Promise<unknown>;
  loadProblem: (pid: number) => Promise<ProblemEntity>;
  /** Saves the problem and its place in the contest. */
  saveProblem: (cid: number, dto: ProblemDtoInput, place: PlaceDraft | null) => Promise<unknown>;
  announcements: (query: { cid: number; currentPage: number; limit: number }) => Promise<AnnouncementPage>;
  saveAnnouncement: (cid: number, announcement: ContestAnnouncementBody['announcement']) => Promise<unknown>;
  removeAnnouncement: (cid: number, aid: number) => Promise<unknown>;
}

export const siteContestScope: ContestAdminScope = {
  key: 'site',
  listPath: '/admin/contest',
  basePath: '/admin/contest',
  rejudge: true,
  deleteProblem: true,
  remoteImport: true,
  getContest: (cid) => api.call(adminGetContest, { query: { cid } }),
  save: async (body) => {
    if (body.id != null) {
      await api.call(adminUpdateContest, { body });
      return Number(body.id);
    }
    return (await api.call(adminAddContest, { body })).id;
  },
  problems: (query) => api.call(adminGetContestProblemList, { query }),
  place: (cid, pid) => api.call(adminGetContestProblemInfo, { query: { cid, pid } }),
  setPlace: (body) => api.call(adminSetContestProblemInfo, { body }),
  addPublic: (body) => api.call(adminAddContestProblemFromPublic, { body }),
  removeProblem: ({ cid, pid, deleteProblem }) =>
    api.call(adminDeleteContestProblem, { query: deleteProblem ? { pid } : { pid, cid } }),
  loadProblem: (pid) => api.call(adminGetContestProblem, { query: { pid } }),
  saveProblem: async (cid, dto, place) => {
    const body = { ...dto, cid, contestProblem: place };
    if (dto.problem.id != null) await api.call(adminUpdateContestProblem, { body });
    else await api.call(adminAddContestProblem, { body });
  },
  announcements: (query) => api.call(adminGetContestAnnouncement, { query }),
  saveAnnouncement: (cid, announcement) =>
    announcement.id != null
      ? api.call(adminUpdateContestAnnouncement, { body: { cid, announcement } })
      : api.call(adminAddContestAnnouncement, { body: { cid, announcement } }),
  removeAnnouncement: (_cid, aid) => api.call(adminDeleteContestAnnouncement, { query: { aid } }),
};

const ScopeContext = createContext<ContestAdminScope>(siteContestScope);

export const ContestAdminScopeProvider = ({ scope, children }: { scope: ContestAdminScope; children: ReactNode }) => (
  <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>
);

export const useContestAdminScope = () => useContext(ScopeContext);
