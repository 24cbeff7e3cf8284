import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useRegisterContest } from './api';

/** The password step of a private or protected contest (register-contest). */
export function RegisterForm({ cid, notice }: { cid: number; notice: string }) {
  const { t } = useTranslation('contest');
  const register = useRegisterContest(cid);
  return (
    <Card size="small" data-testid="contest-register">
      <Typography.Paragraph>{notice}</Typography.Paragraph>
      <Form
        layout="inline"
        onFinish={({ password }: { password?: string }) => {
          const value = (password ?? '').trim();
          if (!value) {
            notify.warning(t('register.empty'));
            return;
          }
          register.mutate(value, { onSuccess: () => notify.success(t('register.success')) });
        }}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="password" style={{ flex: '1 1 200px', marginInlineEnd: 8 }}>
          <Input.Password
            prefix={<KeyOutlined />}
            placeholder={t('register.placeholder')}
            aria-label={t('register.title')}
            autoComplete="off"
            data-testid="contest-password"
          />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit" loading={register.isPending} data-testid="contest-register-submit">
            {t('register.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
