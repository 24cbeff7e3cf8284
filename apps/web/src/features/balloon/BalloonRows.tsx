import { CheckOutlined, FireFilled, RollbackOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space, Tag, Typography } from 'antd';
import type { BalloonVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { BalloonSwatch } from './BalloonSwatch';

/** Contest time as h:mm:ss. */
export const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

interface RowsProps {
  balloons: BalloonVo[];
  loading: boolean;
  filtered: boolean;
  pendingId: number | null;
  onMark: (b: BalloonVo, delivered: boolean) => void;
}

/** One row per balloon: swatch, team and seat, problem, time, first to solve, the team's other balloons, the delivery button. */
export function BalloonRows({ balloons, loading, filtered, pendingId, onMark }: RowsProps) {
  const { t } = useTranslation('balloon');
  return (
    <List<BalloonVo>
      className="balloon-list"
      loading={loading}
      dataSource={balloons}
      rowKey="id"
      locale={{ emptyText: <Empty description={filtered ? t('emptyFiltered') : t('empty')} /> }}
      renderItem={(b) => (
        <List.Item className={b.delivered ? 'balloon-row balloon-row-done' : 'balloon-row'} data-testid="balloon-row">
          <div className="balloon-main">
            <BalloonSwatch problem={b} size={28} />
            <div className="balloon-who">
              <Typography.Text strong data-testid="balloon-team">
                {b.teamName}
              </Typography.Text>
              <span className="balloon-location" data-testid="balloon-location">
                {b.location ?? t('noLocation')}
              </span>
            </div>
            {b.firstToSolve && (
              <Tag color="red" icon={<FireFilled />} data-testid="balloon-first">
                {t('firstToSolve')}
              </Tag>
            )}
          </div>
          <div className="balloon-meta">
            <span title={b.problemTitle}>
              {t('col.problem')}: {b.displayId} · {clock(b.contestTime)}
            </span>
            <span className="balloon-others" data-testid="balloon-others">
              {t('col.others')}:{' '}
              {b.others.length === 0 ? (
                t('none')
              ) : (
                <Space size={6} wrap>
                  {b.others.map((o) => (
                    <BalloonSwatch key={o.displayId} problem={o} size={12} />
                  ))}
                </Space>
              )}
            </span>
          </div>
          <div className="balloon-action">
            {b.delivered && b.deliveredBy && (
              <Typography.Text type="secondary">{t('deliveredBy', { name: b.deliveredBy })}</Typography.Text>
            )}
            <Button
              type={b.delivered ? 'default' : 'primary'}
              icon={b.delivered ? <RollbackOutlined /> : <CheckOutlined />}
              loading={pendingId === b.id}
              onClick={() => onMark(b, !b.delivered)}
              data-testid="balloon-deliver"
            >
              {b.delivered ? t('undeliver') : t('deliver')}
            </Button>
          </div>
        </List.Item>
      )}
    />
  );
}

/** The print sheet: a clean table of the undelivered balloons (shown only when printing). */
export function BalloonPrintSheet({ title, balloons }: { title: string; balloons: BalloonVo[] }) {
  const { t } = useTranslation('balloon');
  const rows = balloons.filter((b) => !b.delivered);
  return (
    <div className="balloon-print-sheet" aria-hidden>
      <h2>{t('printTitle', { contest: title })}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('col.location')}</th>
            <th>{t('col.team')}</th>
            <th>{t('col.balloon')}</th>
            <th>{t('col.time')}</th>
            <th>{t('col.others')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td>{b.location ?? ''}</td>
              <td>{b.teamName}</td>
              <td>
                <BalloonSwatch problem={b} size={12} />
                {b.firstToSolve ? ` (${t('firstToSolve')})` : ''}
              </td>
              <td>{clock(b.contestTime)}</td>
              <td>{b.others.map((o) => o.displayId).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
