import {
  BarChartOutlined,
  CloudServerOutlined,
  CodeOutlined,
  GlobalOutlined,
  NotificationOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../components/Plain';
import { SkeletonLines } from '../../components/Skeleton';
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
import './homeParts.css';

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
        <div className="home-space home-space-center">
          <div className="home-space-item">{icon}</div>
          <div className="home-space-item">{title}</div>
        </div>
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
      <h1 className="home-typography home-h1" style={{ color: '#fff', marginTop: 0 }}>
        {config.name}
      </h1>
      <div className="home-typography home-paragraph" style={{ color: 'rgba(255,255,255,.9)', fontSize: 16, maxWidth: 720 }}>
        {config.description || t('defaultDescription')}
      </div>
      {/* antd's Space (wrap) with large buttons, drawn with the header's button classes (header.css, home.css). */}
      <div className="home-space home-space-center home-space-wrap">
        <div className="home-space-item">
          <Link to="/problem">
            <button type="button" className="hbtn hbtn-default hbtn-large">
              <span className="hbtn-icon">
                <CodeOutlined />
              </span>
              <span>{t('startPractice')}</span>
            </button>
          </Link>
        </div>
        {isLoggedIn ? (
          <div className="home-space-item">
            <Link to="/user-home">
              <button type="button" className="hbtn hbtn-ghost hbtn-large">
                <span>{t('myProfile', { username: user?.username ?? '' })}</span>
              </button>
            </Link>
          </div>
        ) : (
          config.register && (
            <div className="home-space-item">
              <button type="button" className="hbtn hbtn-ghost hbtn-large" onClick={() => authDialog.open('register')}>
                <span>{t('joinNow')}</span>
              </button>
            </div>
          )
        )}
      </div>
    </HomeCard>
  );
}

function WeeklyPanel() {
  const { t } = useTranslation('home');
  const { data, isPending } = useWeeklySubmissions();
  if (isPending) return <SkeletonLines rows={5} />;
  if (!data) return <Empty description={t('noData')} />;
  return <WeeklyChart data={data} />;
}

/** Home (spec 1 §2.4): carousel, announcements, the week's submissions, latest problems, contests, top solvers, judges. */
export function HomePage() {
  const { t } = useTranslation('home');
  const carousel = useCarousel();
  usePageTitle(t('title'));

  return (
    // antd's Row (gutter 16 both ways) and Cols (24, from lg 16 and 8) with a vertical Space of 16 in each: home.css.
    <div className="home-row">
      <div className="home-col home-col-main">
        <div className="home-space home-space-vertical">
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
        </div>
      </div>
      <div className="home-col home-col-side">
        <div className="home-space home-space-vertical">
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
        </div>
      </div>
    </div>
  );
}
