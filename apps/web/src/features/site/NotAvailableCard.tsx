import { ToolOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** Honest state for screens whose feature is not built yet. */
export function NotAvailableCard({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Card>
      <Result
        icon={<ToolOutlined />}
        title={title}
        subTitle={t('notAvailable.description')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('notFound.goHome')}</Button>
          </Link>
        }
      />
    </Card>
  );
}
