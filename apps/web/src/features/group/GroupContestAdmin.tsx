import { Result } from 'antd';
import {
  groupAddContest,
  groupAddContestAnnouncement,
  groupAddContestProblem,
  groupAddContestProblemFromGroup,
  groupAddContestProblemFromPublic,
  groupDeleteContestAnnouncement,
  groupDeleteContestProblem,
  groupGetAdminProblemList,
  groupGetContest,
  groupGetContestAnnouncementList,
  groupGetContestProblem,
  groupGetContestProblemList,
  groupGetProblem,
  groupUpdateContest,
  groupUpdateContestAnnouncement,
  groupUpdateContestProblem,
  groupUpdateProblem,
} from '@verdict/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import {
  AnnouncementsPage,
  type ContestAdminScope,
  ContestAdminScopeProvider,
  ContestFormPage,
  ContestProblemEditorPage,
  ContestProblemsPage,
} from '../contest';
import { TeamsPage } from '../team';
import { useGroupContext } from './groupContext';

/**
 * The site's contest admin screens on the group's calls (spec 3 §2: group contests). The server
 * lets the group root and the contest's creator administer one contest; the screens show its answer.
 */
function useGroupContestScope(): ContestAdminScope {
  const { group } = useGroupContext();
  return useMemo((): ContestAdminScope => {
    const gid = group.id;
    return {
      key: `group-${gid}`,
      listPath: `/group/${gid}/contest`,
      basePath: `/group/${gid}/contest-admin`,
      gid,
      rejudge: false,
      deleteProblem: false,
      getContest: (cid) => api.call(groupGetContest, { query: { cid } }),
      save: async (body) => {
        const withGroup = { ...body, gid };
        if (body.id != null) {
          await api.call(groupUpdateContest, { body: withGroup });
          return Number(body.id);
        }
        return (await api.call(groupAddContest, { body: withGroup })).id;
      },
      problems: (query) => api.call(groupGetContestProblemList, { query }),
      groupProblems: (query) =>
        api.call(groupGetAdminProblemList, { query: { gid, currentPage: query.currentPage, limit: query.limit } }),
      place: (cid, pid) => api.call(groupGetContestProblem, { query: { cid, pid } }),
      setPlace: (body) => api.call(groupUpdateContestProblem, { body }),
      addPublic: (body) => api.call(groupAddContestProblemFromPublic, { body }),
      addFromGroup: (query) => api.call(groupAddContestProblemFromGroup, { query }),
      removeProblem: ({ cid, pid }) => api.call(groupDeleteContestProblem, { query: { cid, pid } }),
      loadProblem: (pid) => api.call(groupGetProblem, { query: { pid } }),
      saveProblem: async (cid, dto, place) => {
        if (dto.problem.id != null) {
          // An existing problem is the group's: saved as a group problem, then its place in the contest.
          await api.call(groupUpdateProblem, { body: { ...dto, problem: { ...dto.problem, gid } } });
          if (place) await api.call(groupUpdateContestProblem, { body: { cid, pid: Number(dto.problem.id), ...place } });
          return;
        }
        await api.call(groupAddContestProblem, {
          body: { ...dto, problem: { ...dto.problem, gid }, cid, contestProblem: place },
        });
      },
      announcements: (query) => api.call(groupGetContestAnnouncementList, { query }),
      saveAnnouncement: (cid, announcement) =>
        announcement.id != null
          ? api.call(groupUpdateContestAnnouncement, { body: { cid, announcement } })
          : api.call(groupAddContestAnnouncement, { body: { cid, announcement } }),
      removeAnnouncement: (cid, aid) => api.call(groupDeleteContestAnnouncement, { query: { cid, aid } }),
    };
  }, [group.id]);
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('group');
  const { isAdmin } = useGroupContext();
  const scope = useGroupContestScope();
  if (!isAdmin) return <Result status="403" title={t('home.noAccess')} />;
  return <ContestAdminScopeProvider scope={scope}>{children}</ContestAdminScopeProvider>;
}

export const GroupContestForm = () => (
  <AdminOnly>
    <ContestFormPage />
  </AdminOnly>
);
export const GroupContestProblems = () => (
  <AdminOnly>
    <ContestProblemsPage />
  </AdminOnly>
);
export const GroupContestProblemEditor = () => (
  <AdminOnly>
    <ContestProblemEditorPage />
  </AdminOnly>
);
/** A group's team contest: its teams, organisations and groups (the site's teams screen, back to the group's list). */
export function GroupContestTeams() {
  const { group } = useGroupContext();
  return (
    <AdminOnly>
      <TeamsPage listPath={`/group/${group.id}/contest`} basePath={`/group/${group.id}/contest-admin`} />
    </AdminOnly>
  );
}
export const GroupContestAnnouncements = () => (
  <AdminOnly>
    <AnnouncementsPage />
  </AdminOnly>
);
