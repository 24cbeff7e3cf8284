import { IdcardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Collapse, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccordion } from '../../components/useAccordion';
import { usePageTitle } from '../site';
import { AccountSection } from './AccountSection';
import { UserInfoSection } from './UserInfoSection';

/** /setting: accordion with Account (avatar, password, e-mail) and UserInfo (spec §2.7). */
export function SettingPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('setting.title'));
  const accordion = useAccordion('account');
  return (
    <Card title={t('setting.title')} style={{ maxWidth: 960, margin: '0 auto' }} data-testid="setting-page">
      <Collapse
        {...accordion}
        items={[
          {
            key: 'account',
            label: (
              <Space>
                <SafetyCertificateOutlined />
                {t('setting.account')}
              </Space>
            ),
            children: <AccountSection />,
          },
          {
            key: 'info',
            label: (
              <Space>
                <IdcardOutlined />
                {t('setting.userInfo')}
              </Space>
            ),
            children: <UserInfoSection />,
          },
        ]}
      />
    </Card>
  );
}
