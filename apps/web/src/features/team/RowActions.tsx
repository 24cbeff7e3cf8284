import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A row's edit and delete buttons (delete asks first), as the teams, organisations and groups tables show them. */
export function RowActions(props: {
  editLabel: string;
  deleteLabel: string;
  deleteConfirm: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  testid: string;
}) {
  const { t } = useTranslation('team');
  return (
    <Space size={4}>
      <Button
        size="small"
        type="primary"
        icon={<EditOutlined />}
        aria-label={props.editLabel}
        onClick={props.onEdit}
        data-testid={`${props.testid}-edit`}
      />
      <Popconfirm
        title={props.deleteConfirm}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={props.onDelete}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={props.deleteLabel}
          data-testid={`${props.testid}-delete`}
        />
      </Popconfirm>
    </Space>
  );
}
