import {
  BarChartOutlined,
  CloudServerOutlined,
  CodeOutlined,
  GlobalOutlined,
  NotificationOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { authDialog } from '../account';
import { LatestProblems } from '../problem';
import { useWeeklySubmissions } from '../rank';
import { usePageTitle, useWebsiteConfig } from '../site';
import { AnnouncementPanel } from './AnnouncementPanel';
import { useCarousel } from './api';
import { OtherContests, SupportedJudges } from './JudgesPanel';
import { RecentAcRank } from './RecentAcRank';
import { RecentContests } from './RecentContests';
import WeeklyChart from './WeeklyChart';
import './home.css';

// antd's Carousel (react-slick) only for a site with slides: the hero needs none of it.
const HomeCarousel = lazy(async () => ({ default: (await import('./HomeCarousel')).HomeCarousel }));

/**
 * antd's Card as the home page uses it, drawn with the same measures (home.css `.home-card`): Card
 * imports Tabs (for its tab list), which the first page does not need.
 */
function HomeCard(props: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
}) {
  return (
    <div className="home-card" style={props.style} data-testid={props.testId}>
      {props.title && (
        <div className="home-card-head">
          <div className="home-card-head-wrapper">
            <div className="home-card-head-title">{props.title}</div>
          </div>
        </div>
      )}
      <div className="home-card-body" style={props.bodyStyle}>
        {props.children}
      </div>
    </div>
  );
}

function Panel({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId?: string }) {
  return (
    <HomeCard
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      testId={testId}
      bodyStyle={{ paddingTop: 12 }}
    >
      {children}
    </HomeCard>
  );
}

/** Site identity when no carousel image is set: the name, the description and the first steps. */
function Hero() {
  const { t } = useTranslation('home');
  const config = useWebsiteConfig();
  const { isLoggedIn, user } = useAuth();
  return (
    <HomeCard
      style={{ background: 'linear-gradient(120deg, #2f6fde 0%, #5b8def 55%, #8fb3f5 100%)', border: 'none' }}
      bodyStyle={{ padding: '40px 32px' }}
      testId="home-hero"
    >
      <Typography.Title style={{ color: '#fff', marginTop: 0 }}>{config.name}</Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(255,255,255,.9)', fontSize: 16, maxWidth: 720 }}>
        {config.description || t('defaultDescription')}
      </Typography.Paragraph>
      <Space wrap>
        <Link to="/problem">
          <Button size="large" icon={<CodeOutlined />}>
            {t('startPractice')}
          </Button>
        </Link>
        {isLoggedIn ? (
          <Link to="/user-home">
            <Button size="large" ghost>
              {t('myProfile', { username: user?.username ?? '' })}
            </Button>
          </Link>
        ) : (
          config.register && (
            <Button size="large" ghost onClick={() => authDialog.open('register')}>
              {t('joinNow')}
            </Button>
          )
        )}
      </Space>
    </HomeCard>
  );
}

function WeeklyPanel() {
  const { t } = useTranslation('home');
  const { data, isPending } = useWeeklySubmissions();
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />;
  return <WeeklyChart data={data} />;
}

/** Home (spec 1 §2.4): carousel, announcements, the week's submissions, latest problems, contests, top solvers, judges. */
export function HomePage() {
  const { t } = useTranslation('home');
  const carousel = useCarousel();
  usePageTitle(t('title'));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {carousel.data && carousel.data.length > 0 ? (
            <Suspense fallback={<div className="home-carousel home-carousel-pending" />}>
              <HomeCarousel images={carousel.data} />
            </Suspense>
          ) : (
            <Hero />
          )}
          <Panel icon={<NotificationOutlined />} title={t('announcements')} testId="home-announcements">
            <AnnouncementPanel />
          </Panel>
          <Panel icon={<BarChartOutlined />} title={t('weeklySubmissions')} testId="home-weekly">
            <WeeklyPanel />
          </Panel>
          <Panel icon={<UnorderedListOutlined />} title={t('latestProblems')} testId="home-latest-problems">
            <LatestProblems />
          </Panel>
        </Space>
      </Col>
      <Col xs={24} lg={8}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Panel icon={<TrophyOutlined />} title={t('recentContests')} testId="home-recent-contests">
            <RecentContests />
          </Panel>
          <Panel icon={<TrophyOutlined />} title={t('recentAcRank')} testId="home-recent-ac-rank">
            <RecentAcRank />
          </Panel>
          <Panel icon={<CloudServerOutlined />} title={t('supportedJudges')} testId="home-supported-judges">
            <SupportedJudges />
          </Panel>
          <Panel icon={<GlobalOutlined />} title={t('otherContests')} testId="home-other-contests">
            <OtherContests />
          </Panel>
        </Space>
      </Col>
    </Row>
  );
}
