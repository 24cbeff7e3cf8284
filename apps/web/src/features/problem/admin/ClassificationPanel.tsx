import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import type { TagClassificationRow } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useTagMutations } from './api';

interface ClassificationValues {
  name: string;
  rank: number;
}

/** Classifications group tags on the problem bank; a lower rank is listed first. */
export function ClassificationPanel({
  oj,
  rows,
  loading,
  tagCount,
}: {
  oj: string;
  rows: TagClassificationRow[];
  loading: boolean;
  /** Tags per classification id, shown so a delete does not surprise anyone. */
  tagCount: Map<number, number>;
}) {
  const { t } = useTranslation('problemAdmin');
  const { addClassification, updateClassification, deleteClassification } = useTagMutations();
  const [editing, setEditing] = useState<TagClassificationRow | 'new' | null>(null);
  const [form] = Form.useForm<ClassificationValues>();
  const sorted = [...rows].sort((a, b) => a.rank - b.rank || a.id - b.id);

  // forceRender keeps the form mounted, so it can be filled before the dialog opens.
  const open = (row: TagClassificationRow | 'new') => {
    if (row === 'new') form.setFieldsValue({ name: '', rank: (sorted.at(-1)?.rank ?? -1) + 1 });
    else form.setFieldsValue({ name: row.name, rank: row.rank });
    setEditing(row);
  };

  const save = async () => {
    const values = await form.validateFields();
    const body = { name: values.name.trim(), rank: values.rank, oj };
    if (editing === 'new') await addClassification.mutateAsync(body);
    else if (editing) await updateClassification.mutateAsync({ ...body, id: editing.id, oj: editing.oj });
    notify.success(editing === 'new' ? t('common.created') : t('common.updated'));
    setEditing(null);
  };

  return (
    <Card
      title={t('tag.classifications')}
      size="small"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="create-classification">
          {t('tag.createClassification')}
        </Button>
      }
    >
      <Table<TagClassificationRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={sorted}
        pagination={false}
        data-testid="classification-table"
        locale={{ emptyText: t('tag.noClassifications') }}
        columns={[
          { key: 'rank', title: t('tag.rank'), dataIndex: 'rank', width: 64 },
          { key: 'name', title: t('tag.name'), dataIndex: 'name', ellipsis: true },
          { key: 'tags', title: t('tag.tagCount'), width: 64, render: (_, r) => tagCount.get(r.id) ?? 0 },
          {
            key: 'actions',
            title: t('list.columns.actions'),
            width: 90,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('tag.edit')} onClick={() => open(r)} />
                <Popconfirm
                  title={t('tag.deleteClassificationConfirm', { name: r.name })}
                  description={t('tag.deleteClassificationHint')}
                  okButtonProps={{ danger: true }}
                  okText={t('list.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => deleteClassification.mutateAsync(r.id).then(() => notify.success(t('common.deleted')))}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('tag.createClassification') : t('tag.editClassification')}
        onCancel={() => setEditing(null)}
        onOk={() => void save().catch(() => undefined)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={addClassification.isPending || updateClassification.isPending}
        forceRender
      >
        <Form form={form} name="classification" layout="vertical" requiredMark={false} data-testid="classification-form">
          <Form.Item
            name="name"
            label={t('tag.name')}
            rules={[{ required: true, whitespace: true, message: t('tag.nameRequired') }, { max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="rank"
            label={t('tag.rank')}
            extra={t('tag.rankHint')}
            rules={[{ required: true, message: t('tag.rankRequired') }]}
          >
            <InputNumber min={0} max={2147483647} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
