import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { type SwitchConfig } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { useConfigMutations, useSwitches } from './api';

const FLAGS = [
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'openPublicJudge',
  'openGroupJudge',
  'openContestJudge',
  'hideNonContestSubmissionCode',
] as const;
const LIMITS = [
  'defaultSubmitInterval',
  'defaultCreateDiscussionDailyLimit',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
  'defaultCreateGroupDailyLimit',
  'defaultCreateGroupLimit',
  'defaultCreateGroupACInitValue',
] as const;
const REMOTE = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;

/** /admin/switch (super admin): every switch of the switch config; saved switches act on the next request. */
export function SwitchPage() {
  const { t } = useTranslation('adminSys');
  usePageTitle(t('switch.title'));
  const switches = useSwitches();
  const { saveSwitches } = useConfigMutations();
  const [form] = Form.useForm<SwitchConfig>();
  if (!switches.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={switches.data}
      onFinish={(v) => saveSwitches.mutate(v, { onSuccess: () => notify.success(t('common.saved')) })}
    >
      <Card size="small" title={t('switch.flags')} style={{ marginBottom: 16 }}>
        <Row gutter={[16, 0]}>
          {FLAGS.map((f) => (
            <Col xs={24} sm={12} lg={8} key={f}>
              <Form.Item name={f} valuePropName="checked" label={t(`switch.${f}`)} extra={t(`switch.hint.${f}`)}>
                <Switch data-testid={`switch-${f}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('switch.limits')} style={{ marginBottom: 16 }}>
        <Row gutter={[16, 0]}>
          {LIMITS.map((f) => (
            <Col xs={24} sm={12} lg={8} key={f}>
              <Form.Item name={f} label={t(`switch.${f}`)} rules={[{ required: true }]}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('switch.remote')} style={{ marginBottom: 16 }}>
        <Alert type="info" showIcon message={t('switch.remoteNote')} style={{ marginBottom: 12 }} />
        <Row gutter={[16, 0]}>
          {REMOTE.map((oj) => (
            <Col xs={24} md={12} key={oj}>
              <Typography.Text strong>{oj.toUpperCase()}</Typography.Text>
              <Form.Item name={`${oj}UsernameList`} label={t('switch.accounts')}>
                <Select mode="tags" tokenSeparators={[',', ' ']} />
              </Form.Item>
              <Form.Item name={`${oj}PasswordList`} label={t('switch.passwords')}>
                <Select mode="tags" tokenSeparators={[',', ' ']} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={saveSwitches.isPending} data-testid="switch-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
