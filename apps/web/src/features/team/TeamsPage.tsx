import { ArrowLeftOutlined, CloudUploadOutlined, PlusOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useRouteId } from '../../lib/useRouteId';
import { usePageTitle } from '../site';
import { useContestTeams } from './api';
import { GenerateDialog } from './GenerateDialog';
import { GroupsPanel } from './GroupsPanel';
import { ImportDialog } from './ImportDialog';
import { OrganizationsPanel } from './OrganizationsPanel';
import { TeamsPanel } from './TeamsPanel';
import './team.css';

/** /admin/contest/:contestId/teams: a team contest's teams, organisations and groups (issue 23.1). */
export function TeamsPage({
  listPath = '/admin/contest',
  basePath = '/admin/contest',
}: {
  listPath?: string;
  basePath?: string;
}) {
  const cid = useRouteId('contestId') ?? -1;
  const { t } = useTranslation('team');
  usePageTitle(t('admin.title'));
  const phone = !useMinWidth(576);
  const data = useContestTeams(cid);
  const [tab, setTab] = useState('teams');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);

  const back = (
    <Link to={listPath}>
      <Button icon={<ArrowLeftOutlined />} aria-label={t('common.back')}>
        {phone ? null : t('common.back')}
      </Button>
    </Link>
  );
  if (cid < 0) return <Result status="warning" title={t('common.loadFailed')} extra={back} />;

  let body;
  if (data.isPending) body = <Skeleton active paragraph={{ rows: 6 }} data-testid="teams-loading" />;
  else if (data.isError) body = <Result status="warning" title={t('common.loadFailed')} subTitle={data.error.message} />;
  else if (!data.data.teamContest)
    body = (
      <Result
        status="info"
        title={t('admin.notTeamContest')}
        subTitle={t('admin.notTeamContestHint')}
        extra={
          <Link to={`${basePath}/${cid}/edit`}>
            <Button type="primary">{t('admin.editContest')}</Button>
          </Link>
        }
        data-testid="teams-not-team-contest"
      />
    );
  else {
    const { teams, organizations, groups } = data.data;
    body = (
      <>
        <Space wrap style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="team-create">
            {t('teams.create')}
          </Button>
          <Button icon={<CloudUploadOutlined />} onClick={() => setImporting(true)} data-testid="team-import">
            {t('import.open')}
          </Button>
          <Button icon={<UsergroupAddOutlined />} onClick={() => setGenerating(true)} data-testid="team-generate">
            {t('generate.open')}
          </Button>
        </Space>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'teams',
              label: t('tabs.teams', { count: teams.length }),
              children: (
                <TeamsPanel
                  cid={cid}
                  data={data.data}
                  adding={adding}
                  onAdded={() => setAdding(false)}
                  loading={data.isFetching}
                />
              ),
            },
            {
              key: 'organizations',
              label: t('tabs.organizations', { count: organizations.length }),
              children: <OrganizationsPanel cid={cid} organizations={organizations} />,
            },
            {
              key: 'groups',
              label: t('tabs.groups', { count: groups.length }),
              children: <GroupsPanel cid={cid} groups={groups} />,
            },
          ]}
          data-testid="team-tabs"
        />
        <ImportDialog cid={cid} open={importing} onClose={() => setImporting(false)} />
        <GenerateDialog
          cid={cid}
          open={generating}
          onClose={() => setGenerating(false)}
          organizations={organizations}
          groups={groups}
        />
      </>
    );
  }

  return (
    <Card
      title={
        <Typography.Text strong ellipsis style={{ maxWidth: phone ? 180 : 520 }}>
          {t('admin.titleOf', { cid })}
        </Typography.Text>
      }
      extra={back}
      styles={{ body: { padding: phone ? 8 : 16 } }}
      data-testid="contest-teams-page"
    >
      {body}
    </Card>
  );
}
