import { Button, Progress, Select, Space, Typography } from 'antd';
import { ProblemAuth, adminChangeProblemAuth } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useInvalidate } from '../../invalidation';

/** Batch operation (spec 3 §2 problem/batch-operation): one auth for many problems, one call each, with progress. */
export function BatchAuthControl({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('adminSys');
  const invalidate = useInvalidate();
  const [auth, setAuth] = useState<number>(ProblemAuth.Private);
  const [done, setDone] = useState<number | null>(null);
  const running = done !== null;

  const run = async () => {
    const failed: number[] = [];
    setDone(0);
    for (const [i, id] of ids.entries()) {
      try {
        await api.call(adminChangeProblemAuth, { body: { id, auth }, quiet: true });
      } catch {
        failed.push(id);
      }
      setDone(i + 1);
    }
    setDone(null);
    await invalidate({ kind: 'problem' });
    if (failed.length === 0) notify.success(t('batchAuth.done', { count: ids.length }));
    else notify.error(t('batchAuth.failed', { count: failed.length, ids: failed.join(', ') }));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="batch-auth">
      <Space wrap>
        <Typography.Text>{t('batchAuth.label')}</Typography.Text>
        <Select
          value={auth}
          onChange={setAuth}
          disabled={running}
          style={{ width: 120 }}
          aria-label={t('batchAuth.label')}
          options={[
            { value: ProblemAuth.Public, label: t('batchAuth.public') },
            { value: ProblemAuth.Private, label: t('batchAuth.private') },
          ]}
        />
        <Button
          disabled={ids.length === 0 || running}
          loading={running}
          onClick={() => void run()}
          data-testid="batch-auth-start"
        >
          {t('batchAuth.apply', { count: ids.length })}
        </Button>
      </Space>
      {running && <Progress percent={Math.round((done / Math.max(1, ids.length)) * 100)} size="small" />}
    </Space>
  );
}
