import {
  adminAddTraining,
  adminAddTrainingProblemFromPublic,
  adminDeleteTrainingProblem,
  adminGetTraining,
  adminGetTrainingProblemList,
  adminUpdateTraining,
  adminUpdateTrainingProblem,
  type EndpointBodyInput,
  type EndpointData,
  type EndpointQueryInput,
} from '@verdict/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { api } from '../../../lib/api-client';

export type TrainingBody = EndpointBodyInput<typeof adminAddTraining> & { training: { id?: number | null } };
export type TrainingProblemsQuery = NonNullable<EndpointQueryInput<typeof adminGetTrainingProblemList>>;

/**
 * Where the training admin screens read and write: the site's admin calls by default, or a
 * group's calls when a group reuses the form and the problem list for its own trainings.
 */
export interface TrainingAdminScope {
  /** Part of every query key, so the two scopes never share a cached answer. */
  key: string;
  listPath: string;
  problemsPath: (tid: number) => string;
  /** Where "no category yet" sends the admin (a group admin cannot manage the site's categories). */
  categoryPath: string | null;
  /** Importing a remote judge site's problem into the training (the site admin's call only). */
  remoteImport?: boolean;
  getTraining: (tid: number) => Promise<EndpointData<typeof adminGetTraining>>;
  save: (body: TrainingBody) => Promise<{ id: number }>;
  problems: (query: TrainingProblemsQuery) => Promise<EndpointData<typeof adminGetTrainingProblemList>>;
  addFromPublic: (body: { tid: number; pid: number; displayId?: string }) => Promise<unknown>;
  updateProblem: (body: { tid: number; pid: number; rank: number; displayId?: string }) => Promise<unknown>;
  removeProblem: (query: { tid: number; pid: number }) => Promise<unknown>;
}

export const siteTrainingScope: TrainingAdminScope = {
  key: 'site',
  listPath: '/admin/training',
  problemsPath: (tid) => `/admin/training/${tid}/problems`,
  categoryPath: '/admin/training/category',
  remoteImport: true,
  getTraining: (tid) => api.call(adminGetTraining, { query: { tid } }),
  save: async (body) => {
    if (body.training.id) {
      await api.call(adminUpdateTraining, { body });
      return { id: Number(body.training.id) };
    }
    return api.call(adminAddTraining, { body });
  },
  problems: (query) => api.call(adminGetTrainingProblemList, { query }),
  addFromPublic: (body) => api.call(adminAddTrainingProblemFromPublic, { body }),
  updateProblem: (body) => api.call(adminUpdateTrainingProblem, { body }),
  removeProblem: (query) => api.call(adminDeleteTrainingProblem, { query }),
};

const ScopeContext = createContext<TrainingAdminScope>(siteTrainingScope);

export const TrainingAdminScopeProvider = ({ scope, children }: { scope: TrainingAdminScope; children: ReactNode }) => (
  <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>
);

export const useTrainingAdminScope = () => useContext(ScopeContext);
