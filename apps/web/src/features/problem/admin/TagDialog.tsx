import { ColorPicker, Form, Input, Modal, Select } from 'antd';
import type { TagClassificationRow, TagRow } from '@verdict/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useTagMutations } from './api';

interface TagValues {
  name: string;
  color: string;
  tcid: number | null;
}

export const DEFAULT_TAG_COLOR = '#409EFF';

/** Create (tag = null) or edit one tag of `oj`: name, colour, classification. */
export function TagDialog({
  open,
  tag,
  oj,
  classifications,
  onClose,
}: {
  open: boolean;
  tag: TagRow | null;
  oj: string;
  classifications: TagClassificationRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('problemAdmin');
  const [form] = Form.useForm<TagValues>();
  const { addTag, updateTag } = useTagMutations();
  const saving = addTag.isPending || updateTag.isPending;

  useEffect(() => {
    if (open) form.setFieldsValue({ name: tag?.name ?? '', color: tag?.color || DEFAULT_TAG_COLOR, tcid: tag?.tcid ?? null });
  }, [open, tag, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body = { name: values.name.trim(), color: values.color, oj, tcid: values.tcid };
    if (tag) await updateTag.mutateAsync({ ...body, id: tag.id, oj: tag.oj, gid: tag.gid });
    else await addTag.mutateAsync(body);
    notify.success(tag ? t('common.updated') : t('common.created'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={tag ? t('tag.editTag') : t('tag.createTag')}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} name="tag" layout="vertical" requiredMark={false} data-testid="tag-form">
        <Form.Item
          name="name"
          label={t('tag.name')}
          rules={[{ required: true, whitespace: true, message: t('tag.nameRequired') }, { max: 64 }]}
        >
          <Input maxLength={64} autoFocus />
        </Form.Item>
        <Form.Item name="color" label={t('tag.color')} getValueFromEvent={(c: { toHexString(): string }) => c.toHexString()}>
          <ColorPicker showText disabledAlpha presets={[{ label: t('tag.presets'), colors: PRESET_COLORS }]} />
        </Form.Item>
        <Form.Item name="tcid" label={t('tag.classification')}>
          <Select
            allowClear
            placeholder={t('tag.noClassification')}
            options={classifications.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="tag-classification-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const PRESET_COLORS = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8e44ad', '#16a085', '#2c3e50'];
