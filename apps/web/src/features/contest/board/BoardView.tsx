import { CameraOutlined, DownloadOutlined, BarChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Input, Pagination, Switch, Table, Typography } from 'antd';
import {
  ContestLimits,
  ContestStatus,
  type ContestProblemVo,
  type ContestVo,
  contestRuleOf,
  downloadContestRank,
  parseWireDate,
} from '@verdict/shared';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusableScroller } from '../../../components/ScrollRegion';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../invalidation';
import { useTeamBoard } from '../../team';
import { useAuth } from '../../../lib/auth-store';
import { saveBlob } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { boardPageOptions } from '../api';
import { boardColumns } from './boardColumns';
import { type BoardRow, displayName, rowKey, topTen } from './boardCells';
import { readFollowed, toggleFollowed } from './followed';
import { sealedSinceText, UpsolveSwitch, useUpsolveToggle } from './upsolve';
import { useBoardLive } from './useBoardLive';
import './board.css';

const TopChart = lazy(() => import('./TopChart'));

export interface BoardViewProps {
  contest: ContestVo;
  problems: readonly ContestProblemVo[];
  /** The outside board (anonymous viewers) instead of the inner one. */
  outside: boolean;
  /** The viewer's virtual board (get-contest-rank with `virtual`), re-read every 15 s as their clock runs. */
  virtual?: boolean;
}

const safeStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Sealed for viewers now (server's clock): the notice says why cells show "?". */
function sealedNow(contest: ContestVo): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const now = contest.now ? parseWireDate(contest.now) : Date.now();
  return now >= parseWireDate(contest.sealRankTime) && now < parseWireDate(contest.endTime);
}

/**
 * An ACM or OI board (spec 2 §2): the server's page (ranks, awards, seal, followed rows on top),
 * kept live by the board stream with the 30 s poll as the fallback, with its toolbar: keyword,
 * switches, top-10 chart, CSV and image.
 */
