import { Alert, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Skeleton, Space, Switch, Table, Tag } from 'antd';
import type { EmailConfig, WebConfig } from '@verdict/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { CarouselSettings } from '../../home';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { RemoteSitesCard } from '../../remote-judge';
import { usePageTitle } from '../../site';
import { useConfigMutations, useDbConfig, useEmailConfig, useJudgeServices, useServiceInfo, useWebConfig } from './api';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const duration = (s: number) => `${Math.floor(s / 86400)}d ${Math.floor((s % 86400) / 3600)}h ${Math.floor((s % 3600) / 60)}m`;

/** /admin/conf (super admin): website and e-mail settings, the service panels, database and cache (read-only). */
export function ConfPage() {
  const { t } = useTranslation('adminSys');
  usePageTitle(t('conf.title'));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ServiceCard />
        </Col>
        <Col xs={24} xl={12}>
          <JudgeCard />
        </Col>
      </Row>
      <RemoteSitesCard />
      <WebCard />
      <EmailCard />
      {/* The home page's carousel belongs to the home feature; its panel sits with the site settings (spec 3 §2). */}
      <Suspense fallback={<Skeleton active />}>
        <CarouselSettings />
      </Suspense>
      <DbCard />
    </Space>
  );
}

function ServiceCard() {
  const { t } = useTranslation('adminSys');
  const { data } = useServiceInfo();
  return (
    <Card size="small" title={t('conf.service')} data-testid="service-info" style={{ height: '100%' }}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('conf.version')}>{data.process.version}</Descriptions.Item>
          <Descriptions.Item label="Node.js">{data.process.node}</Descriptions.Item>
          <Descriptions.Item label={t('conf.uptime')}>{duration(data.process.uptimeSeconds)}</Descriptions.Item>
          <Descriptions.Item label={t('conf.memory')}>{mb(data.process.rssBytes)}</Descriptions.Item>
          <Descriptions.Item label={t('conf.cpuTime')}>
            {((data.process.cpuUserMs + data.process.cpuSystemMs) / 1000).toFixed(1)} s
          </Descriptions.Item>
          <Descriptions.Item label={t('conf.cores')}>{data.backupCores}</Descriptions.Item>
          <Descriptions.Item label={t('conf.cpuLoad')}>{data.backupPercentCpuLoad}</Descriptions.Item>
          <Descriptions.Item label={t('conf.memLoad')}>{data.backupPercentMemoryLoad}</Descriptions.Item>
          <Descriptions.Item label={t('conf.database')}>{data.process.database}</Descriptions.Item>
          <Descriptions.Item label="PID">{data.process.pid}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function JudgeCard() {
  const { t } = useTranslation('adminSys');
  const { data } = useJudgeServices();
  return (
    <Card size="small" title={t('conf.judge')} data-testid="judge-info" style={{ height: '100%' }}>
      <ScrollRegion label={t('conf.judge')}>
        <Table
          size="small"
          rowKey={(r) => r.service.uri}
          loading={!data}
          dataSource={data ?? []}
          pagination={false}
          columns={[
            { title: t('conf.judgeName'), key: 'name', render: (_, r) => r.service.metadata.judgeName ?? r.service.serviceId },
            { title: t('conf.address'), key: 'uri', render: (_, r) => r.service.uri },
            {
              title: t('conf.health'),
              key: 'status',
              render: (_, r) =>
                r.status === 'ok' ? (
                  <Tag color="success">{t('conf.healthy')}</Tag>
                ) : (
                  <Tag color="error" title={r.reason ?? ''}>
                    {t('conf.unhealthy')}
                  </Tag>
                ),
            },
            { title: t('conf.load'), key: 'load', render: (_, r) => `${r.active} / ${r.concurrency}` },
            { title: t('conf.cpuLoad'), dataIndex: 'percentCpuLoad' },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}

function WebCard() {
  const { t } = useTranslation('adminSys');
  const { data } = useWebConfig();
  const { saveWeb } = useConfigMutations();
  if (!data)
    return (
      <Card size="small" title={t('conf.web')}>
        <Skeleton active />
      </Card>
    );
  const text = (name: keyof WebConfig, max: number) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={t(`conf.webField.${name}`)} rules={[{ max }]}>
        <Input />
      </Form.Item>
    </Col>
  );
  return (
    <Card size="small" title={t('conf.web')} data-testid="web-config">
      <Form
        layout="vertical"
        initialValues={data}
        onFinish={(v: WebConfig) => saveWeb.mutate(v, { onSuccess: () => notify.success(t('common.saved')) })}
      >
        <Row gutter={16}>
          {text('name', 100)}
          {text('shortName', 20)}
          {text('baseUrl', 255)}
          <Col xs={24} md={12}>
            <Form.Item name="register" valuePropName="checked" label={t('conf.webField.register')}>
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('conf.webField.description')} rules={[{ max: 2000 }]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Col>
          {text('recordName', 255)}
          {text('recordUrl', 255)}
          {text('projectName', 100)}
          {text('projectUrl', 255)}
        </Row>
        <Button type="primary" htmlType="submit" loading={saveWeb.isPending} data-testid="web-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

function EmailCard() {
  const { t } = useTranslation('adminSys');
  const { data } = useEmailConfig();
  const { saveEmail, testMail } = useConfigMutations();
  const [to, setTo] = useState('');
  if (!data)
    return (
      <Card size="small" title={t('conf.email')}>
        <Skeleton active />
      </Card>
    );
  return (
    <Card size="small" title={t('conf.email')} data-testid="email-config">
      <Form
        layout="vertical"
        initialValues={data}
        onFinish={(v: EmailConfig) => saveEmail.mutate(v, { onSuccess: () => notify.success(t('common.saved')) })}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="emailHost" label={t('conf.emailField.host')}>
              <Input placeholder="smtp.example.com" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="emailPort" label={t('conf.emailField.port')}>
              <InputNumber min={0} max={65535} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="emailSsl" valuePropName="checked" label="SSL">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="emailUsername" label={t('conf.emailField.username')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="emailPassword" label={t('conf.emailField.password')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="emailBGImg" label={t('conf.emailField.bg')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saveEmail.isPending}>
          {t('common.save')}
        </Button>
      </Form>
      <Space.Compact style={{ marginTop: 16, width: '100%', maxWidth: 480 }}>
        <Input
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder={t('conf.testTo')}
          aria-label={t('conf.testTo')}
          type="email"
        />
        <Button
          onClick={() => testMail.mutate(to.trim())}
          disabled={!to.trim()}
          loading={testMail.isPending}
          data-testid="test-mail"
        >
          {t('conf.test')}
        </Button>
      </Space.Compact>
    </Card>
  );
}

function DbCard() {
  const { t } = useTranslation('adminSys');
  const { data } = useDbConfig();
  return (
    <Card size="small" title={t('conf.db')} data-testid="db-config">
      <Alert type="info" showIcon message={t('conf.dbReadOnly')} style={{ marginBottom: 12 }} />
      {!data ? (
        <Skeleton active />
      ) : (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('conf.dbType')}>{data.dbType}</Descriptions.Item>
          <Descriptions.Item label={t('conf.dbName')}>{data.dbName}</Descriptions.Item>
          <Descriptions.Item label={t('conf.dbHost')}>
            {data.dbHost}
            {data.dbPort ? `:${data.dbPort}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('conf.dbUser')}>{data.dbUsername || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('conf.dbPassword')}>{data.dbPassword || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('conf.cache')}>{data.cache}</Descriptions.Item>
          <Descriptions.Item label={t('conf.redisHost')}>
            {data.redisHost ? `${data.redisHost}:${data.redisPort ?? ''}` : '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('conf.redisPassword')}>{data.redisPassword || '--'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
