import { PieChartOutlined } from '@ant-design/icons';
import { Card, Empty, Progress, Space, Typography } from 'antd';
import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeStatusCode, type ProblemVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { readableOn } from '../../../lib/contrast';
import { useTheme } from '../../../lib/theme';
import { useStatusLabel } from '../../submission';

type CountKey = 'ac' | 'wa' | 'tle' | 'mle' | 're' | 'pe' | 'ce' | 'se' | 'pa';

/** The row counters of spec §3 and the verdict each one counts. */
const VERDICTS: Array<{ key: CountKey; status: JudgeStatusCode }> = [
  { key: 'ac', status: JudgeStatus.Accepted },
  { key: 'wa', status: JudgeStatus.WrongAnswer },
  { key: 'tle', status: JudgeStatus.TimeLimitExceeded },
  { key: 'mle', status: JudgeStatus.MemoryLimitExceeded },
  { key: 're', status: JudgeStatus.RuntimeError },
  { key: 'pe', status: JudgeStatus.PresentationError },
  { key: 'ce', status: JudgeStatus.CompileError },
  { key: 'se', status: JudgeStatus.SystemError },
  { key: 'pa', status: JudgeStatus.PartialAccepted },
];

/** Side card: how the hovered problem's submissions ended. */
export function VerdictCard({ row }: { row: ProblemVo | undefined }) {
  const { t } = useTranslation('problemBank');
  const label = useStatusLabel();
  const { isDark } = useTheme();

  return (
    <Card
      size="small"
      title={
        <Space>
          <PieChartOutlined />
          {t('side.distribution')}
        </Space>
      }
      data-testid="bank-verdicts"
    >
      {!row ? (
        <Typography.Text type="secondary">{t('side.hoverHint')}</Typography.Text>
      ) : (
        <>
          <Typography.Text strong ellipsis style={{ display: 'block', marginBottom: 6 }} data-testid="bank-verdicts-title">
            {row.problemId} {row.title}
          </Typography.Text>
          {row.total === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('side.noSubmissions')} style={{ margin: '8px 0' }} />
          ) : (
            VERDICTS.map(({ key, status }) => {
              const info = JUDGE_STATUS_INFO[status];
              return (
                <div key={key} className="bank-verdict-row" data-testid={`bank-verdict-${key}`}>
                  <span
                    className="bank-verdict-name"
                    title={label(status)}
                    style={{ color: readableOn(info.color, isDark ? '#141414' : '#ffffff') }}
                  >
                    {info.short}
                  </span>
                  <Progress
                    percent={(row[key] / row.total) * 100}
                    showInfo={false}
                    size="small"
                    strokeColor={info.color}
                    aria-label={label(status)}
                  />
                  <span className="bank-verdict-count">{row[key]}</span>
                </div>
              );
            })
          )}
        </>
      )}
    </Card>
  );
}
