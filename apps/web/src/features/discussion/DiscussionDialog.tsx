import { Alert, Button, Form, Input, Modal, Switch } from 'antd';
import { type DiscussionBody, type DiscussionVo, DiscussionLimits } from '@verdict/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { AcRuleNote } from '../site';
import { useCategories, useDiscussionMutations } from './api';
import { type Draft, useDraft } from './useDraft';
import { RequiredSelect } from '../../components/RequiredControls';

interface FormValues extends Draft {
  topPriority?: boolean;
}

/** Posts a new discussion somewhere else than the site list (a group's tab posts with its gid). */
export interface DiscussionScope {
  create: (body: DiscussionBody) => Promise<{ msg: string }>;
  creating: boolean;
  /** May pin the post (site admin on the site list; group admin in a group). */
  mayPin: boolean;
}

/** Create (with a kept draft) or edit (author only; the category stays) a discussion. */
export function DiscussionDialog({
  open,
  editing,
  pid,
  onClose,
  scope,
}: {
  open: boolean;
  editing?: DiscussionVo | null;
  pid?: string;
  onClose: () => void;
  scope?: DiscussionScope;
}) {
  const { t } = useTranslation('discussion');
  const { isAdmin } = useAuth();
  const [form] = Form.useForm<FormValues>();
  const categories = useCategories();
  const { create, update } = useDiscussionMutations();
  const [draft, saveDraft, clearDraft] = useDraft();
  const isEdit = Boolean(editing);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      // The stored title carries the problem prefix; the server keeps it.
      form.setFieldsValue({
        title: editing.title,
        description: editing.description ?? '',
        content: editing.content ?? '',
        categoryId: editing.categoryId ?? undefined,
        topPriority: editing.topPriority,
      });
    } else if (draft) {
      form.setFieldsValue({ ...draft, pid: pid ?? draft.pid });
    } else if (pid) {
      form.setFieldsValue({ pid });
    }
    // Only on opening: the draft changes as the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing]);

  const field = (name: 'title' | 'description' | 'content', max: number) => [
    { required: true, whitespace: true, message: t('dialog.required', { field: t(`dialog.${name}`) }) },
    { max, message: t('dialog.tooLong', { field: t(`dialog.${name}`), max }) },
  ];

  const submit = async () => {
    const v = await form.validateFields();
    const body = {
      title: v.title,
      description: v.description,
      content: v.content,
      categoryId: v.categoryId!,
      pid: v.pid || undefined,
      topPriority: v.topPriority ?? false,
    };
    try {
      const res = editing
        ? await update.mutateAsync({ ...body, id: editing.id, gid: editing.gid })
        : await (scope ? scope.create(body) : create.mutateAsync(body));
      notify.success(res.msg);
      if (!editing) clearDraft();
      onClose();
    } catch {
      // Shown by the api client; the dialog stays open with the text.
    }
  };

  return (
    <Modal
      open={open}
      title={isEdit ? t('dialog.editTitle') : t('dialog.createTitle')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={[
        !isEdit && draft ? (
          <Button
            key="clear"
            onClick={() => {
              clearDraft();
              form.resetFields();
            }}
          >
            {t('dialog.clearDraft')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={(scope ? scope.creating : create.isPending) || update.isPending}
          onClick={() => void submit()}
          data-testid="discussion-submit"
        >
          {isEdit ? t('dialog.save') : t('dialog.submit')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(_, all) => {
          if (!isEdit)
            saveDraft({
              title: all.title ?? '',
              description: all.description ?? '',
              content: all.content ?? '',
              categoryId: all.categoryId,
              pid: all.pid,
            });
        }}
      >
        {!isEdit ? <AcRuleNote kind="post" /> : null}
        {!isEdit ? <Alert type="info" showIcon message={t('dialog.draftKept')} style={{ marginBottom: 12 }} /> : null}
        <Form.Item name="title" label={t('dialog.title')} rules={field('title', DiscussionLimits.titleMax)}>
          <Input maxLength={DiscussionLimits.titleMax} showCount data-testid="discussion-title" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('dialog.description')}
          rules={field('description', DiscussionLimits.descriptionMax)}
        >
          <Input maxLength={DiscussionLimits.descriptionMax} data-testid="discussion-description" />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('dialog.category')}
          rules={[{ required: true, message: t('dialog.required', { field: t('dialog.category') }) }]}
          extra={isEdit ? t('dialog.categoryLocked') : undefined}
        >
          <RequiredSelect
            disabled={isEdit}
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="discussion-category"
          />
        </Form.Item>
        {!isEdit ? (
          <Form.Item name="pid" label={t('dialog.pid')} extra={t('dialog.pidHelp')}>
            <Input maxLength={64} />
          </Form.Item>
        ) : null}
        <Form.Item name="content" label={t('dialog.content')} rules={field('content', DiscussionLimits.contentMax)}>
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} data-testid="discussion-content" />
        </Form.Item>
        {(scope ? scope.mayPin : isAdmin) ? (
          <Form.Item name="topPriority" label={t('dialog.topPriority')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
