import { Result } from 'antd';
import { ProblemAuth, groupAddProblem, groupGetProblem, groupUpdateProblem } from '@verdict/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { type EditorScope, ProblemEditor } from '../problem';
import { useGroupContext } from './groupContext';
import { useRouteId } from '../../lib/useRouteId';

/**
 * /group/:groupID/problem-create and /group/:groupID/problem-edit/:pid: the bank's problem editor
 * with the group as scope — the group's calls, the problem saved with the group's gid (its id gets
 * the group's short name as prefix on the server).
 */
export function GroupProblemEditor() {
  const { t } = useTranslation('group');
  const { group, isAdmin } = useGroupContext();
  const pid = useRouteId('pid');
  const scope = useMemo(
    (): EditorScope => ({
      listPath: `/group/${group.id}/problem`,
      gid: group.id,
      initial: { auth: ProblemAuth.Private },
      load: (id) => api.call(groupGetProblem, { query: { pid: id } }),
      save: async (dto) => {
        const body = { ...dto, problem: { ...dto.problem, gid: group.id } };
        if (dto.problem.id != null) await api.call(groupUpdateProblem, { body });
        else await api.call(groupAddProblem, { body });
      },
    }),
    [group.id],
  );
  if (!isAdmin) return <Result status="403" title={t('home.noAccess')} />;
  return <ProblemEditor key={pid ?? 'new'} pid={pid} scope={scope} />;
}
