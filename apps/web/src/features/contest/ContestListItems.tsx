import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, TrophyFilled } from '@ant-design/icons';
import { Button, Empty, List, Space, Tooltip, Typography } from 'antd';
import { ContestLimits, ContestStatus, ContestType, type ContestVo, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { AuthBadge, RuleTag, StatusTag, useDurationText } from './ContestTags';
import './contest.css';

/** The URL of the outside board of a contest (ACM or OI view). */
export const outsideBoardPath = (c: Pick<ContestVo, 'id' | 'type'>) =>
  `/contest/${c.type === ContestType.OI ? 'oi' : 'acm'}-scoreboard/${c.id}`;

export interface ContestListItemsProps {
  records: ContestVo[];
  total: number;
  currentPage: number;
  loading: boolean;
  empty: ReactNode;
  onPage: (currentPage: number) => void;
  /** Opens a contest (the site list asks a guest to log in first). */
  onOpen: (cid: number) => void;
}

/** The contest rows (site list and a group's contests tab), 10 per page. */
export function ContestListItems({ records, total, currentPage, loading, empty, onPage, onOpen }: ContestListItemsProps) {
  const { t } = useTranslation('contest');
  const isWide = useMinWidth(768);
  const duration = useDurationText();
  return (
    <List<ContestVo>
      itemLayout="horizontal"
      dataSource={records}
      loading={loading}
      locale={{ emptyText: <Empty description={empty} /> }}
      pagination={
        total > ContestLimits.listPageSize
          ? {
              current: currentPage,
              pageSize: ContestLimits.listPageSize,
              total,
              simple: !isWide,
              showSizeChanger: false,
              showTotal: isWide ? (n) => t('list.total', { count: n }) : undefined,
              onChange: onPage,
              align: 'center',
            }
          : false
      }
      renderItem={(c) => (
        <List.Item className="contest-item" data-testid="contest-item" data-cid={c.id}>
          <div className="contest-item-trophy" aria-hidden style={{ color: c.type === ContestType.OI ? '#722ed1' : '#e6a23c' }}>
            <TrophyFilled />
          </div>
          <div className="contest-item-main">
            <Space size={4} wrap>
              <Typography.Link
                strong
                className="contest-item-title"
                href={`/contest/${c.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(c.id);
                }}
              >
                {c.title}
              </Typography.Link>
              <AuthBadge auth={c.auth} />
              {/* Phones: the status sits with the title, not on a line of its own. */}
              {!isWide && <StatusTag status={c.status} />}
            </Space>
            <div className="contest-item-meta">
              <span>
                <CalendarOutlined /> {dayjs(parseWireDate(c.startTime)).format('YYYY-MM-DD HH:mm')}
              </span>
              <span>
                <ClockCircleOutlined /> {duration(c.duration)}
              </span>
              <RuleTag type={c.type} />
              <span>
                <TeamOutlined /> {t('list.participants', { count: c.count ?? 0 })}
              </span>
              {c.openRank && (
                <Tooltip title={c.status === ContestStatus.Scheduled ? t('list.outsideBoardScheduled') : undefined}>
                  {c.status === ContestStatus.Scheduled ? (
                    <Button size="small" disabled>
                      {t('list.outsideBoard')}
                    </Button>
                  ) : (
                    <Link to={outsideBoardPath(c)}>
                      <Button size="small">{t('list.outsideBoard')}</Button>
                    </Link>
                  )}
                </Tooltip>
              )}
            </div>
          </div>
          {isWide && (
            <div className="contest-item-status">
              <StatusTag status={c.status} />
            </div>
          )}
        </List.Item>
      )}
    />
  );
}
