import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle, useWebsiteConfig } from '../site';
import { LoginForm } from './LoginForm';
import { AntdConfig } from '../../lib/AntdConfig';

export function AdminLoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const config = useWebsiteConfig();
  usePageTitle(t('adminLogin.title'));
  return (
    <AntdConfig>
      <div
        style={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 16,
          background: 'linear-gradient(135deg, #e8efff, #f7f9fc)',
        }}
      >
        <Card style={{ width: 370, maxWidth: '100%' }} data-testid="admin-login">
          <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
            {config.shortName} · {t('adminLogin.title')}
          </Typography.Title>
          <LoginForm admin onSuccess={() => void navigate('/admin')} />
          <div style={{ textAlign: 'center', marginTop: 16 }}>
            <Link to="/home">{t('adminLogin.backToSite')}</Link>
          </div>
        </Card>
      </div>
    </AntdConfig>
  );
}
