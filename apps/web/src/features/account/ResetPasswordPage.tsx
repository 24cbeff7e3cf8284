import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../site';
import { useResetPassword } from './api';
import { authDialog } from './authDialogStore';
import { accountRules, revalidate } from './rules';

interface ResetPageValues {
  username: string;
  password: string;
  passwordAgain: string;
}

/** Target of the reset mail: /reset-password?username=&code= (spec §2.5). */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetPageValues>();
  const resetMutation = useResetPassword();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  usePageTitle(t('resetPage.title'));

  const submit = (v: ResetPageValues) =>
    resetMutation.mutate(
      { username, password: v.password, code },
      {
        onSuccess: () => {
          notify.success(t('resetPage.success'));
          void navigate('/');
          authDialog.open('login');
        },
      },
    );

  return (
    <Card title={t('resetPage.title')} style={{ maxWidth: 480, margin: '24px auto' }}>
      <Form<ResetPageValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ username }}
        data-testid="reset-page-form"
      >
        <Form.Item name="username" label={t('fields.username')} rules={rules.usernameExists} validateTrigger={['onBlur']}>
          <Input readOnly />
        </Form.Item>
        <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" onChange={revalidate(form, 'passwordAgain')} />
        </Form.Item>
        <Form.Item
          name="passwordAgain"
          label={t('fields.passwordAgain')}
          rules={rules.passwordAgain('password')}
          dependencies={['password']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={resetMutation.isPending} disabled={!username || !code}>
          {t('resetPage.submit')}
        </Button>
      </Form>
    </Card>
  );
}
