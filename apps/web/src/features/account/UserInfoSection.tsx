import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { Limits, type EndpointBodyInput, type changeUserInfo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useChangeUserInfo } from './api';

type UserInfoValues = NonNullable<EndpointBodyInput<typeof changeUserInfo>>;

type TextField = 'nickname' | 'realname' | 'school' | 'number' | 'github' | 'blog' | 'cfUsername';

const URL_RULE = { type: 'url' as const, warningOnly: false };

export function UserInfoSection() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const change = useChangeUserInfo();
  const text = (name: TextField, max: number, extra?: object) => (
    <Form.Item
      name={name}
      label={t(`setting.fields.${name}`)}
      rules={[{ max, message: t('setting.tooLong', { max }) }, ...(extra ? [extra] : [])]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Form<UserInfoValues>
      layout="vertical"
      initialValues={{ ...user, gender: user?.gender ?? 'secrecy' }}
      onFinish={(values) => change.mutate(values, { onSuccess: () => notify.success(t('setting.infoUpdated')) })}
      data-testid="user-info-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('nickname', Limits.nicknameMax)}
        </Col>
        <Col xs={24} md={12}>
          {text('realname', Limits.realnameMax)}
        </Col>
        <Col xs={24} md={12}>
          {text('school', Limits.schoolMax)}
        </Col>
        <Col xs={24} md={12}>
          {text('number', 50)}
        </Col>
        <Col xs={24} md={12}>
          {text('github', Limits.urlMax, { ...URL_RULE, message: t('setting.urlFormat') })}
        </Col>
        <Col xs={24} md={12}>
          {text('blog', Limits.urlMax, { ...URL_RULE, message: t('setting.urlFormat') })}
        </Col>
        <Col xs={24} md={12}>
          {text('cfUsername', 50)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('setting.fields.gender')}>
            <Radio.Group options={(['male', 'female', 'secrecy'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="signature" label={t('setting.fields.signature')} extra={t('setting.signatureHint')}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('setting.save')}
      </Button>
    </Form>
  );
}
