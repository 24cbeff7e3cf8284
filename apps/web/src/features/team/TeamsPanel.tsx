import { StarFilled } from '@ant-design/icons';
import { Empty, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ContestTeamsVo, TeamVo } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { RowActions } from './RowActions';
import { type TeamDraft, useTeamActions } from './api';
import { TeamDialog } from './TeamDialog';

const blank: TeamDraft = { id: null, name: '', members: [], organizationId: null, groupId: null, location: '', star: false };
const draftOf = (team: TeamVo): TeamDraft => ({
  id: team.id,
  name: team.name,
  members: team.members.map((m) => m.username),
  organizationId: team.organizationId,
  groupId: team.groupId,
  location: team.location ?? '',
  star: team.star,
});

/** The teams table with its add, edit and delete dialogs. */
export function TeamsPanel({
  cid,
  data,
  adding,
  onAdded,
  loading,
}: {
  cid: number;
  data: ContestTeamsVo;
  adding: boolean;
  onAdded: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation('team');
  const actions = useTeamActions(cid);
  const [draft, setDraft] = useState<TeamDraft | null>(null);
  useEffect(() => {
    if (adding) {
      setDraft(blank);
      onAdded();
    }
  }, [adding, onAdded]);
  const orgName = new Map(data.organizations.map((o) => [o.id, o.name]));
  const groupName = new Map(data.groups.map((g) => [g.id, g.name]));

  const columns: TableColumnsType<TeamVo> = [
    {
      key: 'name',
      title: t('teams.name'),
      render: (_, team) => (
        <span className="team-name-cell">
          {team.star && (
            <Tooltip title={t('teams.starHint')}>
              <StarFilled className="team-star" aria-label={t('teams.star')} />
            </Tooltip>
          )}
          {team.name}
        </span>
      ),
    },
    {
      key: 'members',
      title: t('teams.members'),
      render: (_, team) => (
        <Space size={[0, 4]} wrap>
          {team.members.map((m) => (
            <Tag key={m.uid}>{m.username}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'organization',
      title: t('teams.organization'),
      render: (_, team) => (team.organizationId == null ? '--' : (orgName.get(team.organizationId) ?? '--')),
    },
    {
      key: 'group',
      title: t('teams.group'),
      responsive: ['sm'],
      render: (_, team) => (team.groupId == null ? '--' : (groupName.get(team.groupId) ?? '--')),
    },
    { key: 'location', title: t('teams.location'), responsive: ['md'], render: (_, team) => team.location || '--' },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 96,
      render: (_, team) => (
        <RowActions
          editLabel={t('teams.editOf', { name: team.name })}
          deleteLabel={t('teams.deleteOf', { name: team.name })}
          deleteConfirm={t('teams.deleteConfirm', { name: team.name })}
          onEdit={() => setDraft(draftOf(team))}
          onDelete={() => actions.removeTeam.mutateAsync(team.id).then(() => notify.success(t('common.deleted')))}
          testid={`team-${team.id}`}
        />
      ),
    },
  ];

  return (
    <>
      <Table<TeamVo>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data.teams}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{ size: 'small', hideOnSinglePage: true, pageSize: 50 }}
        locale={{ emptyText: <Empty description={t('teams.empty')} /> }}
        data-testid="team-table"
      />
      <TeamDialog
        draft={draft}
        onChange={setDraft}
        onClose={() => setDraft(null)}
        organizations={data.organizations}
        groups={data.groups}
        saving={actions.saveTeam.isPending}
        onSave={(d) =>
          actions.saveTeam.mutate(d, {
            onSuccess: () => {
              notify.success(t(d.id == null ? 'common.created' : 'common.updated'));
              setDraft(null);
            },
          })
        }
      />
    </>
  );
}
