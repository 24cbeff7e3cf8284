import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal } from 'antd';
import { DiscussionLimits } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useCategories, useDiscussionMutations } from './api';

type Row = { id?: number; name: string; key: string };

/**
 * The category list being edited, loaded from the server when `active` turns on, and its save
 * (one list, POST /api/discussion-category; super admins only).
 */
export function useCategoryRows(active: boolean) {
  const { t } = useTranslation('discussion');
  const categories = useCategories();
  const { saveCategories } = useDiscussionMutations();
  const [rows, setRows] = useState<Row[]>([]);

  useEffect(() => {
    if (active) setRows((categories.data ?? []).map((c) => ({ ...c, key: String(c.id) })));
  }, [active, categories.data]);

  const save = async (): Promise<boolean> => {
    const list = rows.map((r) => ({ id: r.id, name: r.name.trim() })).filter((r) => r.name !== '');
    try {
      await saveCategories.mutateAsync(list);
      notify.success(t('categories.saved'));
      return true;
    } catch {
      // Shown by the api client (e.g. a category still in use).
      return false;
    }
  };
  return { rows, setRows, save, saving: saveCategories.isPending, loading: categories.isPending };
}

/** The rows: a name field and a remove button each, and "add". */
export function CategoryRows({ rows, setRows }: { rows: Row[]; setRows: (rows: Row[]) => void }) {
  const { t } = useTranslation('discussion');
  return (
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
  );
}

/** Super admins add, rename and remove categories from the public list's gear (the back-office has its page too). */
export function CategoryEditor({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('discussion');
  const { rows, setRows, save, saving } = useCategoryRows(open);
  return (
    <Modal
      open={open}
      title={t('categories.title')}
      onCancel={onClose}
      onOk={() => void save().then((done) => done && onClose())}
      okText={t('categories.save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <CategoryRows rows={rows} setRows={setRows} />
    </Modal>
  );
}
