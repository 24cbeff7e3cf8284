import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, ColorPicker, Form, Input, Modal, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { TrainingCategory } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { useTrainingCategories } from '../api';
import { useDeleteCategory, useSaveCategory } from './api';

const toHex = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'toHexString' in v && typeof (v as { toHexString: unknown }).toHexString === 'function') {
    return (v as { toHexString: () => string }).toHexString();
  }
  return '#409eff';
};

/** /admin/training/category: categories with name and colour; one in use cannot be deleted. */
export function TrainingCategoryPage() {
  const { t } = useTranslation('trainingAdmin');
  usePageTitle(t('category.title'));
  const categories = useTrainingCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Partial<TrainingCategory> | null>(null);
  const [form] = Form.useForm<{ name: string; color: unknown }>();

  const open = (c: Partial<TrainingCategory>) => {
    setEditing(c);
    form.setFieldsValue({ name: c.name ?? '', color: c.color ?? '#409eff' });
  };
  const submit = (v: { name: string; color: unknown }) =>
    save.mutate(
      { id: editing?.id, name: v.name.trim(), color: toHex(v.color) },
      {
        onSuccess: () => {
          notify.success(t('saved'));
          setEditing(null);
        },
      },
    );

  const columns: TableColumnsType<TrainingCategory> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
    { key: 'name', title: t('category.name'), render: (_, c) => <Tag color={c.color ?? undefined}>{c.name}</Tag> },
    { key: 'color', title: t('category.color'), dataIndex: 'color', width: 120 },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      width: 120,
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('list.edit')} onClick={() => open(c)} />
          <Popconfirm
            title={t('category.deleteConfirm')}
            onConfirm={() => remove.mutate(c.id, { onSuccess: () => notify.success(t('deleted')) })}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('category.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({})} data-testid="add-category">
          {t('category.add')}
        </Button>
      }
    >
      <Table<TrainingCategory>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isPending}
        pagination={false}
        locale={{ emptyText: t('category.empty') }}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('category.edit') : t('category.add')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        okText={t('form.save')}
        cancelText={t('form.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="category-form">
          <Form.Item
            name="name"
            label={t('category.name')}
            rules={[
              { required: true, whitespace: true, message: t('form.required', { field: t('category.name') }) },
              { max: 64 },
            ]}
          >
            <Input data-testid="category-name" />
          </Form.Item>
          <Form.Item name="color" label={t('category.color')} rules={[{ required: true }]}>
            <ColorPicker showText format="hex" disabledAlpha />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
