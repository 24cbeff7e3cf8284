import { Collapse, Empty, Popover, Space, Tag } from 'antd';
import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeCaseEntity, type JudgeCaseVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../lib/contrast';
import { formatMemory, formatTimeMs } from './format';
import { JudgeStatusTag, statusColor } from './JudgeStatusTag';
import { isStatusCode } from './statusKeys';

function CaseTile({ c, index, showScore }: { c: JudgeCaseEntity; index: number; showScore: boolean }) {
  const { t } = useTranslation('submission');
  const short = c.status === JudgeStatus.Cancelled ? t('cases.skipped') : isStatusCode(c.status) ? JUDGE_STATUS_INFO[c.status].short : String(c.status);
  const details = (
    <div style={{ maxWidth: 360 }}>
      {c.inputData && <div>{t('cases.inputFile')}: {c.inputData}</div>}
      {c.outputData && <div>{t('cases.outputFile')}: {c.outputData}</div>}
      <div>{t('cases.userOutput')}:</div>
      <pre className="case-output">{c.userOutput || t('cases.noOutput')}</pre>
    </div>
  );
  return (
    <Popover content={details} title={t('cases.test', { n: index })}>
      <div className="case-tile" style={{ background: statusColor(c.status), color: textOn(statusColor(c.status)) }} data-testid="case-tile" data-status={c.status}>
        <div className="case-tile-title">{t('cases.test', { n: index })}</div>
        <div className="case-tile-status">{short}</div>
        <div>{formatTimeMs(c.time)} / {formatMemory(c.memory)}</div>
        {showScore && c.score != null && <div>{t('cases.points', { score: c.score })}</div>}
      </div>
    </Popover>
  );
}

const Tiles = ({ cases, showScore }: { cases: JudgeCaseEntity[]; showScore: boolean }) => (
  <div className="case-tiles">
    {cases.map((c, i) => <CaseTile key={c.id ?? `${c.seq}-${i}`} c={c} index={i + 1} showScore={showScore} />)}
  </div>
);

/**
 * Per-case verdicts: a flat list, or collapsible subtasks with their own tiles (spec §2.11).
 * `showScore`: points only mean something on scored (OI) submissions.
 */
export function CaseResults({ result, showScore }: { result: JudgeCaseVo | null | undefined; showScore: boolean }) {
  const { t } = useTranslation('submission');
  if (!result) return null;
  if (result.subTaskJudgeCaseVoList.length > 0) {
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
          children: <Tiles cases={s.subtaskDetailList} showScore={showScore} />,
        }))}
      />
    );
  }
  if (result.judgeCaseList.length === 0) return <Empty description={t('cases.none')} />;
  return <Tiles cases={result.judgeCaseList} showScore={showScore} />;
}
