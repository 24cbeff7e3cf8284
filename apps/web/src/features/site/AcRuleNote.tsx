import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useWebsiteConfig } from './api';

/**
 * The site's AC minimum for what the form is about, said before the user writes (issue 28.2):
 * "posting needs 3 accepted problems" up front, not a refusal after the text is typed. Nothing
 * when no minimum applies (the server caps it at the site's problems) or for admins (exempt).
 */
export function AcRuleNote({ kind }: { kind: 'post' | 'comment' | 'group' }) {
  const { t } = useTranslation('common');
  const { isAdmin } = useAuth();
  const count = useWebsiteConfig().acMinimums?.[kind] ?? 0;
  if (count <= 0 || isAdmin) return null;
  return (
    <Alert type="warning" showIcon message={t(`acRule.${kind}`, { count })} style={{ marginBottom: 12 }} data-testid="ac-rule" />
  );
}
