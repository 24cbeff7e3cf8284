import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../site';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { useProblemAdminRights } from './useRights';

/** /admin/problem/batch-operation: import in four formats, export as HOJ zip (root only, contract §2.11). */
export function BatchOperationPage() {
  const { t } = useTranslation('problemAdmin');
  usePageTitle(t('batch.title'));
  const { canTransfer } = useProblemAdminRights();
  if (!canTransfer) return <Alert type="warning" showIcon message={t('batch.title')} description={t('rights.rootOnly')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ImportPanel />
      </Col>
      <Col xs={24} xl={12}>
        <ExportPanel />
      </Col>
    </Row>
  );
}
