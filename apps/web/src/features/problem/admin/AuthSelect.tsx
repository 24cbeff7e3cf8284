import { Select } from 'antd';
import { ProblemAuth } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useChangeProblemAuth } from './api';
import { AUTH_LABEL_KEYS } from './labels';

/**
 * Inline auth change (spec 3 §4): saves on pick. Contest (3) is shown but not selectable here,
 * it belongs to a contest context; a problem already in that state still displays it.
 */
export function AuthSelect({ pid, auth, title }: { pid: number; auth: number; title: string }) {
  const { t } = useTranslation('problemAdmin');
  const change = useChangeProblemAuth();
  const pending = change.isPending && change.variables?.id === pid;
  return (
    <Select
      size="small"
      style={{ width: 104 }}
      value={pending ? change.variables?.auth : auth}
      loading={pending}
      disabled={pending}
      aria-label={t('list.authOf', { title })}
      data-testid={`auth-select-${pid}`}
      onChange={(next: number) =>
        change.mutate({ id: pid, auth: next }, { onSuccess: () => notify.success(t('list.authChanged')) })
      }
      options={[ProblemAuth.Public, ProblemAuth.Private, ProblemAuth.Contest].map((value) => ({
        value,
        label: t(AUTH_LABEL_KEYS[value]),
        disabled: value === ProblemAuth.Contest,
      }))}
    />
  );
}
