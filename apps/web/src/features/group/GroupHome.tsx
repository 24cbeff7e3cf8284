import { CrownOutlined, LogoutOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Collapse,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { useApplyGroup, useDeleteGroup, useExitGroup, useGroupAnnouncements } from './api';
import { useGroupContext } from './groupContext';
import { GroupMarkdown } from './GroupMarkdown';
import { applyNeeds, GroupFieldLimits, MemberLevel } from './groupRules';
import { formatDateTime, GroupAuthTag } from './GroupTags';

const HOME_ANNOUNCEMENTS = 5;

/** The group's home: description, announcements for members, the info card and its actions (spec 3 §2, §4). */
export function GroupHome() {
  const { t } = useTranslation('group');
  const { group, isMember } = useGroupContext();
  return (
    <Row gutter={[16, 16]} data-testid="group-home">
      <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={t('home.description')}>
            <div data-testid="group-description">
              <GroupMarkdown source={group.description} empty={t('home.noDescription')} />
            </div>
          </Card>
          {isMember && <HomeAnnouncements />}
        </Space>
      </Col>
      <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
        <InfoCard />
      </Col>
    </Row>
  );
}

function HomeAnnouncements() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  const [currentPage, setPage] = useState(1);
  const list = useGroupAnnouncements(group.id, { currentPage, limit: HOME_ANNOUNCEMENTS }, false);
  const records = list.data?.records ?? [];
  return (
    <Card size="small" title={t('home.announcements')} data-testid="group-home-announcements">
      {list.isPending ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty description={t('home.noAnnouncements')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          <Collapse
            accordion
            items={records.map((a) => ({
              key: a.id,
              label: (
                <Space wrap>
                  <Typography.Text strong>{a.title}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(a.gmtCreate)}</Typography.Text>
                </Space>
              ),
              children: <GroupMarkdown source={a.content} empty="" />,
            }))}
          />
          <Pagination
            size="small"
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={currentPage}
            pageSize={HOME_ANNOUNCEMENTS}
            total={list.data?.total ?? 0}
            onChange={setPage}
            hideOnSinglePage
          />
        </>
      )}
    </Card>
  );
}

function InfoCard() {
  const { t } = useTranslation('group');
  const { group, viewer } = useGroupContext();
  const navigate = useNavigate();
  const exit = useExitGroup(group.id);
  const disband = useDeleteGroup(group.id);
  const [applying, setApplying] = useState(false);
  const apply = useApplyGroup(group.id);
  const needs = applyNeeds(group.auth);
  const level = viewer.level;

  const startApply = () => {
    // A public group is joined at once; the others ask (spec 3 §4).
    if (!needs.dialog) apply.mutate({}, { onSuccess: () => notify.success(t('home.joined')) });
    else setApplying(true);
  };
  const confirmExit = () =>
    dialog.confirm({
      title: t('home.exitConfirm'),
      okText: t('home.exit'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => exit.mutateAsync().then(() => notify.success(t('home.exited'))),
    });
  const confirmDisband = () =>
    dialog.confirm({
      title: t('home.disbandConfirm', { name: group.name }),
      content: t('home.disbandWarning'),
      okText: t('home.disband'),
      okButtonProps: { danger: true, 'data-testid': 'group-disband-ok' },
      cancelText: t('common.cancel'),
      onOk: () =>
        disband.mutateAsync().then(() => {
          notify.success(t('home.disbanded'));
          navigate('/group');
        }),
    });

  return (
    <Card size="small" title={t('home.info')} data-testid="group-info">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('home.name')}>{group.name}</Descriptions.Item>
        <Descriptions.Item label={t('home.shortName')}>{group.shortName}</Descriptions.Item>
        <Descriptions.Item label={t('home.owner')}>
          <Space size={4}>
            <CrownOutlined style={{ color: '#d4a106' }} />
            {group.owner}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.auth')}>
          <GroupAuthTag auth={group.auth} />
        </Descriptions.Item>
        <Descriptions.Item label={t('home.created')}>{formatDateTime(group.gmtCreate)}</Descriptions.Item>
        <Descriptions.Item label={t('home.number')}>
          <span data-testid="group-number">{group.id}</span>
        </Descriptions.Item>
        {group.code && (
          <Descriptions.Item label={t('form.code')}>
            <Typography.Text code copyable data-testid="group-code">
              {group.code}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap style={{ marginTop: 8 }}>
        {level === MemberLevel.Applying && (
          <Tag color="processing" data-testid="group-applying">
            {t('home.applyingTag')}
          </Tag>
        )}
        {level === MemberLevel.Refused && (
          <Tag color="error" data-testid="group-refused">
            {t('home.refusedTag')}
          </Tag>
        )}
        {(level === 0 || level === MemberLevel.Refused) && (
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            loading={apply.isPending}
            onClick={startApply}
            data-testid="group-apply"
          >
            {needs.dialog ? t('home.apply') : t('home.join')}
          </Button>
        )}
        {level >= MemberLevel.Member && !viewer.isOwner && (
          <Button icon={<LogoutOutlined />} onClick={confirmExit} loading={exit.isPending} data-testid="group-exit">
            {t('home.exit')}
          </Button>
        )}
        {(viewer.isOwner || viewer.isSuperAdmin) && (
          <Button danger onClick={confirmDisband} loading={disband.isPending} data-testid="group-disband">
            {t('home.disband')}
          </Button>
        )}
      </Space>
      {applying && (
        <ApplyDialog
          needsCode={needs.code}
          pending={apply.isPending}
          onClose={() => setApplying(false)}
          onSubmit={(v) =>
            apply.mutate(v, {
              onSuccess: () => {
                notify.success(t('home.applied'));
                setApplying(false);
              },
            })
          }
        />
      )}
    </Card>
  );
}

function ApplyDialog({
  needsCode,
  pending,
  onClose,
  onSubmit,
}: {
  needsCode: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (v: { code?: string; reason: string }) => void;
}) {
  const { t } = useTranslation('group');
  const [form] = Form.useForm<{ code?: string; reason: string }>();
  const [min, max] = GroupFieldLimits.reason;
  return (
    <Modal
      open
      title={t('home.applyTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('home.apply')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'group-apply-submit' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit({ reason: v.reason.trim(), ...(needsCode ? { code: v.code?.trim() } : {}) })}
        data-testid="group-apply-form"
      >
        {needsCode && (
          <Form.Item
            name="code"
            label={t('form.code')}
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: t('form.required', { field: t('form.code') }) },
              { len: 6, message: t('form.exactLength', { field: t('form.code'), n: 6 }) },
            ]}
          >
            <Input maxLength={6} autoComplete="off" autoFocus data-testid="group-apply-code" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('home.reason')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('form.required', { field: t('home.reason') }) },
            { min, max, message: t('form.length', { field: t('home.reason'), min, max }) },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3 }}
            maxLength={max}
            showCount
            autoFocus={!needsCode}
            data-testid="group-apply-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
