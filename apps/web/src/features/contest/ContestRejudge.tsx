import { Button, Card, Popconfirm, Result, Table, Typography } from 'antd';
import type { ContestProblemVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useContestProblems, useRejudgeContestProblem } from './api';
import { useContestShell } from './contestContext';

/** Super admins: rejudge every submission of the contest to one problem. */
export function ContestRejudge() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const { isRoot } = useAuth();
  const problems = useContestProblems(cid, isRoot);
  const rejudge = useRejudgeContestProblem(cid);
  if (!isRoot) return <Result status="403" title={t('shell.noAccess')} />;
  return (
    <Card title={t('rejudge.title')} data-testid="contest-rejudge">
      <Typography.Paragraph type="secondary">{t('rejudge.hint')}</Typography.Paragraph>
      <Table<ContestProblemVo>
        rowKey="id"
        size="small"
        pagination={false}
        loading={problems.isPending}
        dataSource={problems.data ?? []}
        columns={[
          { key: 'id', title: t('problems.displayId'), dataIndex: 'displayId', width: 80 },
          { key: 'title', title: t('problems.title'), dataIndex: 'displayTitle' },
          { key: 'total', title: t('problems.total'), dataIndex: 'total', width: 80 },
          {
            key: 'action',
            title: '',
            width: 120,
            render: (_, p) => (
              <Popconfirm
                title={t('rejudge.confirm', { id: p.displayId })}
                onConfirm={() => rejudge.mutate(p.pid, { onSuccess: () => notify.success(t('rejudge.success')) })}
              >
                <Button size="small" danger loading={rejudge.isPending && rejudge.variables === p.pid}>
                  {t('rejudge.action')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
