import { Alert, Button, Divider, Form, Input, Space, Typography } from 'antd';
import { Limits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authStore, useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { sendChangeEmailCode, useChangeEmail, useChangePassword } from './api';
import { authDialog } from './authDialogStore';
import { AvatarUpload } from './AvatarUpload';
import { accountRules, revalidate } from './rules';
import { useCountdown } from '../../lib/useCountdown';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  passwordAgain: string;
}
interface EmailValues {
  password: string;
  newEmail: string;
  code: string;
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (v: PasswordValues) =>
    change.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        onSuccess: async (result) => {
          if (result && result.code !== 200) {
            setFailure(result.msg);
            return;
          }
          // The server revoked every token of the account: sign in again with the new password.
          notify.success(result?.msg || t('setting.passwordChanged'));
          authStore.signOut();
          await navigate('/home');
          authDialog.open('login');
        },
      },
    );

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 420 }}
      data-testid="change-password-form"
    >
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Form.Item name="oldPassword" label={t('fields.oldPassword')} rules={rules.password}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('fields.newPassword')}
        dependencies={['oldPassword']}
        rules={[...rules.password, rules.differsFrom('oldPassword', t('validation.samePassword'))]}
      >
        <Input.Password autoComplete="new-password" onChange={revalidate(form, 'passwordAgain')} />
      </Form.Item>
      <Form.Item
        name="passwordAgain"
        label={t('fields.passwordAgain')}
        dependencies={['newPassword']}
        rules={rules.passwordAgain('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">
        {t('setting.changePassword')}
      </Button>
    </Form>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const { user } = useAuth();
  const [form] = Form.useForm<EmailValues>();
  const change = useChangeEmail();
  const [wait, startWait] = useCountdown('change-email-code');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sendCode = async () => {
    try {
      await form.validateFields(['newEmail']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendChangeEmailCode(form.getFieldValue('newEmail').trim());
      notify.success(t('register.codeSent'));
      startWait(Limits.registerResendSeconds);
    } catch {
      // Shown by the api client.
    } finally {
      setSending(false);
    }
  };

  const submit = (v: EmailValues) =>
    change.mutate(
      { password: v.password, newEmail: v.newEmail.trim(), code: v.code.trim() },
      {
        onSuccess: (result) => {
          if (result && result.code !== 200) {
            setFailure(result.msg);
            return;
          }
          setFailure(null);
          notify.success(t('setting.emailChanged'));
          form.resetFields();
        },
      },
    );

  const sameEmail = {
    validator: (_: unknown, value: string) =>
      value && value.trim() === user?.email ? Promise.reject(new Error(t('validation.sameEmail'))) : Promise.resolve(),
  };

  return (
    <Form<EmailValues> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">{t('setting.currentEmail', { email: user?.email || '—' })}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Form.Item name="password" label={t('fields.currentPassword')} rules={rules.password}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newEmail" label={t('fields.newEmail')} rules={[...rules.email, sameEmail]}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('fields.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" rules={rules.registerCode} noStyle>
            <Input maxLength={Limits.registerCodeLength} aria-label={t('fields.code')} />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={wait > 0} loading={sending}>
            {wait > 0 ? t('register.resendIn', { seconds: wait }) : t('register.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('setting.changeEmail')}
      </Button>
    </Form>
  );
}

export function AccountSection() {
  const { t } = useTranslation('account');
  return (
    <>
      <Divider orientation="left" orientationMargin={0}>
        {t('setting.avatar')}
      </Divider>
      <AvatarUpload />
      <Divider orientation="left" orientationMargin={0}>
        {t('setting.changePassword')}
      </Divider>
      <ChangePasswordForm />
      <Divider orientation="left" orientationMargin={0}>
        {t('setting.changeEmail')}
      </Divider>
      <ChangeEmailForm />
    </>
  );
}
