import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../site';
import { authDialog, useAuthDialogMode, type AuthDialogMode } from './authDialogStore';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetForm } from './ResetForm';
import { AntdConfig } from '../../lib/AntdConfig';

const TITLES: Record<AuthDialogMode, 'login.title' | 'register.title' | 'reset.title'> = {
  login: 'login.title',
  register: 'register.title',
  reset: 'reset.title',
};

/** Login, register and reset share one 370 px dialog that only its buttons close (spec §2.3). */
export function AuthDialog() {
  const { t } = useTranslation('account');
  const mode = useAuthDialogMode();
  const config = useWebsiteConfig();
  const link = (to: AuthDialogMode, label: string) => (
    <Button type="link" size="small" onClick={() => authDialog.open(to)} data-testid={`switch-${to}`}>
      {label}
    </Button>
  );

  return (
    <AntdConfig>
      <Modal
        open={mode !== null}
        title={mode ? `${t(TITLES[mode])} - ${config.shortName}` : ''}
        width={370}
        maskClosable={false}
        footer={null}
        destroyOnHidden
        onCancel={authDialog.close}
        rootClassName="auth-dialog"
      >
        {mode === 'login' && <LoginForm onSuccess={authDialog.close} />}
        {mode === 'register' && (
          <RegisterForm onRegistered={(signedIn) => (signedIn ? authDialog.close() : authDialog.open('login'))} />
        )}
        {mode === 'reset' && <ResetForm />}
        <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 12 }} wrap>
          {mode === 'login' && (
            <>
              {config.register ? link('register', t('login.toRegister')) : <span />}
              {/* Without mail no reset link can reach the user (issue 28.8): no "Forgot password?" then. */}
              {config.isLoaded && config.mailConfigured ? link('reset', t('login.toReset')) : null}
            </>
          )}
          {mode === 'register' && link('login', t('register.toLogin'))}
          {mode === 'reset' && link('login', t('reset.toLogin'))}
        </Space>
      </Modal>
    </AntdConfig>
  );
}
