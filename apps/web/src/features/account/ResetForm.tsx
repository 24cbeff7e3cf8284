import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Tooltip } from 'antd';
import { Limits } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useApplyReset, useCaptcha } from './api';
import { accountRules } from './rules';
import { useCountdown } from '../../lib/useCountdown';

interface ResetValues {
  email: string;
  captcha: string;
}

/** Asks for a reset mail: e-mail plus captcha; the mail links to /reset-password. */
export function ResetForm() {
  const { t } = useTranslation('account');
  const rules = accountRules(t);
  const [form] = Form.useForm<ResetValues>();
  const captchaQuery = useCaptcha(true);
  const applyMutation = useApplyReset();
  const [wait, startWait] = useCountdown('reset-mail');

  const submit = (v: ResetValues) => {
    const captchaKey = captchaQuery.data?.captchaKey;
    if (!captchaKey) return;
    applyMutation.mutate(
      { email: v.email.trim(), captcha: v.captcha.trim(), captchaKey },
      {
        onSuccess: () => {
          notify.success(t('reset.mailSent'));
          startWait(Limits.resetResendSeconds);
        },
        // A captcha is single-use: a failed attempt needs a new one.
        onError: () => {
          form.setFieldValue('captcha', '');
          void captchaQuery.refetch();
        },
      },
    );
  };

  return (
    <Form<ResetValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="reset-form">
      <Form.Item name="email" rules={rules.emailExists} validateTrigger={['onChange', 'onBlur']}>
        <Input prefix={<MailOutlined />} placeholder={t('fields.email')} autoComplete="email" />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="captcha" rules={rules.captcha} noStyle>
            <Input prefix={<SafetyOutlined />} placeholder={t('fields.captcha')} maxLength={Limits.captchaMax} />
          </Form.Item>
          <Tooltip title={t('reset.refreshCaptcha')}>
            <button
              type="button"
              onClick={() => void captchaQuery.refetch()}
              style={{
                padding: 0,
                border: '1px solid #d9d9d9',
                background: '#fff',
                cursor: 'pointer',
                height: 32,
                minWidth: 100,
              }}
              aria-label={t('reset.refreshCaptcha')}
            >
              {captchaQuery.data && (
                <img src={captchaQuery.data.img} alt={t('fields.captcha')} style={{ height: 30, display: 'block' }} />
              )}
            </button>
          </Tooltip>
        </Space.Compact>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        disabled={wait > 0}
        loading={applyMutation.isPending}
        data-testid="reset-submit"
      >
        {wait > 0 ? t('reset.resendIn', { seconds: wait }) : t('reset.submit')}
      </Button>
    </Form>
  );
}
