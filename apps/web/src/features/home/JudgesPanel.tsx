import { CheckCircleFilled } from '@ant-design/icons';
import { Empty, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../site';
import { useOtherContests } from './api';

/** The judges this site submits to: its own sandbox only, since no remote judge is configured. */
export function SupportedJudges() {
  const { t } = useTranslation('home');
  const config = useWebsiteConfig();
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="home-judges">
      <div className="home-judge-logo">
        <span className="home-judge-mark" aria-hidden>
          {(config.shortName || 'OJ').slice(0, 3).toUpperCase()}
        </span>
        <span>
          <Typography.Text strong>{config.shortName || config.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CheckCircleFilled style={{ color: '#19be6b' }} /> {t('localJudge')}
          </Typography.Text>
        </span>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('noRemoteJudges')}
      </Typography.Text>
    </Space>
  );
}

/** Contests of other judges: an explained empty list while no remote judge is configured. */
export function OtherContests() {
  const { t } = useTranslation('home');
  const { data } = useOtherContests();
  if (!data || data.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noOtherContests')} data-testid="home-other-contests-empty" />
    );
  }
  return (
    <List
      size="small"
      dataSource={data}
      renderItem={(c) => (
        <List.Item>
          <Space direction="vertical" size={0}>
            <Typography.Link href={c.url} target="_blank" rel="noreferrer">
              [{c.oj}] {c.title}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(c.beginTime).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
