import { CodeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { authDialog } from '../account';
import { LatestProblems } from '../problem/list';
import { usePageTitle, useWebsiteConfig } from '../site';

function Panel({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card title={<Space>{icon}{title}</Space>} style={{ height: '100%' }} data-testid={testId}>
      {children}
    </Card>
  );
}

/**
 * Home: site identity and the panels of spec §2.4 whose areas exist. Announcements, the week's
 * submissions, recent contests, top solvers and remote judges join as their areas land (issue 9);
 * until then they are left out rather than shown as empty placeholders.
 */
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
      <Panel icon={<UnorderedListOutlined />} title={t('latestProblems')} testId="home-latest-problems">
        <LatestProblems />
      </Panel>
    </Space>
  );
}
