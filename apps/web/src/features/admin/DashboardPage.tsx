import {
  ClockCircleOutlined,
  CloudServerOutlined,
  FileAddOutlined,
  MailOutlined,
  OrderedListOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Card, Col, Descriptions, List, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { usePageTitle, useWebsiteConfig } from '../site';
import { useJudgeHealth } from './api';
import { judgeHealthView } from './judgeHealth';
import { useDashboardInfo, useLastSession } from './system/api';
import { formatTime } from './system/format';

const ROLE_KEYS = { root: 'roles.root', admin: 'roles.admin', problem_admin: 'roles.problem_admin' } as const;
const roleKey = (role: string) => ROLE_KEYS[role as keyof typeof ROLE_KEYS];

function LinkTile({
  to,
  icon,
  title,
  hint,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <Link to={to} data-testid={testId}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Space align="start">
          <span style={{ fontSize: 22, color: 'var(--verdict-primary)' }}>{icon}</span>
          <div>
            <Typography.Text strong>{title}</Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {hint}
              </Typography.Text>
            </div>
          </div>
        </Space>
      </Card>
    </Link>
  );
}

/** One figure of the site overview (get-dashboard-info). */
function StatTile({ icon, title, value, testId }: { icon: ReactNode; title: string; value: ReactNode; testId: string }) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Space align="start">
        <span style={{ fontSize: 22, color: 'var(--verdict-primary)' }}>{icon}</span>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          <div style={{ fontSize: 20, fontWeight: 600, wordBreak: 'break-word' }}>{value}</div>
        </div>
      </Space>
    </Card>
  );
}

const JUDGE_COLORS = { ok: '#52c41a', waiting: '#fa8c16', loading: '#bfbfbf', unknown: '#bfbfbf' } as const;

/** The judge from /api/health: working, or why submissions are waiting in Pending. */
function JudgeHealthTile() {
  const { t } = useTranslation('admin');
  const { data, isError } = useJudgeHealth();
  const view = judgeHealthView(data, isError);
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="dash-judge">
      <Space align="start">
        <span style={{ fontSize: 22, color: JUDGE_COLORS[view.state] }}>
          <CloudServerOutlined />
        </span>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{t('dashboard.judge.title')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            {view.state === 'ok' && (
              <>
                <Tag color="success">{t('dashboard.judge.ok')}</Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('dashboard.judge.workers', { workers: view.workers, active: view.active })}
                </Typography.Text>
              </>
            )}
            {view.state === 'waiting' && (
              <Typography.Text type="warning" style={{ fontSize: 12, wordBreak: 'break-word' }} data-testid="dash-judge-waiting">
                {t('dashboard.judge.waiting', { reason: view.reason })}
              </Typography.Text>
            )}
            {view.state === 'loading' && <Tag>{t('dashboard.judge.checking')}</Tag>}
            {view.state === 'unknown' && <Tag>{t('dashboard.judge.unknown')}</Tag>}
          </div>
        </div>
      </Space>
    </Card>
  );
}

/** Whether the site can mail: without it sign-up asks for no code, which the admin should know. */
function MailTile() {
  const { t } = useTranslation('admin');
  const config = useWebsiteConfig();
  if (!config.isLoaded) return null;
  return (
    <Alert
      type={config.mailConfigured ? 'success' : 'warning'}
      showIcon
      icon={<MailOutlined />}
      data-testid={config.mailConfigured ? 'dash-mail-ok' : 'dash-mail-missing'}
      message={t('dashboard.mail.title')}
      description={config.mailConfigured ? t('dashboard.mail.ok') : t('dashboard.mail.notSet')}
      action={config.mailConfigured ? undefined : <Link to="/admin/conf">{t('dashboard.mail.configure')}</Link>}
    />
  );
}

