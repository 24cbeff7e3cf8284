import { Empty, Modal } from 'antd';
import { JudgeStatus, type JudgeStatusCode, type ProblemCount } from '@verdict/shared';
import ReactECharts from 'echarts-for-react';
import { useTranslation } from 'react-i18next';
import { statusColor, useStatusLabel } from '../submission';

const SLICES: Array<[keyof ProblemCount, JudgeStatusCode]> = [
  ['ac', JudgeStatus.Accepted],
  ['wa', JudgeStatus.WrongAnswer],
  ['tle', JudgeStatus.TimeLimitExceeded],
  ['mle', JudgeStatus.MemoryLimitExceeded],
  ['re', JudgeStatus.RuntimeError],
  ['pe', JudgeStatus.PresentationError],
  ['ce', JudgeStatus.CompileError],
  ['pa', JudgeStatus.PartialAccepted],
  ['se', JudgeStatus.SystemError],
];

/** Verdict distribution of a problem's submissions (spec §2.9 statistic dialog). */
export function ProblemStatisticDialog({ open, onClose, count }: { open: boolean; onClose: () => void; count: ProblemCount }) {
  const { t } = useTranslation('problem');
  const label = useStatusLabel();
  const data = SLICES.filter(([k]) => count[k] > 0).map(([k, status]) => ({
    name: label(status),
    value: count[k],
    itemStyle: { color: statusColor(status) },
  }));
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('statistic.title', { total: count.total })}
      width={560}
      data-testid="statistic-dialog"
    >
      {data.length === 0 ? (
        <Empty description={t('statistic.empty')} />
      ) : (
        <ReactECharts
          style={{ height: 360 }}
          option={{
            tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
            legend: { bottom: 0, type: 'scroll' },
            series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data, label: { formatter: '{b}\n{c}' } }],
          }}
        />
      )}
    </Modal>
  );
}
