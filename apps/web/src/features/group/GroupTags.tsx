import { EyeInvisibleOutlined, GlobalOutlined, KeyOutlined, LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { GroupAuth } from './groupRules';

/** Public, protected or private, each in its own colour. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('group');
  const [color, icon, label] =
    auth === GroupAuth.Public
      ? ['green', <GlobalOutlined key="i" />, t('auth.public')]
      : auth === GroupAuth.Protected
        ? ['orange', <KeyOutlined key="i" />, t('auth.protected')]
        : ['red', <LockOutlined key="i" />, t('auth.private')];
  return (
    <Tag color={color} icon={icon} style={{ marginInlineEnd: 0 }} data-testid="group-auth-tag">
      {label}
    </Tag>
  );
}

/** Groups the site does not list to outsiders (visible = false) carry this label only (spec 3 §6). */
export function HiddenTag() {
  const { t } = useTranslation('group');
  return (
    <Tag icon={<EyeInvisibleOutlined />} style={{ marginInlineEnd: 0 }} data-testid="group-hidden-tag">
      {t('card.hidden')}
    </Tag>
  );
}

export const formatDate = (wire: string | null | undefined) => (wire ? dayjs(wire).format('YYYY-MM-DD') : '');
export const formatDateTime = (wire: string | null | undefined) => (wire ? dayjs(wire).format('YYYY-MM-DD HH:mm:ss') : '');
