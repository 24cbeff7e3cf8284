import { CodeOutlined, NotificationOutlined, RiseOutlined, TrophyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { authDialog } from '../account';
import { LatestProblems } from '../problem/list';
import { usePageTitle, useWebsiteConfig } from '../site';

const REMOTE_JUDGES = ['HDU', 'Codeforces', 'POJ', 'GYM', 'AtCoder', 'SPOJ', 'LibreOJ'];

function Panel({ icon, title, children, testId }: { icon: ReactNode; title: string; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('home');
  return (
    <Card title={<Space>{icon}{title}</Space>} style={{ height: '100%' }} data-testid={testId}>
      {children ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comingSoon')} />}
    </Card>
  );
}

/** Home: site identity plus the panels of spec §2.4; panels of features not built yet say so. */
export function HomePage() {
  const { t } = useTranslation('home');
  const config = useWebsiteConfig();
  const { isLoggedIn, user } = useAuth();
  usePageTitle(t('title'));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        style={{ background: 'linear-gradient(120deg, #2f6fde 0%, #5b8def 55%, #8fb3f5 100%)', border: 'none' }}
        styles={{ body: { padding: '40px 32px' } }}
        data-testid="home-hero"
      >
        <Typography.Title style={{ color: '#fff', marginTop: 0 }}>{config.name}</Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.9)', fontSize: 16, maxWidth: 720 }}>
          {config.description || t('defaultDescription')}
        </Typography.Paragraph>
        <Space wrap>
          <Link to="/problem">
            <Button size="large" icon={<CodeOutlined />}>{t('startPractice')}</Button>
          </Link>
          {isLoggedIn ? (
            <Link to="/user-home">
              <Button size="large" ghost>{t('myProfile', { username: user?.username ?? '' })}</Button>
            </Link>
          ) : (
            config.register && (
              <Button size="large" ghost onClick={() => authDialog.open('register')}>
                {t('joinNow')}
              </Button>
            )
          )}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Panel icon={<NotificationOutlined />} title={t('announcements')} testId="home-announcements" />
            <Panel icon={<RiseOutlined />} title={t('weeklySubmissions')} />
            <Panel icon={<UnorderedListOutlined />} title={t('latestProblems')} testId="home-latest-problems">
              <LatestProblems />
            </Panel>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Panel icon={<TrophyOutlined />} title={t('recentContests')} />
            <Panel icon={<TrophyOutlined />} title={t('recentAcRank')} />
            <Panel icon={<CodeOutlined />} title={t('remoteJudges')}>
              <Space wrap>
                {REMOTE_JUDGES.map((oj) => (
                  <Tag key={oj} color="blue" style={{ fontSize: 13, padding: '2px 8px' }}>
                    {oj}
                  </Tag>
                ))}
              </Space>
            </Panel>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
