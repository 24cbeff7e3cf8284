import { Alert, Collapse, Empty, Space, Tag, Typography } from 'antd';
import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeCaseEntity, type JudgeCaseVo, type TextExcerpt } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDifference, type Difference } from './firstDifference';
import { textOn } from '../../lib/contrast';
import { formatMemory, formatTimeMs } from './format';
import { JudgeStatusTag, StatusIcon, statusColor } from './JudgeStatusTag';
import { isStatusCode } from './statusKeys';

type Case = JudgeCaseEntity & { index: number };

/** One case: a button (touch and keyboard reach it), its details open below the tiles. */
function CaseTile({
  c,
  showScore,
  selected,
  onSelect,
}: {
  c: Case;
  showScore: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('submission');
  const short =
    c.status === JudgeStatus.Cancelled
      ? t('cases.skipped')
      : isStatusCode(c.status)
        ? JUDGE_STATUS_INFO[c.status].short
        : String(c.status);
  return (
    <button
      type="button"
      className={`case-tile${selected ? ' case-tile-selected' : ''}`}
      style={{ background: statusColor(c.status), color: textOn(statusColor(c.status)) }}
      onClick={onSelect}
      aria-pressed={selected}
      data-testid="case-tile"
      data-status={c.status}
    >
      <div className="case-tile-title">{t('cases.test', { n: c.index })}</div>
      <div className="case-tile-status">
        <StatusIcon status={c.status} /> {short}
      </div>
      <div>
        {formatTimeMs(c.time)} / {formatMemory(c.memory)}
      </div>
      {showScore && c.score != null && <div>{t('cases.points', { score: c.score })}</div>}
    </button>
  );
}

/** A text block with the differing line marked (a bar, a background and a text cue, not colour alone). */
function ExcerptBlock({
  label,
  excerpt,
  diff,
  testId,
}: {
  label: string;
  excerpt: TextExcerpt | null;
  diff: Difference | null;
  testId: string;
}) {
  const { t } = useTranslation('submission');
  if (!excerpt) {
    return (
      <div className="case-excerpt" data-testid={testId}>
        <div className="case-excerpt-label">{label}</div>
        <Typography.Text type="secondary">{t('cases.notKept')}</Typography.Text>
      </div>
    );
  }
  const lines = excerpt.text.split('\n');
  // A trailing newline is not a line of its own.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return (
    <div className="case-excerpt" data-testid={testId}>
      <div className="case-excerpt-label">{label}</div>
      <pre className="case-output">
        {excerpt.text === '' ? (
          <Typography.Text type="secondary">{t('cases.noOutput')}</Typography.Text>
        ) : (
          lines.map((line, i) => {
            const marked = diff?.line === i + 1;
            if (!marked)
              return (
                <span key={i}>
                  {line}
                  {'\n'}
                </span>
              );
            const at = Math.min(diff.column - 1, line.length);
            return (
              <mark
                key={i}
                className="case-diff-line"
                data-testid="diff-line"
                title={t('cases.firstDifferenceAt', { line: diff.line, column: diff.column })}
              >
                {line.slice(0, at)}
                <span className="case-diff-char">{line.slice(at) || ' '}</span>
                {'\n'}
              </mark>
            );
          })
        )}
      </pre>
      {excerpt.truncated && (
        <div className="case-excerpt-cut">{t('cases.truncated', { kb: Math.ceil(excerpt.bytes / 1024) })}</div>
      )}
    </div>
  );
}

/** The selected case: input, expected and program output side by side, the first difference named. */
function CaseDetailPanel({ c }: { c: Case }) {
  const { t } = useTranslation('submission');
  const d = c.detail;
  const shownDiff = d?.expected && d.output ? firstDifference(d.expected.text, d.output.text) : null;
  return (
    <div className="case-detail" data-testid="case-detail">
      <Space wrap size={[12, 4]} style={{ marginBottom: 8 }}>
        <strong>{t('cases.test', { n: c.index })}</strong>
        <JudgeStatusTag status={c.status} />
        {c.inputData && (
          <span>
            {t('cases.inputFile')}: {c.inputData}
          </span>
        )}
        {c.outputData && (
          <span>
            {t('cases.outputFile')}: {c.outputData}
          </span>
        )}
      </Space>
      {c.userOutput && (
        <Alert
          type="info"
          showIcon={false}
          message={<pre className="case-output">{c.userOutput}</pre>}
          style={{ marginBottom: 8 }}
          data-testid="case-message"
        />
      )}
      {d ? (
        <>
          {shownDiff && (
            <div className="case-diff-note" data-testid="first-difference">
              {t('cases.firstDifferenceAt', { line: shownDiff.line, column: shownDiff.column })}
            </div>
          )}
          <div className="case-excerpts">
            <ExcerptBlock label={t('cases.input')} excerpt={d.input} diff={null} testId="case-input" />
            <ExcerptBlock label={t('cases.expected')} excerpt={d.expected} diff={shownDiff} testId="case-expected" />
            <ExcerptBlock label={t('cases.yourOutput')} excerpt={d.output} diff={shownDiff} testId="case-user-output" />
          </div>
        </>
      ) : (
        !c.userOutput && <Typography.Text type="secondary">{t('cases.noDetail')}</Typography.Text>
      )}
    </div>
  );
}

function Tiles({ cases, showScore }: { cases: Case[]; showScore: boolean }) {
  // Open on the first case with details (a wrong answer), so it is seen without a click.
  const [selected, setSelected] = useState<number | null>(() => cases.find((c) => c.detail)?.index ?? null);
  const current = cases.find((c) => c.index === selected);
  return (
    <>
      <div className="case-tiles">
        {cases.map((c) => (
          <CaseTile
            key={c.id ?? `${c.seq}-${c.index}`}
            c={c}
            showScore={showScore}
            selected={c.index === selected}
            onSelect={() => setSelected(c.index === selected ? null : c.index)}
          />
        ))}
      </div>
      {current && <CaseDetailPanel c={current} />}
    </>
  );
}

/**
 * Per-case verdicts: a flat list, or collapsible subtasks with their own tiles (spec §2.11).
 * `showScore`: points only mean something on scored (OI) submissions.
 */
export function CaseResults({ result, showScore }: { result: JudgeCaseVo | null | undefined; showScore: boolean }) {
  const { t } = useTranslation('submission');
  if (!result) return null;
  if (result.subTaskJudgeCaseVoList.length > 0) {
    let n = 0;
    return (
      <Collapse
        defaultActiveKey={result.subTaskJudgeCaseVoList.map((s) => String(s.groupNum))}
        items={result.subTaskJudgeCaseVoList.map((s) => ({
          key: String(s.groupNum),
          label: (
            <Space wrap data-testid="subtask-header">
              <strong>{t('cases.subtask', { n: s.groupNum })}</strong>
              <JudgeStatusTag status={s.status} />
              <Tag>{t('cases.points', { score: s.score })}</Tag>
              <span>{t('cases.acTotal', { ac: s.ac, total: s.total })}</span>
              <span>{formatTimeMs(s.time)}</span>
              <span>{formatMemory(s.memory)}</span>
            </Space>
          ),
          children: <Tiles cases={s.subtaskDetailList.map((c) => ({ ...c, index: ++n }))} showScore={showScore} />,
        }))}
      />
    );
  }
  if (result.judgeCaseList.length === 0) return <Empty description={t('cases.none')} />;
  return <Tiles cases={result.judgeCaseList.map((c, i) => ({ ...c, index: i + 1 }))} showScore={showScore} />;
}