export function BoardView({ contest, problems, outside, virtual = false }: BoardViewProps) {
  const { t } = useTranslation('contestBoard');
  const { user, isLoggedIn, isRoot } = useAuth();
  const phone = !useMinWidth(577);
  const invalidate = useInvalidate();
  const cid = contest.id;
  const acm = contestRuleOf(contest.type).ranksBy === 'solved';
  const ended = contest.status === ContestStatus.Ended;
  const contestAdmin = isLoggedIn && (isRoot || (!!user && user.username === contest.author));

  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ContestLimits.rankPageSize);
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [showStar, setShowStar] = useState(true);
  const [containsEnd, setContainsEnd] = useState(false);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [upsolve, setUpsolve] = useUpsolveToggle();
  // An ended contest starts without auto refresh (spec 2 §4); the switch turns it back on.
  const [autoRefresh, setAutoRefresh] = useState(!ended);
  const [followed, setFollowed] = useState<string[]>(() => {
    const store = safeStorage();
    return store ? readFollowed(store, cid) : [];
  });
  // A team contest: team rows (logo, organisation, members) and categories, each its own ranking.
  const teams = useTeamBoard(cid, !!contest.teamContest, user?.username, () => setPage(1));
  const [chartOpen, setChartOpen] = useState(false);
  const [imaging, setImaging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  // Wider than a phone, the board's body scrolls sideways: the keyboard reaches it.
  useFocusableScroller(tableRef, '.ant-table-body', t('title'));

  const dto = {
    cid,
    currentPage: page,
    limit,
    keyword: keyword || undefined,
    removeStar: !showStar,
    containsEnd,
    forceRefresh: contestAdmin && forceRefresh,
    concernedList: followed,
    groupId: teams.groupId,
    ...(ended && upsolve ? { upsolve: true } : {}),
    ...(virtual ? { virtual } : {}),
  };
  // A change refetches the board and the problem counts of its header (the outside board's counts live under boards());
  // while the stream is down, the same re-read is the 30 s poll.
  const reread = () => invalidate({ kind: 'contestStanding', cid });
  const live = useBoardLive(cid, autoRefresh, reread);
  // A failed fetch turns auto refresh off (spec 2 §4); the error shows in place.
  const board = useQuery({
    ...boardPageOptions(dto, outside, () => setAutoRefresh(false)),
    refetchInterval: virtual && autoRefresh ? 15_000 : false,
  });
  const rows = useMemo(() => (board.data?.records ?? []) as BoardRow[], [board.data]);

  const toggleFollow = (uid: string) => {
    const store = safeStorage();
    if (!store) return;
    setFollowed(toggleFollowed(store, cid, uid));
  };

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const file = await api.download(downloadContestRank, {
        query: { cid, forceRefresh: dto.forceRefresh, removeStar: dto.removeStar, containEnd: containsEnd },
        fallbackName: `contest_${cid}_rank.csv`,
      });
      saveBlob(file.blob, file.filename);
    } catch {
      // The client has shown the error.
    } finally {
      setDownloading(false);
    }
  };

  const saveImage = async () => {
    const node = tableRef.current;
    if (!node) return;
    setImaging(true);
    try {
      const { toBlob } = await import('html-to-image');
      const dark = document.documentElement.dataset.theme === 'dark';
      const blob = await toBlob(node, { backgroundColor: dark ? '#141414' : '#ffffff', pixelRatio: 2, cacheBust: true });
      if (blob) saveBlob(blob, `contest_${cid}_rank.png`);
    } catch {
      notify.error(t('imageFailed'));
    } finally {
      setImaging(false);
    }
  };

  const showName = (row: BoardRow) => displayName(row, contest.rankShowName);
  const sealed = sealedNow(contest) && !(contestAdmin && forceRefresh);
  const sealedSince = sealed ? sealedSinceText(contest.sealRankTime) : null;
  const columns = boardColumns({
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
    ownUid: teams.ownKey,
    renderName: teams.renderName,
    sealedSince,
  });

  const legend = acm
    ? (['firstAC', 'ac', ...(contest.allowEndSubmit ? (['afterContest'] as const) : []), 'pending', 'wrong'] as const)
    : (['full', 'partial', 'zero'] as const);

  return (
    <div data-testid="contest-board">
      {sealed && (
        <Alert
          className="board-sealed"
          type="info"
          showIcon
          message={t('sealed', { time: new Date(parseWireDate(contest.sealRankTime)).toLocaleString() })}
        />
      )}
      {teams.picker}
      <div className="board-toolbar">
        <Input.Search
          className="board-search"
          allowClear
          placeholder={t('keyword')}
          aria-label={t('keyword')}
          value={keywordInput}
          onChange={(e) => {
            setKeywordInput(e.target.value);
            if (!e.target.value) {
              setKeyword('');
              setPage(1);
            }
          }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <label>
          <Switch size="small" checked={autoRefresh} onChange={setAutoRefresh} /> {t('autoRefresh')}
        </label>
        {autoRefresh && (
          <Badge
            status={live === 'live' ? 'success' : 'warning'}
            text={<span data-testid="board-live">{live === 'live' ? t('live') : t('polling')}</span>}
          />
        )}
        <label>
          <Switch
            size="small"
            checked={showStar}
            onChange={(v) => {
              setShowStar(v);
              setPage(1);
            }}
          />{' '}
          {t('showStar')}
        </label>
        {contest.allowEndSubmit && (
          <label>
            <Switch
              size="small"
              checked={containsEnd}
              onChange={(v) => {
                setContainsEnd(v);
                setPage(1);
              }}
            />{' '}
            {t('containsEnd')}
          </label>
        )}
        {ended && <UpsolveSwitch t={t} on={upsolve} onChange={setUpsolve} />}
        {contestAdmin && (
          <label>
            <Switch size="small" checked={forceRefresh} onChange={setForceRefresh} /> {t('forceRefresh')}
          </label>
        )}
        <Button icon={<BarChartOutlined />} aria-expanded={chartOpen} onClick={() => setChartOpen((v) => !v)}>
          {t('chart')}
        </Button>
        {isLoggedIn && !outside && !virtual && (
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadCsv()}>
            {t('csv')}
          </Button>
        )}
        <Button icon={<CameraOutlined />} loading={imaging} onClick={() => void saveImage()}>
          {t('image')}
        </Button>
      </div>
      {chartOpen && (
        <div className="board-chart">
          <Suspense fallback={<div style={{ height: 300 }} />}>
            <TopChart
              rows={topTen(rows)}
              acm={acm}
              nameOf={showName}
              title={t('chartTitle')}
              solvedLabel={t('col.solved')}
              scoreLabel={t('col.score')}
            />
          </Suspense>
        </div>
      )}
      <div className="board-legend" aria-label={t('legend')} data-testid="board-legend">
        {legend.map((k) => (
          <span key={k}>
            <i className={`cell-${k}`} aria-hidden />
            {t(`cell.${k}`)}
          </span>
        ))}
      </div>
      {board.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={board.error instanceof Error ? board.error.message : t('loadFailed')}
          action={
            <Button size="small" onClick={() => void board.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <div ref={tableRef}>
        <Table<BoardRow>
          className="board-table"
          size="small"
          bordered
          sticky
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          loading={board.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowClassName={(row) =>
            user && row.uid === (teams.ownKey ?? user.uid) ? 'board-row-me' : row.isConcerned ? 'board-row-followed' : ''
          }
          locale={{ emptyText: board.isPending ? ' ' : t('empty') }}
        />
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Pagination
          size={phone ? 'small' : 'default'}
          current={page}
          pageSize={limit}
          total={board.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={ContestLimits.rankPageSizes.map(String)}
          showTotal={phone ? undefined : (total) => t('total', { count: total })}
          onChange={(p, size) => {
            if (size !== limit) {
              setLimit(size);
              setPage(1);
            } else setPage(p);
          }}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(acm ? 'hint' : 'hintOi')}
      </Typography.Text>
    </div>
  );
}
