import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Empty, Tag } from '../../components/Plain';
import { SkeletonLines } from '../../components/Skeleton';
import { useOtherContests } from './api';
import { RemoteJudgeLogos } from './RemoteJudgeLogos';

/** The judges this site submits to (spec 1 §2.4): the remote judges' marks. */
export function SupportedJudges() {
  const { t } = useTranslation('remoteJudge');
  return (
    <div className="home-space home-space-vertical home-space-small" style={{ width: '100%' }} data-testid="home-judges">
      <div className="home-space-item">
        <span className="home-typography home-secondary" style={{ fontSize: 12 }}>
          {t('logosCaption')}
        </span>
      </div>
      <div className="home-space-item">
        <RemoteJudgeLogos />
      </div>
    </div>
  );
}

const hours = (ms: number) => {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Other judges' running and coming contests (Codeforces, AtCoder); an empty list when none answer. */
export function OtherContests() {
  const { t } = useTranslation('remoteJudge');
  const { data, isPending } = useOtherContests();
  if (isPending) return <SkeletonLines title={false} rows={3} />;
  if (!data || data.length === 0) return <Empty description={t('otherEmpty')} testId="home-other-contests-empty" />;
  const now = Date.now();
  return (
    <ul className="home-list">
      {data.map((c) => {
        const begin = dayjs(c.beginTime);
        const running = begin.valueOf() <= now;
        return (
          <li key={`${c.oj}:${c.url}`} className="home-list-item" data-testid="home-other-contest">
            <div className="home-space home-space-vertical" style={{ minWidth: 0, width: '100%', gap: 2 }}>
              <div className="home-space-item">
                <a
                  className="home-typography home-link"
                  href={c.url}
                  target="_blank"
                  rel="noreferrer"
                  style={{ wordBreak: 'break-word' }}
                >
                  [{c.oj}] {c.title}
                </a>
              </div>
              <div className="home-space-item">
                <div className="home-space home-space-center home-space-wrap" style={{ columnGap: 8, rowGap: 0 }}>
                  <div className="home-space-item">
                    <Tag color={running ? 'success' : 'processing'} style={{ marginInlineEnd: 0 }}>
                      {running ? t('running') : t('upcoming')}
                    </Tag>
                  </div>
                  <div className="home-space-item">
                    <span className="home-typography home-secondary" style={{ fontSize: 12 }}>
                      {begin.format('YYYY-MM-DD HH:mm')} · {t('duration', { time: hours(dayjs(c.endTime).diff(begin)) })}
                    </span>
                  </div>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
