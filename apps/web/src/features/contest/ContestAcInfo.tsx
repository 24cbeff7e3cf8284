import { FireFilled } from '@ant-design/icons';
import { Button, Card, Result, Table, Tag } from 'antd';
import { ContestLimits, ContestType, type ContestAcRecord, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useCheckAcInfo, useContestAcInfo } from './api';
import { useContestShell } from './contestContext';

/** ACM contest admins: every first AC, the first blood marked, a checked toggle (balloons handed out); refreshed every 10 s. */
export function ContestAcInfo() {
  const { t } = useTranslation('contest');
  const { cid, contest, isAdmin } = useContestShell();
  const [page, setPage] = useState(1);
  const isWide = useMinWidth(768);
  const allowed = isAdmin && contest.type === ContestType.ACM;
  if (!allowed)
    return <Result status="403" title={contest.type === ContestType.ACM ? t('shell.noAccess') : t('acInfo.acmOnly')} />;
  return <AcInfoTable cid={cid} page={page} setPage={setPage} isWide={isWide} t={t} />;
}

function AcInfoTable({
  cid,
  page,
  setPage,
  isWide,
  t,
}: {
  cid: number;
  page: number;
  setPage: (p: number) => void;
  isWide: boolean;
  t: ReturnType<typeof useTranslation<'contest'>>['t'];
}) {
  const list = useContestAcInfo(cid, page);
  const check = useCheckAcInfo(cid);
  return (
    <Card title={t('acInfo.title')} data-testid="contest-ac-info">
      <Table<ContestAcRecord>
        rowKey="id"
        size="small"
        dataSource={list.data?.records ?? []}
        loading={list.isPending}
        locale={{ emptyText: t('acInfo.empty') }}
        scroll={isWide ? undefined : { x: 520 }}
        pagination={{
          current: page,
          pageSize: ContestLimits.acInfoPageSize,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          simple: !isWide,
          hideOnSinglePage: true,
        }}
        rowClassName={(r) => (r.checked ? 'contest-row-done' : '')}
        columns={[
          {
            key: 'time',
            title: t('acInfo.time'),
            render: (_, r) => (r.submitTime ? dayjs(parseWireDate(r.submitTime)).format('HH:mm:ss') : '--'),
            width: 100,
          },
          { key: 'problem', title: t('acInfo.problem'), dataIndex: 'displayId', width: 80 },
          {
            key: 'user',
            title: t('acInfo.user'),
            render: (_, r) => (
              <span>
                {r.username}
                {r.realname ? ` (${r.realname})` : ''}
                {r.firstBlood && (
                  <Tag color="red" icon={<FireFilled />} style={{ marginInlineStart: 8 }} data-testid="first-blood">
                    {t('acInfo.firstBlood')}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            key: 'checked',
            title: t('acInfo.checked'),
            width: 150,
            render: (_, r) => (
              <Button
                size="small"
                type={r.checked ? 'default' : 'primary'}
                loading={check.isPending && check.variables?.id === r.id}
                onClick={() => check.mutate({ id: r.id, checked: !r.checked })}
                data-testid="ac-check"
              >
                {r.checked ? t('acInfo.uncheck') : t('acInfo.check')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