/** /admin: who is signed in, the problem screens, and what is still to come. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('adminSys');
  usePageTitle(t('dashboard.title'));
  const { user, isRoot } = useAuth();
  const info = useDashboardInfo();
  const last = useLastSession();
  const roles = (user?.roleList ?? []).map(roleKey).filter((k) => k !== undefined);
  const tile = { xs: 24, sm: 12, xl: 6 } as const;
  // Pending tiles are small: two per row even on phones.
  const small = { xs: 12, xl: 6 } as const;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="admin-dashboard">
      <Card>
        <Space size={16} align="center" wrap>
          <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('dashboard.welcome', { name: user?.nickname || user?.username || '' })}
            </Typography.Title>
            <Space size={4} wrap style={{ marginTop: 4 }}>
              {roles.map((k) => (
                <Tag key={k} color={isRoot ? 'red' : 'blue'}>
                  {t(k)}
                </Tag>
              ))}
            </Space>
          </div>
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('dashboard.username')}>{user?.username ?? '--'}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.email')}>{user?.email || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.school')}>{user?.school || '--'}</Descriptions.Item>
        </Descriptions>
      </Card>

      <MailTile />

      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('dashboard.problemSection')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col {...tile}>
          <LinkTile
            to="/admin/problems"
            icon={<OrderedListOutlined />}
            title={t('nav.problems')}
            hint={t('dashboard.hints.problems')}
            testId="dash-problems"
          />
        </Col>
        <Col {...tile}>
          <LinkTile
            to="/admin/problem/create"
            icon={<FileAddOutlined />}
            title={t('nav.problemCreate')}
            hint={t('dashboard.hints.create')}
            testId="dash-create"
          />
        </Col>
        <Col {...tile}>
          <LinkTile
            to="/admin/problem/tag"
            icon={<TagsOutlined />}
            title={t('nav.problemTag')}
            hint={t('dashboard.hints.tags')}
            testId="dash-tags"
          />
        </Col>
        <Col {...tile}>
          <LinkTile
            to="/admin/problem/batch-operation"
            icon={<SwapOutlined />}
            title={t('nav.problemBatch')}
            hint={t('dashboard.hints.batch')}
            testId="dash-batch"
          />
        </Col>
      </Row>

      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('dashboard.statsSection')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col {...small}>
          <StatTile icon={<TeamOutlined />} title={ts('dash.users')} value={info.data?.userNum ?? '…'} testId="dash-users" />
        </Col>
        <Col {...small}>
          <StatTile
            icon={<ThunderboltOutlined />}
            title={ts('dash.todayJudge')}
            value={info.data?.todayJudgeNum ?? '…'}
            testId="dash-today"
          />
        </Col>
        <Col {...small}>
          <StatTile
            icon={<TrophyOutlined />}
            title={ts('dash.recentContests')}
            value={info.data?.recentContestNum ?? '…'}
            testId="dash-contests"
          />
        </Col>
        <Col {...small}>
          <StatTile
            icon={<ClockCircleOutlined />}
            title={ts('dash.lastSession')}
            testId="dash-session"
            value={
              <span style={{ fontSize: 13, fontWeight: 400 }}>
                {last.data ? `${formatTime(last.data.gmtCreate)} · ${last.data.ip ?? ''}` : '--'}
              </span>
            }
          />
        </Col>
        <Col {...small}>
          <JudgeHealthTile />
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={ts('dash.notice')} data-testid="dash-notice">
            <Space direction="vertical" style={{ width: '100%' }}>
              {(info.data?.notices ?? []).map((n) => (
                <Alert key={n.text} type={n.level} showIcon message={n.text} />
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={ts('dash.contestList')}>
            <List
              size="small"
              dataSource={info.data?.recentContests ?? []}
              locale={{ emptyText: ts('dash.noContests') }}
              renderItem={(c) => (
                <List.Item>
                  <Typography.Text ellipsis style={{ maxWidth: '60%' }}>
                    {c.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatTime(c.startTime)}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
