import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal } from 'antd';
import { DiscussionLimits } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useCategories, useDiscussionMutations } from './api';

/** Super admins add, rename and remove categories; saved as one list (POST /api/discussion-category). */
export function CategoryEditor({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('discussion');
  const categories = useCategories();
  const { saveCategories } = useDiscussionMutations();
  const [rows, setRows] = useState<Array<{ id?: number; name: string; key: string }>>([]);

  useEffect(() => {
    if (open) setRows((categories.data ?? []).map((c) => ({ ...c, key: String(c.id) })));
  }, [open, categories.data]);

  const save = async () => {
    const list = rows.map((r) => ({ id: r.id, name: r.name.trim() })).filter((r) => r.name !== '');
    try {
      await saveCategories.mutateAsync(list);
      notify.success(t('categories.saved'));
      onClose();
    } catch {
      // Shown by the api client (e.g. a category still in use).
    }
  };

  return (
    <Modal
      open={open}
      title={t('categories.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('categories.save')}
      confirmLoading={saveCategories.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        {rows.map((r, i) => (
          <Flex key={r.key} gap={8}>
            <Input
              value={r.name}
              maxLength={DiscussionLimits.categoryNameMax}
              aria-label={t('categories.name')}
              placeholder={t('categories.name')}
              onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('categories.remove')}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            />
          </Flex>
        ))}
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setRows([...rows, { name: '', key: `new${Date.now()}` }])}>
          {t('categories.add')}
        </Button>
      </Flex>
    </Modal>
  );
}
