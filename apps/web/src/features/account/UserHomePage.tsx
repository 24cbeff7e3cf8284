import {
  ClockCircleOutlined,
  GithubOutlined,
  LinkOutlined,
  ManOutlined,
  ReloadOutlined,
  UserOutlined,
  WomanOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Col, Collapse, Empty, Result, Row, Skeleton, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import type { UserHome } from '@verdict/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Markdown } from '../../components/Markdown';
import { useAccordion } from '../../components/useAccordion';
import { RatingChart } from '../rating';
import { usePageTitle } from '../site';
import { useHeatmap, useUserHome, type UserLookup } from './api';
import { CalendarHeatmap } from './CalendarHeatmap';

const DIFFICULTY_COLORS = ['green', 'orange', 'red'];
/** Nickname tag colour by nickname length modulo 5 (spec §9). */
const NICK_COLORS = ['blue', 'cyan', 'geekblue', 'purple', 'magenta'];

function SolvedProblems({ user, onRefresh, refreshing }: { user: UserHome; onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation('account');
  const groups = Object.entries(user.solvedGroupByDifficulty).filter(([, list]) => list.length > 0);
  const accordion = useAccordion(groups[0]?.[0]);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('profile.solvedCount', { count: user.solvedList.length })}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          {t('profile.refresh')}
        </Button>
      </Space>
      {groups.length === 0 ? (
        <Empty description={t('profile.noSolved')} />
      ) : (
        <Collapse
          {...accordion}
          items={groups.map(([difficulty, list]) => ({
            key: difficulty,
            label: (
              <Space>
                <Tag color={DIFFICULTY_COLORS[Number(difficulty)] ?? 'default'}>
                  {t(`difficulty.${difficulty === '1' ? 'mid' : difficulty === '2' ? 'hard' : 'easy'}`)}
                </Tag>
                <span>{list.length}</span>
              </Space>
            ),
            children: (
              <Space wrap>
                {list.map((p) => (
                  <Link key={p.id} to={`/problem/${encodeURIComponent(p.problemId)}`}>
                    <Button size="small">{p.problemId}</Button>
                  </Link>
                ))}
              </Space>
            ),
          }))}
        />
      )}
    </>
  );
}

export function UserHomePage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const who: UserLookup = { uid: params.get('uid') || undefined, username: params.get('username') || undefined };
  const home = useUserHome(who);
  const heatmap = useHeatmap(who);
  const user = home.data;
  usePageTitle(user ? user.username : t('profile.title'));

  if (home.isPending)
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!user) return <Result status="404" title={t('profile.notFound')} />;

  const score = user.scoreList.reduce((a, b) => a + b, 0);
  const counters = [
    { key: 'submissions', value: user.total },
    { key: 'solved', value: user.solvedList.length },
    { key: 'score', value: score },
    { key: 'rating', value: user.rating ?? '--' },
  ] as const;

  return (
    <Card style={{ maxWidth: 1000, margin: '48px auto 0', overflow: 'visible' }} data-testid="user-home">
      <div style={{ textAlign: 'center', marginTop: -64 }}>
        <Avatar
          size={96}
          src={user.avatar || undefined}
          icon={<UserOutlined />}
          style={{ border: '4px solid var(--verdict-surface)', boxShadow: '0 2px 8px rgba(0,0,0,.12)' }}
        />
        <div style={{ color: 'var(--verdict-text-muted)', marginTop: 8 }}>
          <ClockCircleOutlined />{' '}
          {user.recentLoginTime
            ? t('profile.lastLogin', { time: dayjs(user.recentLoginTime).format('YYYY-MM-DD HH:mm') })
            : t('profile.neverLoggedIn')}
        </div>
        <Typography.Title level={3} style={{ margin: '8px 0' }}>
          <span data-testid="profile-username">{user.username}</span>{' '}
          {user.gender === 'male' && <ManOutlined style={{ color: 'var(--verdict-primary)' }} aria-label={t('gender.male')} />}
          {user.gender === 'female' && <WomanOutlined style={{ color: '#eb2f96' }} aria-label={t('gender.female')} />}
        </Typography.Title>
        <Space wrap style={{ justifyContent: 'center' }}>
          {user.titleName && <Tag color={user.titleColor || 'gold'}>{user.titleName}</Tag>}
          {user.nickname && <Tag color={NICK_COLORS[user.nickname.length % 5]}>{user.nickname}</Tag>}
          {user.school && <Typography.Text type="secondary">{user.school}</Typography.Text>}
        </Space>
        <Space style={{ marginTop: 8 }}>
          {user.github && (
            <a href={user.github} target="_blank" rel="noreferrer noopener">
              <GithubOutlined /> GitHub
            </a>
          )}
          {user.blog && (
            <a href={user.blog} target="_blank" rel="noreferrer noopener">
              <LinkOutlined /> {t('profile.blog')}
            </a>
          )}
        </Space>
      </div>
      <Row gutter={[16, 16]} style={{ margin: '24px 0' }}>
        {counters.map((c) => (
          <Col key={c.key} xs={12} md={6} style={{ textAlign: 'center' }}>
            <Statistic title={t(`profile.${c.key}`)} value={c.value} />
          </Col>
        ))}
      </Row>
      <CalendarHeatmap data={heatmap.data ?? undefined} />
      <RatingChart username={user.username} />
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'profile',
            label: t('profile.personalProfile'),
            children: user.signature ? <Markdown source={user.signature} /> : <Empty description={t('profile.notSet')} />,
          },
          {
            key: 'solved',
            label: t('profile.solvedProblems'),
            children: <SolvedProblems user={user} onRefresh={() => void home.refetch()} refreshing={home.isFetching} />,
          },
        ]}
      />
    </Card>
  );
}
