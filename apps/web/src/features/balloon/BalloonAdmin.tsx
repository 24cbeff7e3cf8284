import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, List, Space, Switch, Typography } from 'antd';
import { BalloonLimits } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useBalloonAdmin, useBalloonSettings } from './api';

/** Contest admins: balloons during the freeze, and the runners (added by username, removed). */
export function BalloonAdmin({ cid }: { cid: number }) {
  const { t } = useTranslation('balloon');
  const settings = useBalloonSettings(cid, true);
  const admin = useBalloonAdmin(cid);
  const [form] = Form.useForm<{ username: string }>();
  const add = (v: { username: string }) => admin.addRunner.mutate(v.username.trim(), { onSuccess: () => form.resetFields() });
  return (
    <Card
      title={t('admin.title')}
      size="small"
      className="balloon-admin"
      data-testid="balloon-admin"
      loading={settings.isPending}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Switch
            checked={settings.data?.duringFreeze ?? false}
            loading={admin.duringFreeze.isPending}
            onChange={(on) => admin.duringFreeze.mutate(on)}
            data-testid="balloon-during-freeze"
            aria-label={t('admin.duringFreeze')}
          />
          <span>{t('admin.duringFreeze')}</span>
        </Space>
        <Typography.Text type="secondary">{t('admin.duringFreezeHelp')}</Typography.Text>
        <Typography.Text strong>{t('admin.runners')}</Typography.Text>
        <Typography.Text type="secondary">{t('admin.runnersHelp')}</Typography.Text>
        <Form form={form} layout="inline" onFinish={add} className="balloon-runner-form">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, max: BalloonLimits.usernameMax }]}>
            <Input placeholder={t('admin.username')} aria-label={t('admin.username')} data-testid="balloon-runner-name" />
          </Form.Item>
          <Button htmlType="submit" icon={<UserAddOutlined />} loading={admin.addRunner.isPending}>
            {t('admin.add')}
          </Button>
        </Form>
        <List
          size="small"
          dataSource={settings.data?.runners ?? []}
          rowKey="uid"
          locale={{ emptyText: t('admin.noRunners') }}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  loading={admin.removeRunner.isPending && admin.removeRunner.variables === r.uid}
                  onClick={() => admin.removeRunner.mutate(r.uid)}
                >
                  {t('admin.remove')}
                </Button>,
              ]}
            >
              {r.username}
              {r.realname ? ` (${r.realname})` : ''}
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
}
