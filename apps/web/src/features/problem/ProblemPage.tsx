import { useQuery } from '@tanstack/react-query';
import { CompressOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle } from '../site';
import { problemPageOptions, type ContestProblemScope } from './api';
import { lazyPart } from '../../lib/lazyPart';
import { EditorPending, preloadEditorCode, ProblemEditorPanel, useAfterStatement } from './lazyEditorPanel';
import { ProblemTabs } from './ProblemTabs';
import './problem.css';

// Focus mode's problem list (Drawer, List) only where it shows: the focus routes.
const FocusProblemList = lazyPart(async () => (await import('./FocusProblemList')).FocusProblemList, null);

const MIN_PCT = 20;
const MAX_PCT = 80;

/**
 * `/problem/:problemID` and the focus-mode routes (`fullScreen`): statement on the left, editor
 * on the right with a draggable divider; stacked below 768 px.
 */
export function ProblemPage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('problem');
  const { problemID = '', contestID, trainingID, groupID } = useParams();
  // Inside a contest (/contest/:contestID/problem/:displayId, and its focus route) every call is scoped to the contest.
  // One object per contest problem: the statement's half is drawn again only when its inputs change.
  const contest = useMemo<ContestProblemScope | undefined>(
    () => (contestID ? { cid: Number(contestID), displayId: problemID } : undefined),
    [contestID, problemID],
  );
  const detail = useQuery(problemPageOptions(problemID, contest, groupID ? Number(groupID) : undefined));
  const info = detail.data;
  const shownId = contest ? contest.displayId : info?.problem.problemId;
  const isWide = useMinWidth(768);
  const navigate = useNavigate();
  const location = useLocation();
  const [focus, setFocus] = useState(fullScreen);
  const [leftPct, setLeftPct] = useState(50);
  const [folded, setFolded] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Phones show one pane at a time; both stay mounted so the code and scroll position survive a switch.
  const [pane, setPane] = useState<'statement' | 'code'>('statement');
  const container = useRef<HTMLDivElement>(null);
  usePageTitle(info?.problem.title ?? t('page.title'));
  const editorDue = useAfterStatement(!detail.isPending);
  useEffect(preloadEditorCode, []);

  // Code and settings are kept per problem, and per contest/training/group problem.
  const scope = [contestID && `c${contestID}`, trainingID && `t${trainingID}`, groupID && `g${groupID}`, problemID]
    .filter(Boolean)
    .join('-');

  useEffect(() => {
    if (!dragging) return;
    const move = (e: PointerEvent) => {
      const box = container.current?.getBoundingClientRect();
      if (!box || box.width === 0) return;
      setLeftPct(Math.min(MAX_PCT, Math.max(MIN_PCT, ((e.clientX - box.left) / box.width) * 100)));
    };
    const up = () => setDragging(false);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [dragging]);

  const exitFocus = () => {
    // The focus-mode routes end in /full-screen; leaving goes to the same problem in its context.
    if (fullScreen) navigate(location.pathname.replace(/\/full-screen\/?$/, ''));
    else setFocus(false);
  };

  const left = <ProblemTabs info={info} loading={detail.isPending} error={detail.error} contest={contest} />;
  const right = (
    <Card styles={{ body: { padding: isWide ? 16 : 8 } }}>
      {editorDue ? (
        <ProblemEditorPanel
          key={scope}
          info={info}
          contest={contest}
          scope={scope}
          focusMode={focus}
          onToggleFocus={() => (focus ? exitFocus() : setFocus(true))}
          compact={!isWide}
        />
      ) : (
        <EditorPending />
      )}
    </Card>
  );

  const body = !isWide ? (
    <div className="problem-page-stacked" data-testid="problem-page">
      <div className="problem-pane-switch">
        <Segmented<'statement' | 'code'>
          block
          value={pane}
          onChange={setPane}
          aria-label={t('page.switchLabel')}
          options={[
            { value: 'statement', label: t('page.statement') },
            { value: 'code', label: t('page.code') },
          ]}
          data-testid="pane-switch"
        />
      </div>
      <div hidden={pane !== 'statement'} data-testid="pane-statement">
        {left}
      </div>
      <div hidden={pane !== 'code'} data-testid="pane-code">
        {right}
      </div>
    </div>
  ) : (
    <div className="problem-page" ref={container} data-testid="problem-page">
      <div className="problem-left" style={{ flex: folded ? '1 1 100%' : `0 0 calc(${leftPct}% - 6px)` }}>
        {left}
      </div>
      <div
        className={`problem-divider${dragging ? ' problem-divider-active' : ''}`}
        onPointerDown={(e: ReactPointerEvent) => {
          if (folded || (e.target as HTMLElement).closest('button')) return;
          e.preventDefault();
          setDragging(true);
        }}
        data-testid="problem-divider"
      >
        {/* The separator is a sibling of the fold button, not its parent: a separator's children are presentational. */}
        <div className="problem-divider-line" role="separator" aria-orientation="vertical" />
        <Tooltip title={folded ? t('page.unfold') : t('page.fold')} placement="right">
          <Button
            className="problem-fold"
            size="small"
            shape="circle"
            icon={folded ? <LeftOutlined /> : <RightOutlined />}
            onClick={() => setFolded(!folded)}
            aria-label={folded ? t('page.unfold') : t('page.fold')}
          />
        </Tooltip>
      </div>
      <div className="problem-right" style={{ flex: '1 1 0', display: folded ? 'none' : undefined }}>
        {right}
      </div>
    </div>
  );

  if (!focus) return body;
  return (
    <div className="problem-focus" data-testid="problem-focus">
      <div className="problem-focus-bar">
        <Typography.Text strong ellipsis>
          {info ? `${shownId}. ${info.problem.title}` : t('page.title')}
        </Typography.Text>
        {/* The training's or contest's problems, one click away in focus mode. */}
        <span style={{ display: 'flex', gap: 8 }}>
          {fullScreen && <FocusProblemList />}
          <Button icon={<CompressOutlined />} onClick={exitFocus}>
            {t('editor.exitFocus')}
          </Button>
        </span>
      </div>
      {body}
    </div>
  );
}

/** The focus-mode routes: the same page, always full screen. */
export function FocusProblemPage() {
  return <ProblemPage fullScreen />;
}
