import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../components/NotAvailable';

/** Waits for the group-content calls of this tab (contract §2.10). */
export function GroupContests() {
  const { t } = useTranslation('group');
  return <NotAvailable title={t('tabs.contest')} />;
}
