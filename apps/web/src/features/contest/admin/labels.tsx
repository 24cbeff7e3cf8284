import { Tag } from 'antd';
import { ContestAuth, ContestStatus, ContestType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';

/** Rule, auth and status tags shared by the admin contest screens. */

export function RuleTag({ type }: { type: number }) {
  return <Tag color={type === ContestType.OI ? 'purple' : 'geekblue'}>{type === ContestType.OI ? 'OI' : 'ACM'}</Tag>;
}

export function AuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('contestAdmin');
  if (auth === ContestAuth.Private) return <Tag color="red">{t('auth.private')}</Tag>;
  if (auth === ContestAuth.Protected) return <Tag color="orange">{t('auth.protected')}</Tag>;
  return <Tag color="green">{t('auth.public')}</Tag>;
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('contestAdmin');
  if (status === ContestStatus.Scheduled) return <Tag color="blue">{t('status.scheduled')}</Tag>;
  if (status === ContestStatus.Running) return <Tag color="green">{t('status.running')}</Tag>;
  return <Tag>{t('status.ended')}</Tag>;
}

/** Root and the contest's author administer a contest (spec 2 §6); the server checks again. */
export function useContestAdminRights() {
  const { user } = useAuth();
  const roles = user?.roleList ?? [];
  const root = roles.includes('root');
  return {
    root,
    manages: (c: { uid: string }) => root || (user?.uid !== undefined && c.uid === user.uid),
  };
}
