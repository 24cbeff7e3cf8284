import { Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useOtherContests } from './api';
import { RemoteJudgeLogos } from './RemoteJudgeLogos';

/** The judges this site submits to (spec 1 §2.4): the remote judges' marks. */
export function SupportedJudges() {
  const { t } = useTranslation('remoteJudge');
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="home-judges">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('logosCaption')}
      </Typography.Text>
      <RemoteJudgeLogos />
    </Space>
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
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!data || data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('otherEmpty')} data-testid="home-other-contests-empty" />;
  const now = Date.now();
  return (
    <ul className="home-list">
      {data.map((c) => {
        const begin = dayjs(c.beginTime);
        const running = begin.valueOf() <= now;
        return (
          <li key={`${c.oj}:${c.url}`} className="home-list-item" data-testid="home-other-contest">
            <Space direction="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
              <Typography.Link href={c.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-word' }}>
                [{c.oj}] {c.title}
              </Typography.Link>
              <Space size={[8, 0]} wrap>
                <Tag color={running ? 'success' : 'processing'} style={{ marginInlineEnd: 0 }}>
                  {running ? t('running') : t('upcoming')}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {begin.format('YYYY-MM-DD HH:mm')} · {t('duration', { time: hours(dayjs(c.endTime).diff(begin)) })}
                </Typography.Text>
              </Space>
            </Space>
          </li>
        );
      })}
    </ul>
  );
}
