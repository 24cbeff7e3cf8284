import { Form, Input, Modal, Switch, Tabs } from 'antd';
import { HomeLimits } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown';
import type { AnnouncementDraft } from './api';

interface Props {
  open: boolean;
  initial: AnnouncementDraft | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (a: AnnouncementDraft) => void;
}

/** Create or edit one announcement: title, markdown content with a preview tab, visible switch. */
export function AnnouncementDialog({ open, initial, saving, onCancel, onSave }: Props) {
  const { t } = useTranslation('home');
  const [form] = Form.useForm<{ title: string; content: string; visible: boolean }>();
  const [tab, setTab] = useState('write');
  const content = Form.useWatch('content', form) ?? '';

  useEffect(() => {
    if (!open) return;
    setTab('write');
    form.setFieldsValue({ title: initial?.title ?? '', content: initial?.content ?? '', visible: (initial?.status ?? 0) === 0 });
  }, [open, initial, form]);

  const submit = () =>
    void form
      .validateFields()
      .then((v) => onSave({ id: initial?.id, title: v.title.trim(), content: v.content, status: v.visible ? 0 : 1 }))
      .catch(() => undefined);

  return (
    <Modal
      open={open}
      title={initial?.id === undefined ? t('admin.announcement.create') : t('admin.announcement.edit')}
      onCancel={onCancel}
      onOk={submit}
      okText={t('admin.announcement.save')}
      cancelText={t('admin.announcement.cancel')}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      data-testid="announcement-dialog"
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="title"
          label={t('admin.announcement.name')}
          rules={[
            { required: true, whitespace: true, message: t('admin.announcement.titleRequired') },
            { max: HomeLimits.announcementTitleMax },
          ]}
        >
          <Input maxLength={HomeLimits.announcementTitleMax} data-testid="announcement-title" />
        </Form.Item>
        <Form.Item label={t('admin.announcement.content')} required style={{ marginBottom: 8 }}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            size="small"
            items={[
              {
                key: 'write',
                label: t('admin.announcement.write'),
                forceRender: true,
                children: (
                  <Form.Item
                    name="content"
                    noStyle
                    rules={[{ required: true, whitespace: true, message: t('admin.announcement.contentRequired') }]}
                  >
                    <Input.TextArea
                      rows={12}
                      maxLength={HomeLimits.announcementContentMax}
                      style={{ fontFamily: 'monospace' }}
                      data-testid="announcement-content"
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'preview',
                label: t('admin.announcement.preview'),
                children: (
                  <div style={{ minHeight: 200, maxHeight: 400, overflow: 'auto' }}>
                    {content.trim() ? <Markdown source={content} /> : t('admin.announcement.nothingToPreview')}
                  </div>
                ),
              },
            ]}
          />
        </Form.Item>
        <Form.Item name="visible" label={t('admin.announcement.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
