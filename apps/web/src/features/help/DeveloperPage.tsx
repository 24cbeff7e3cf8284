import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle, useWebsiteConfig } from '../site';

/** /developer: what runs this site (the footer's "System Info"). */
export function DeveloperPage() {
  const { t } = useTranslation('help');
  const config = useWebsiteConfig();
  usePageTitle(t('developer.title'));
  return (
    <Card
      title={
        <Space>
          <InfoCircleOutlined />
          {t('developer.title')}
        </Space>
      }
      data-testid="developer-page"
    >
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label={t('developer.site')}>{config.name}</Descriptions.Item>
        <Descriptions.Item label={t('developer.software')}>Verdict</Descriptions.Item>
        <Descriptions.Item label={t('developer.server')}>Node.js · Fastify · Kysely (SQLite / PostgreSQL)</Descriptions.Item>
        <Descriptions.Item label={t('developer.client')}>React · Ant Design · TanStack Query</Descriptions.Item>
        <Descriptions.Item label={t('developer.sandbox')}>go-judge</Descriptions.Item>
        <Descriptions.Item label={t('developer.help')}>
          <Link to="/introduction">{t('title')}</Link>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
