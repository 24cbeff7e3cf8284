import { PushpinFilled, PushpinOutlined, StarFilled, WomanOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContestProblemVo, UserInfo } from '@verdict/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readableOn, textOn } from '../../../lib/contrast';
import { acmCellKind, acmCellText, type BoardRow, formatPenalty, isAcmRow, oiCellKind, rankText } from './boardCells';
import { upsolveCell } from './upsolve';

export interface BoardColumnsProps {
  t: TFunction<'contestBoard'>;
  cid: number;
  acm: boolean;
  phone: boolean;
  /** The outside board links no problem. */
  outside: boolean;
  problems: readonly ContestProblemVo[];
  user: UserInfo | null;
  followed: readonly string[];
  toggleFollow: (uid: string) => void;
  showName: (row: BoardRow) => string;
  /** The viewer's own row when it is not their uid (a team contest: their team's). */
  ownUid?: string;
  /** Wraps a row's name (a team contest: the team's logo and card). */
  renderName?: (row: BoardRow, name: ReactNode) => ReactNode;
  /** A sealed board's problem headers say since when (hh:mm) instead of counts frozen at the seal. */
  sealedSince?: string | null;
}

/** The board's columns: rank, name (with the follow pin), school, totals, then one cell per problem. */
export function boardColumns({
  t,
  cid,
  acm,
  phone,
  outside,
  problems,
  user,
  followed,
  toggleFollow,
  showName,
  ownUid,
  renderName,
  sealedSince,
}: BoardColumnsProps): ColumnsType<BoardRow> {
  // Award winners' rows take the award's colours (text kept readable on them) up to the problem cells.
  const awardCell = (row: BoardRow) => {
    if (!row.isWinAward || !row.awardBackground) return {};
    const background = row.awardBackground;
    return { style: { background, color: readableOn(row.awardColor || textOn(background), background) } };
  };
  return [
    {
      title: t('col.rank'),
      key: 'rank',
      width: phone ? 52 : 68,
      fixed: 'left',
      align: 'center',
      onCell: awardCell,
      render: (_, row) =>
        row.rank === -1 ? (
          <Tooltip title={t('starUser')}>
            <span aria-label={t('starUser')}>*</span>
          </Tooltip>
        ) : row.isWinAward && row.awardName ? (
          <span className="board-rank-award" aria-label={`${rankText(row.rank)} · ${row.awardName}`}>
            {rankText(row.rank)}
            <small className="board-award-name" aria-hidden data-testid="board-award-name">
              {row.awardName}
            </small>
          </span>
        ) : (
          rankText(row.rank)
        ),
    },
    {
      title: t('col.name'),
      key: 'name',
      width: phone ? 128 : 180,
      fixed: 'left',
      onCell: awardCell,
      render: (_, row) => {
        const mine = !!user && row.uid === (ownUid ?? user.uid);
        const isFollowed = followed.includes(row.uid);
        return (
          <div className="board-name">
            {((name: ReactNode) => (renderName ? renderName(row, name) : name))(
              <Tooltip title={row.username !== showName(row) ? row.username : undefined}>
                <span className="board-name-text" data-testid="board-name">
                  {showName(row)}
                </span>
              </Tooltip>,
            )}
            {row.gender === 'female' && <WomanOutlined className="board-female" aria-label={t('female')} />}
            {row.rank === -1 && <StarFilled style={{ color: '#faad14' }} aria-label={t('starUser')} />}
            {mine ? (
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {t('me')}
              </Tag>
            ) : (
              <Tooltip title={isFollowed ? t('unfollow') : t('follow')}>
                <Button
                  className="board-follow"
                  type="text"
                  size="small"
                  aria-pressed={isFollowed}
                  aria-label={`${isFollowed ? t('unfollow') : t('follow')} ${showName(row)}`}
                  icon={isFollowed ? <PushpinFilled /> : <PushpinOutlined />}
                  onClick={() => toggleFollow(row.uid)}
                />
              </Tooltip>
            )}
          </div>
        );
      },
    },
    {
      title: t('col.school'),
      key: 'school',
      width: 140,
      ellipsis: true,
      responsive: ['md'],
      onCell: awardCell,
      render: (_, row) => row.school ?? '',
    },
    ...(acm
      ? [
          {
            title: t('col.solved'),
            key: 'ac',
            width: 64,
            align: 'center' as const,
            onCell: awardCell,
            render: (_: unknown, row: BoardRow) => (isAcmRow(row) ? <strong>{row.ac}</strong> : null),
          },
          {
            title: t('col.penalty'),
            key: 'penalty',
            width: 92,
            align: 'center' as const,
            onCell: awardCell,
            render: (_: unknown, row: BoardRow) =>
              isAcmRow(row) ? <span title={t('penaltyTitle', { total: row.total })}>{formatPenalty(row.totalTime)}</span> : null,
          },
        ]
      : [
          {
            title: t('col.score'),
            key: 'score',
            width: 76,
            align: 'center' as const,
            onCell: awardCell,
            render: (_: unknown, row: BoardRow) => (!isAcmRow(row) ? <strong>{row.totalScore}</strong> : null),
          },
        ]),
    ...problems.map((p) => ({
      key: `p-${p.displayId}`,
      width: 76,
      className: 'board-cell',
      title: (
        <div className="board-problem-head">
          <span>
            {p.color && <span className="board-balloon" style={{ background: p.color }} aria-hidden />}
            {outside ? (
              <strong>{p.displayId}</strong>
            ) : (
              <Link to={`/contest/${cid}/problem/${encodeURIComponent(p.displayId)}`}>{p.displayId}</Link>
            )}
          </span>
          {sealedSince ? (
            <span className="board-problem-count board-problem-sealed" data-testid="board-sealed-since">
              {t('sealedSince', { time: sealedSince })}
            </span>
          ) : (
            <span className="board-problem-count">{p.total >= 0 ? `${p.ac}/${p.total}` : '?'}</span>
          )}
        </div>
      ),
      // Solved after the contest only (the upsolve switch): the cell says so in words (board.css).
      onCell: (row: BoardRow) => upsolveCell(t, row, p.displayId),
      render: (_: unknown, row: BoardRow) => {
        if (isAcmRow(row)) {
          const cell = row.submissionInfo[p.displayId];
          const kind = acmCellKind(cell);
          if (kind === 'none') return <div className="board-cell-inner" />;
          const text = acmCellText(cell);
          return (
            <div className={`board-cell-inner cell-${kind}`} title={t(`cell.${kind}`)} data-cell={kind}>
              <span>{text.main || '\u00a0'}</span>
              <span className="board-cell-sub">
                {kind === 'ac' || kind === 'firstAC' || kind === 'afterContest'
                  ? t('tries', { count: Number(text.sub) })
                  : text.sub}
              </span>
            </div>
          );
        }
        const score = row.submissionInfo[p.displayId];
        const kind = oiCellKind(score);
        if (kind === 'none') return <div className="board-cell-inner" />;
        const ms = row.timeInfo[p.displayId];
        return (
          <div className={`board-cell-inner cell-${kind}`} data-cell={kind}>
            <span>{score}</span>
            {ms !== undefined && <span className="board-cell-sub">{ms} ms</span>}
          </div>
        );
      },
    })),
  ];
}
