import { ArrowLeftOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Result, Segmented, Space, Typography } from 'antd';
import { BalloonLimits, type BalloonVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRouteId } from '../../lib/useRouteId';
import { BalloonAdmin } from './BalloonAdmin';
import { BalloonPrintSheet, BalloonRows } from './BalloonRows';
import { type BalloonFilter, useBalloonList, useSetDelivered } from './api';
import { useBalloonLive } from './useBalloonLive';
import './balloon.css';

type Show = 'all' | 'undelivered' | 'delivered';
const DELIVERED: Record<Show, boolean | undefined> = { all: undefined, undelivered: false, delivered: true };

/** `/contest/:contestID/balloons`: the runner page of a contest (its admins and its balloon runners). */
export function BalloonPage() {
  const { t } = useTranslation('balloon');
  const cid = useRouteId('contestID') ?? -1;
  const [room, setRoom] = useState('');
  const [show, setShow] = useState<Show>('all');
  const filter: BalloonFilter = { room, delivered: DELIVERED[show] };
  const list = useBalloonList(cid, filter);
  const mark = useSetDelivered(cid);
  useBalloonLive(cid, !list.isError);

  if (list.isError) {
    const status = list.error instanceof ApiError ? list.error.status : 0;
    return (
      <Result
        status={status === 404 ? '404' : status === 403 ? '403' : 'error'}
        title={status === 403 ? t('noAccess') : list.error.message}
        extra={<Link to={`/contest/${cid}`}>{t('back')}</Link>}
      />
    );
  }
  const data = list.data;
  const onMark = (b: BalloonVo, delivered: boolean) =>
    mark.mutate({ id: b.id, delivered }, { onSuccess: (_, v) => notify.success(v.delivered ? t('deliver') : t('undeliver')) });

  return (
    <div className="balloon-page" data-testid="balloon-page">
      <div className="balloon-screen">
        <Space className="balloon-head" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          {data && <Typography.Text type="secondary">{t('subtitle', { contest: data.contestTitle })}</Typography.Text>}
        </Space>
        <Space className="balloon-tools" wrap>
          <Input.Search
            allowClear
            maxLength={BalloonLimits.roomMax}
            placeholder={t('room')}
            aria-label={t('room')}
            onSearch={(v) => setRoom(v.trim())}
            onChange={(e) => e.target.value === '' && setRoom('')}
            data-testid="balloon-room"
            style={{ width: 220 }}
          />
          <Segmented<Show>
            value={show}
            onChange={setShow}
            aria-label={t('show.label')}
            options={(['all', 'undelivered', 'delivered'] as const).map((v) => ({ value: v, label: t(`show.${v}`) }))}
            data-testid="balloon-show"
          />
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
            {t('refresh')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="balloon-print">
            {t('print')}
          </Button>
          <Link to={`/contest/${cid}`}>
            <ArrowLeftOutlined /> {t('back')}
          </Link>
        </Space>
        {data?.frozen && (
          <Alert
            type="warning"
            showIcon
            message={data.duringFreeze ? t('frozenFlowing') : t('frozen', { count: data.held })}
            data-testid="balloon-frozen"
          />
        )}
        <Card size="small">
          <BalloonRows
            balloons={data?.balloons ?? []}
            loading={list.isPending}
            filtered={room !== '' || show !== 'all'}
            pendingId={mark.isPending ? (mark.variables?.id ?? null) : null}
            onMark={onMark}
          />
        </Card>
        {data?.admin && <BalloonAdmin cid={cid} />}
      </div>
      {data && <BalloonPrintSheet title={data.contestTitle} balloons={data.balloons} />}
    </div>
  );
}
