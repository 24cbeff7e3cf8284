import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { type AdminSysNoticeVo, MessageLimits, NOTICE_TYPES, type NoticeType } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerConfig } from '../../components/pagedTable';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle } from '../site';
import './message.css';
import { type NoticeForm, useAdminNotices, useNoticeMutations } from './api';
import { RequiredSelect } from '../../components/RequiredControls';

const TYPE_COLOR: Record<NoticeType, string> = { All: 'blue', Single: 'purple', Admin: 'orange' };

/** /admin/notice (super admin): system notices to everyone, chosen users or the admins, pushed on save. */
export function NoticeAdminPage() {
  const { t } = useTranslation('message');
  usePageTitle(t('admin.title'));
  const wide = useMinWidth(768);
  const [page, setPage] = useState<{ current: number; limit: number }>({ current: 1, limit: MessageLimits.adminNoticePageSize });
  const [type, setType] = useState<NoticeType | undefined>();
  const list = useAdminNotices(page.current, page.limit, type);
  const { remove } = useNoticeMutations();
  const [editing, setEditing] = useState<AdminSysNoticeVo | 'new' | null>(null);

  return (
    <Card size="small" title={t('admin.title')}>
      {/* Filter and create above the table: a card header has no room for them on a phone. */}
      <div className="notice-toolbar">
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('admin.allTypes')}
          aria-label={t('admin.type')}
          value={type}
          onChange={(v: NoticeType | undefined) => {
            setType(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`admin.types.${v}`) }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="notice-create">
          {t('admin.create')}
        </Button>
      </div>
      {list.isError && !list.data && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Table<AdminSysNoticeVo>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="notice-table"
        locale={{ emptyText: t('admin.empty') }}
        pagination={pagerConfig({
          currentPage: page.current,
          limit: page.limit,
          total: list.data?.total ?? 0,
          isMobile: !wide,
          totalText: (n) => t('total', { count: n }),
          onChange: (current, limit) => setPage({ current, limit }),
        })}
        columns={[
          ...(wide ? [{ key: 'id', title: 'ID', dataIndex: 'id' as const, width: 70 }] : []),
          {
            key: 'title',
            title: t('admin.noticeTitle'),
            render: (_, r) => (
              <Typography.Text strong ellipsis style={{ maxWidth: wide ? 360 : 160 }}>
                {r.title}
              </Typography.Text>
            ),
          },
          {
            key: 'type',
            title: t('admin.recipient'),
            width: 200,
            render: (_, r) => (
              <Space size={4} wrap>
                <Tag color={TYPE_COLOR[r.type]}>{t(`admin.types.${r.type}`)}</Tag>
                {r.type === 'Single' && (
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 140 }}>
                    {r.recipients.join(', ')}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'state',
            title: t('admin.state'),
            width: 100,
            render: (_, r) => (r.state ? <Tag color="green">{t('admin.pushed')}</Tag> : <Tag>{t('admin.notPushed')}</Tag>),
          },
          { key: 'admin', title: t('admin.author'), dataIndex: 'adminUsername', width: 120 },
          {
            key: 'time',
            title: t('admin.time'),
            width: 150,
            render: (_, r) => (r.gmtModified ? dayjs(r.gmtModified).format('YYYY-MM-DD HH:mm') : ''),
          },
          {
            key: 'actions',
            title: t('admin.actions'),
            width: 90,
            fixed: wide ? 'right' : undefined,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('admin.edit')} onClick={() => setEditing(r)} />
                <Popconfirm
                  title={t('admin.deleteConfirm')}
                  description={t('admin.deleteHint')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(r.id).then(() => notify.success(t('deleted')))}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <NoticeDialog notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

interface FormValues {
  title: string;
  type: NoticeType;
  recipients: string[];
  content: string;
}

function NoticeDialog({ notice, onClose }: { notice: AdminSysNoticeVo | null; onClose: () => void }) {
  const { t } = useTranslation('message');
  const [form] = Form.useForm<FormValues>();
  const { save } = useNoticeMutations();
  const type = Form.useWatch('type', form);

  const submit = async () => {
    const v = await form.validateFields();
    const body: NoticeForm = {
      title: v.title,
      content: v.content,
      type: v.type,
      ...(v.type === 'Single' ? { recipients: v.recipients } : {}),
    };
    await save.mutateAsync(notice ? { ...body, id: notice.id } : body);
    notify.success(notice ? t('admin.updated') : t('admin.sent'));
    onClose();
  };

  return (
    <Modal
      open
      title={notice ? t('admin.editTitle') : t('admin.create')}
      okText={notice ? t('admin.save') : t('admin.send')}
      cancelText={t('cancel')}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          notice
            ? { title: notice.title, type: notice.type, recipients: notice.recipients, content: notice.content }
            : { type: 'All', recipients: [] }
        }
      >
        <Form.Item
          name="title"
          label={t('admin.noticeTitle')}
          rules={[{ required: true, whitespace: true, message: t('admin.titleRequired') }, { max: MessageLimits.noticeTitleMax }]}
        >
          <Input maxLength={MessageLimits.noticeTitleMax} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="type" label={t('admin.recipient')} extra={notice ? t('admin.audienceEditHint') : undefined}>
          <Radio.Group optionType="button" options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`admin.types.${v}`) }))} />
        </Form.Item>
        {type === 'Single' && (
          <Form.Item
            name="recipients"
            label={t('admin.users')}
            rules={[{ required: true, type: 'array', min: 1, message: t('admin.usersRequired') }]}
          >
            <RequiredSelect
              mode="tags"
              tokenSeparators={[',', ' ', '\n']}
              open={false}
              placeholder={t('admin.usersPlaceholder')}
              data-testid="notice-users"
            />
          </Form.Item>
        )}
        <Form.Item
          name="content"
          label={t('admin.content')}
          extra={t('admin.markdownHint')}
          rules={[{ required: true, whitespace: true, message: t('admin.contentRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 5, maxRows: 14 }}
            maxLength={MessageLimits.noticeContentMax}
            data-testid="notice-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
