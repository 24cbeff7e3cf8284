import { Result } from 'antd';
import {
  groupAddTraining,
  groupAddTrainingProblemFromPublic,
  groupDeleteTrainingProblem,
  groupGetTraining,
  groupGetTrainingProblemList,
  groupUpdateTraining,
  groupUpdateTrainingProblem,
} from '@verdict/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { type TrainingAdminScope, TrainingAdminScopeProvider, TrainingFormPage, TrainingProblemsPage } from '../training';
import { useGroupContext } from './groupContext';

/** The site's training form and problem list, on the group's calls (spec 3 §2: group trainings). */
function useGroupTrainingScope(): TrainingAdminScope {
  const { group } = useGroupContext();
  return useMemo(
    () => ({
      key: `group-${group.id}`,
      listPath: `/group/${group.id}/training`,
      problemsPath: (tid) => `/group/${group.id}/training-admin/${tid}/problems`,
      categoryPath: null,
      getTraining: (tid) => api.call(groupGetTraining, { query: { tid } }),
      save: async (body) => {
        const withGroup = { ...body, training: { ...body.training, gid: group.id } };
        if (body.training.id) {
          await api.call(groupUpdateTraining, { body: withGroup });
          return { id: Number(body.training.id) };
        }
        return api.call(groupAddTraining, { body: withGroup });
      },
      problems: (query) => api.call(groupGetTrainingProblemList, { query }),
      addFromPublic: (body) => api.call(groupAddTrainingProblemFromPublic, { body }),
      updateProblem: (body) => api.call(groupUpdateTrainingProblem, { body }),
      removeProblem: (query) => api.call(groupDeleteTrainingProblem, { query }),
    }),
    [group.id],
  );
}

function AdminOnly({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('group');
  const { isAdmin } = useGroupContext();
  const scope = useGroupTrainingScope();
  if (!isAdmin) return <Result status="403" title={t('home.noAccess')} />;
  return <TrainingAdminScopeProvider scope={scope}>{children}</TrainingAdminScopeProvider>;
}

export const GroupTrainingForm = () => (
  <AdminOnly>
    <TrainingFormPage />
  </AdminOnly>
);
export const GroupTrainingProblems = () => (
  <AdminOnly>
    <TrainingProblemsPage />
  </AdminOnly>
);
