import { useQuery } from '@tanstack/react-query';
import { BugOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { JudgeStatus, Limits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useCountdown } from '../../lib/useCountdown';
import { authDialog } from '../account';
import { useInvalidate } from '../invalidation';
import { JudgeStatusTag, useLiveSubmissions } from '../submission';
import {
  fetchLastAcCode,
  myProblemStatusOptions,
  problemLanguagesOptions,
  useSubmitJudge,
  type ContestProblemScope,
  type ProblemPageInfo,
} from './api';
import { CodeEditor, EDITOR_HEIGHT } from './CodeEditor';
import { CompileErrorPanel } from './CompileErrorPanel';
import { ContestClock, submitAfterEnd, useContestClock } from './ContestClock';
import { CustomTestDrawer } from './CustomTestDrawer';
import { EditorToolbar } from './EditorToolbar';
import { languageLabels } from './languageLabels';
import { parseExamples } from './examples';
import { useEditorState } from './useEditorState';

export interface ProblemEditorPanelProps {
  /** Undefined while loading or when the problem failed to load: submit stays disabled. */
  info: ProblemPageInfo | undefined;
  /** Inside a contest: submit with `cid` and the display id, the contest's status mark and routes. */
  contest?: ContestProblemScope;
  scope: string;
  focusMode: boolean;
  onToggleFocus: () => void;
  compact: boolean;
}

/** The right half of the problem page: editor, self-test and submit with the live verdict. */
export function ProblemEditorPanel({ info, contest, scope, focusMode, onToggleFocus, compact }: ProblemEditorPanelProps) {
  const { t } = useTranslation('problem');
  const { isLoggedIn } = useAuth();
  const invalidate = useInvalidate();
  const problem = info?.problem;
  const languageRows = useQuery(problemLanguagesOptions(problem?.id));
  const cid = contest?.cid;
  const myStatus = useQuery(myProblemStatusOptions(problem?.id, isLoggedIn, cid));
  const clock = useContestClock(cid);
  const afterEnd = submitAfterEnd(clock);
  const closed = afterEnd === 'closed';
  const languages = info?.languages ?? [];
  // The problem's own template for the language, else an empty editor: never the language's sample program (issue 28.9).
  const templateOf = (language: string) => info?.codeTemplate[language] ?? '';
  const editor = useEditorState(scope, languages, templateOf);
  const submit = useSubmitJudge();
  // Inside a training the submission is sent with its tid, and counts there (contract §2.4).
  const { trainingID, groupID } = useParams();
  // A rate-limited submit (HTTP 429) holds the button for as long as the server asks.
  const [waitLeft, startWait] = useCountdown('submit');
  const [submitId, setSubmitId] = useState<number | null>(null);
  const [judging, setJudging] = useState(false);
  const [finalStatus, setFinalStatus] = useState<number | null>(null);
  const [testOpen, setTestOpen] = useState(false);

  const live = useLiveSubmissions(
    judging && submitId !== null ? [submitId] : [],
    (id, status) => {
      setFinalStatus(status);
      setJudging(false);
      // The verdict changes the problem's counters, my status mark and My Submission (and in a contest its lists and boards).
      void invalidate({ kind: 'judgement', submitId: id, cid });
    },
    cid,
  );

  const requireLogin = () => {
    if (isLoggedIn) return true;
    notify.warning(t('loginFirst'));
    authDialog.open('login');
    return false;
  };

  const validateCode = () => {
    if (editor.code.trim() === '') {
      notify.warning(t('submit.codeEmpty'));
      return false;
    }
    if (editor.code.length > Limits.codeMax) {
      notify.warning(t('submit.codeTooLong', { max: Limits.codeMax }));
      return false;
    }
    return true;
  };

  const onSubmit = () => {
    if (!problem || !requireLogin() || !validateCode()) return;
    submit.mutate(
      contest
        ? { pid: contest.displayId, cid: contest.cid, language: editor.language, code: editor.code, isRemote: problem.isRemote }
        : {
            pid: problem.problemId,
            language: editor.language,
            code: editor.code,
            isRemote: problem.isRemote,
            ...(trainingID ? { tid: Number(trainingID) } : {}),
            ...(groupID ? { gid: Number(groupID) } : {}),
          },
      {
        onSuccess: (row) => {
          notify.success(t('submit.success'));
          setSubmitId(row.submitId);
          setFinalStatus(null);
          setJudging(true);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.retryAfter) startWait(err.retryAfter);
        },
      },
    );
  };

  const onRecentAc = async () => {
    if (!problem || !requireLogin()) return;
    const status = myStatus.data ?? (await myStatus.refetch()).data;
    if (status !== JudgeStatus.Accepted) {
      notify.error(t('editor.recentAcNotPassed'));
      return;
    }
    const last = await fetchLastAcCode(problem.id).catch(() => null);
    if (last) editor.loadCode(last.language, last.code);
  };

  const shownStatus = judging ? ((submitId !== null ? live[submitId]?.status : undefined) ?? JudgeStatus.Pending) : finalStatus;
  const firstSample = problem ? (parseExamples(problem.examples)[0]?.input ?? '') : '';
  const wrap = editor.settings.wrap ?? compact;
  const editorHeight = compact ? 380 : focusMode ? Math.max(EDITOR_HEIGHT, window.innerHeight - 220) : EDITOR_HEIGHT;

  return (
    <div data-testid="problem-editor">
      {contest && <ContestClock clock={clock} focusMode={focusMode} />}
      <EditorToolbar
        editor={editor}
        languages={languages}
        labels={languageLabels(languageRows.data)}
        focusMode={focusMode}
        onToggleFocus={onToggleFocus}
        onRecentAc={() => void onRecentAc()}
        wrap={wrap}
      />
      <CodeEditor
        value={editor.code}
        onChange={editor.setCode}
        language={editor.language}
        settings={editor.settings}
        height={editorHeight}
        wrap={wrap}
        onSubmit={() => !judging && !submit.isPending && waitLeft === 0 && onSubmit()}
      />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 8,
          marginTop: 12,
        }}
      >
        <Space wrap data-testid="submit-status">
          {shownStatus !== null && submitId !== null && (
            <>
              <span>{t('submit.status')}</span>
              <Link
                to={
                  contest
                    ? `/contest/${contest.cid}/problem/${encodeURIComponent(contest.displayId)}/submission-detail/${submitId}`
                    : `/submission-detail/${submitId}`
                }
              >
                <JudgeStatusTag status={shownStatus} progress={judging ? live[submitId] : undefined} />
              </Link>
            </>
          )}
        </Space>
        <Space wrap>
          {closed && (
            <Typography.Text type="secondary" data-testid="submit-closed-reason">
              {t('submit.closedReason')}
            </Typography.Text>
          )}
          <Button
            icon={<BugOutlined />}
            disabled={!problem}
            onClick={() => requireLogin() && setTestOpen(true)}
            data-testid="open-custom-test"
          >
            {t('test.open')}
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={submit.isPending || judging}
            disabled={!problem || judging || waitLeft > 0 || closed}
            onClick={onSubmit}
            title={t('submit.shortcut')}
            aria-keyshortcuts="Control+Enter"
            data-testid="submit-code"
          >
            {judging
              ? t('submit.judging')
              : waitLeft > 0
                ? t('submit.wait', { seconds: waitLeft })
                : afterEnd !== 'open'
                  ? t(closed ? 'submit.closed' : 'submit.practiceAfter')
                  : t('submit.submit')}
          </Button>
        </Space>
      </div>
      {!judging && finalStatus === JudgeStatus.CompileError && submitId !== null && <CompileErrorPanel submitId={submitId} />}
      {problem && (
        <CustomTestDrawer
          open={testOpen}
          onClose={() => setTestOpen(false)}
          pid={problem.id}
          language={editor.language}
          code={editor.code}
          validateCode={validateCode}
          defaultInput={firstSample}
        />
      )}
    </div>
  );
}
