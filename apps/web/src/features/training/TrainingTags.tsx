import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Public or Private, with a lock for the latter. */
export function AuthTag({ auth }: { auth: string }) {
  const { t } = useTranslation('training');
  const isPrivate = auth === 'Private';
  return (
    <Tag
      color={isPrivate ? 'volcano' : 'green'}
      icon={isPrivate ? <LockOutlined /> : <UnlockOutlined />}
      data-testid="training-auth"
    >
      {isPrivate ? t('auth.Private') : t('auth.Public')}
    </Tag>
  );
}

/** The category in its own colour (an admin picks it). */
export function CategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Tag color={color ?? undefined} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

/** Wire dates in the viewer's local time, `YYYY-MM-DD HH:mm:ss` (spec 3 §9). */
export const formatDateTime = (wire: string | null) => (wire ? dayjs(wire).format('YYYY-MM-DD HH:mm:ss') : '');
