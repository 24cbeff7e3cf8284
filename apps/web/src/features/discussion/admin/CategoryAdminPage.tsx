import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../site';
import { CategoryRows, useCategoryRows } from '../CategoryEditor';

/** `/admin/discussion/category` (issue 28.2): the discussion categories on a back-office page of their own. */
export function CategoryAdminPage() {
  const { t } = useTranslation('discussion');
  usePageTitle(t('categories.title'));
  const { rows, setRows, save, saving, loading } = useCategoryRows(true);
  return (
    <Card title={t('categories.title')} data-testid="category-admin">
      <Typography.Paragraph type="secondary">{t('categories.hint')}</Typography.Paragraph>
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          {rows.length === 0 && <Typography.Text type="warning">{t('categories.none')}</Typography.Text>}
          <CategoryRows rows={rows} setRows={setRows} />
          <div>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('categories.save')}
            </Button>
          </div>
        </Flex>
      )}
    </Card>
  );
}
