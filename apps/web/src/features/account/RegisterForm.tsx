import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Limits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useWebsiteConfig } from '../site';
import { sendRegisterCode, useRegister } from './api';
import { accountRules, revalidate } from './rules';
import { useCountdown } from '../../lib/useCountdown';

interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

/** `onRegistered(signedIn)`: the new user is logged in (else the login is to open). */
export function RegisterForm({ onRegistered }: { onRegistered: (signedIn: boolean) => void }) {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const [form] = Form.useForm<RegisterValues>();
  const config = useWebsiteConfig();
  const registerMutation = useRegister();
  const [wait, startWait] = useCountdown('register-code');
  const [sending, setSending] = useState(false);
  // A site without a mail server registers without a code (the server agrees, see mailConfigured).
  const needsCode = config.mailConfigured;

  const sendCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendRegisterCode(form.getFieldValue('email').trim());
      notify.success(t('register.codeSent'));
      startWait(Limits.registerResendSeconds);
    } catch (err) {
      // The api client already showed the reason; a rate limit keeps the button waiting as long as it asks.
      if (err instanceof ApiError && err.retryAfter) startWait(err.retryAfter);
    } finally {
      setSending(false);
    }
  };

  const submit = (v: RegisterValues) =>
    registerMutation.mutate(
      {
        username: v.username.trim(),
        password: v.password,
        email: v.email.trim(),
        code: needsCode ? (v.code ?? '').trim() : undefined,
      },
      {
        onSuccess: (user) => {
          notify.success(user ? t('register.welcome', { username: user.username }) : t('register.success'));
          form.resetFields();
          onRegistered(user !== null);
        },
        onError: () => form.setFieldValue('code', ''),
      },
    );

  return (
    <Form<RegisterValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="register-form">
      {!config.register && <Alert type="warning" showIcon message={t('register.closed')} style={{ marginBottom: 16 }} />}
      <Form.Item name="username" rules={rules.usernameFree} validateTrigger={['onChange', 'onBlur']}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('fields.username')}
          autoComplete="username"
          maxLength={Limits.usernameMax}
        />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('fields.password')}
          autoComplete="new-password"
          onChange={revalidate(form, 'passwordAgain')}
        />
      </Form.Item>
      <Form.Item name="passwordAgain" rules={rules.passwordAgain('password')} dependencies={['password']}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('fields.passwordAgain')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="email" rules={rules.emailFree} validateTrigger={['onChange', 'onBlur']}>
        <Input prefix={<MailOutlined />} placeholder={t('fields.email')} autoComplete="email" />
      </Form.Item>
      {needsCode && (
        <Form.Item>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" rules={rules.registerCode} noStyle>
              <Input prefix={<SafetyOutlined />} placeholder={t('fields.code')} maxLength={Limits.registerCodeLength} />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={wait > 0} loading={sending} data-testid="send-register-code">
              {wait > 0 ? t('register.resendIn', { seconds: wait }) : t('register.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={registerMutation.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
