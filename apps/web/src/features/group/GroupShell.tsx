import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle, useWebsiteConfig } from '../site';
import { useGroupDetail, useGroupLevel } from './api';
import type { GroupContext, ShellGroup } from './groupContext';
import { MemberLevel, visibleTabs } from './groupRules';
import { GroupAuthTag, HiddenTag } from './GroupTags';
import './group.css';

const TAB_PATHS = [
  'problem',
  'training',
  'contest',
  'status',
  'discussion',
  'rank',
  'member',
  'announcement',
  'setting',
] as const;

/**
 * /group/:groupID and its tabs. Login is required (route handle); a non-member sees the home tab
 * with the apply action and the other tabs disabled. Inside a problem or a training the header
 * shrinks to a way back so the page below gets the room.
 */
export function GroupShell() {
  const { t } = useTranslation('group');
  const { groupID = '', problemID, trainingID, submitID, discussionID } = useParams();
  const gid = Number(groupID);
  const valid = Number.isInteger(gid) && gid > 0;
  const { user, isRoot: isSuperAdmin } = useAuth();
  const config = useWebsiteConfig();
  const detail = useGroupDetail(valid ? gid : 0, valid);
  const level = useGroupLevel(gid, valid);
  const location = useLocation();
  const navigate = useNavigate();
  const isWide = useMinWidth(768);
  const group = detail.data as ShellGroup | undefined;
  usePageTitle(group?.name ?? t('home.title'));

  if (!valid || detail.isError) {
    const forbidden = detail.error instanceof ApiError && detail.error.status === 403;
    return (
      <Card>
        <Result
          status={forbidden ? '403' : '404'}
          title={forbidden ? t('home.noAccess') : t('home.notFound')}
          subTitle={detail.error?.message}
          extra={
            <Link to="/group">
              <Button>{t('home.backToList')}</Button>
            </Link>
          }
          data-testid="group-not-found"
        />
      </Card>
    );
  }
  if (!group || level.isPending)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );

  const myLevel = typeof level.data === 'number' ? level.data : 0;
  const viewer = { uid: user?.uid ?? '', level: myLevel, isOwner: !!user && group.uid === user.uid, isSuperAdmin };
  const context: GroupContext = {
    group,
    viewer,
    username: user?.username,
    isMember: myLevel >= MemberLevel.Member || isSuperAdmin,
    isAdmin: myLevel >= MemberLevel.Admin || isSuperAdmin,
    isRoot: myLevel >= MemberLevel.Root || isSuperAdmin,
  };
  const base = `/group/${gid}`;
  const rest = location.pathname.slice(base.length).replace(/^\//, '');
  const first = rest.split('/')[0];

  // Deep pages (a problem, a training, a submission, a discussion) keep only a crumb back.
  if (problemID || trainingID || submitID || discussionID) {
    const back = trainingID ? 'training' : submitID ? 'status' : discussionID ? 'discussion' : first || 'problem';
    return (
      <div data-testid="group-deep-shell">
        <Space className="group-crumb" wrap>
          <Link to={`${base}/${back}`}>
            <ArrowLeftOutlined /> {group.name}
          </Link>
        </Space>
        {context.isMember ? <Outlet context={context} /> : <Result status="403" title={t('home.membersOnly')} />}
      </div>
    );
  }

  const allowed = visibleTabs({ level: myLevel, isSuperAdmin, openGroupDiscussion: config.openGroupDiscussion });
  // The admin pages of a tab (problem editor, training form) keep that tab lit.
  const tabOf: Record<string, string> = {
    'problem-create': 'problem',
    'problem-edit': 'problem',
    'training-admin': 'training',
    'contest-admin': 'contest',
  };
  const section = tabOf[first] ?? first;
  const active = (TAB_PATHS as readonly string[]).includes(section) ? section : 'home';
  const allTabs = [
    'home',
    'problem',
    'training',
    'contest',
    'status',
    ...(config.openGroupDiscussion ? ['discussion'] : []),
    'rank',
    'member',
    ...(context.isAdmin ? ['announcement'] : []),
    ...(context.isRoot ? ['setting'] : []),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="group-shell">
      <Card size="small">
        <Space align="center" size={12} wrap>
          <Avatar shape="square" size={isWide ? 48 : 40} src={group.avatar || undefined} icon={<TeamOutlined />} />
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="group-title">
            {group.name}
          </Typography.Title>
          <GroupAuthTag auth={group.auth} />
          {!group.visible && <HiddenTag />}
        </Space>
      </Card>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={active}
          onChange={(key) => navigate(key === 'home' ? base : `${base}/${key}`)}
          items={allTabs.map((key) => ({ key, label: t(`tabs.${key}` as 'tabs.home'), disabled: !allowed.includes(key) }))}
          data-testid="group-tabs"
        />
        {active === 'home' || context.isMember ? (
          <Outlet context={context} />
        ) : (
          <Result status="403" title={t('home.membersOnly')} />
        )}
      </Card>
    </Space>
  );
}
