import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Progress, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { JudgeStatus, type ProblemVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useTrainingProblems, useTrainingStatuses } from './api';
import { useTrainingContext } from './TrainingDetailPage';
import { useTrainingBase } from './trainingBase';

const DIFFICULTY = [
  { key: 'easy', color: 'green' },
  { key: 'mid', color: 'orange' },
  { key: 'hard', color: 'red' },
] as const;

const rateOf = (ac: number, total: number) => (total > 0 ? Math.round((ac / total) * 10_000) / 100 : 0);

function StatusMark({ status }: { status: number | undefined }) {
  const { t } = useTranslation('training');
  if (status === undefined || status === JudgeStatus.NotSubmitted) return null;
  if (status === JudgeStatus.Accepted) {
    return (
      <Tooltip title={t('problems.solved')}>
        <CheckOutlined
          style={{ color: '#389e0d', fontSize: 16 }}
          aria-label={t('problems.solved')}
          data-testid="training-mark-solved"
        />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('problems.tried')}>
      <CloseOutlined
        style={{ color: '#cf1322', fontSize: 16 }}
        aria-label={t('problems.tried')}
        data-testid="training-mark-tried"
      />
    </Tooltip>
  );
}

/** The training's problems in display order: status, id, title, difficulty, tags, ac/total and pass rate. */
export function TrainingProblemList() {
  const { t } = useTranslation('training');
  const { t: tp } = useTranslation('problem');
  const { training } = useTrainingContext();
  const base = useTrainingBase();
  const isWide = useMinWidth(768);
  const problems = useTrainingProblems(training.id, true);
  const records = problems.data ?? [];
  const statuses = useTrainingStatuses(
    training.id,
    records.map((r) => r.pid),
  );
  const path = (r: ProblemVo) => `${base}/${training.id}/problem/${encodeURIComponent(r.problemId)}`;

  const columns: TableColumnsType<ProblemVo> = [
    {
      key: 'status',
      title: '',
      width: 40,
      align: 'center',
      render: (_, r) => <StatusMark status={statuses.data?.[String(r.pid)]?.status} />,
    },
    ...(isWide
      ? [
          {
            key: 'problemId',
            title: t('problems.columns.problemId'),
            width: 120,
            render: (_: unknown, r: ProblemVo) => <Link to={path(r)}>{r.problemId}</Link>,
          },
        ]
      : []),
    {
      key: 'title',
      title: t('problems.columns.title'),
      render: (_, r) => (
        <>
          {!isWide && <div className="training-mobile-id">{r.problemId}</div>}
          <Link to={path(r)} data-testid="training-problem-title">
            {r.title}
          </Link>
        </>
      ),
    },
    {
      key: 'difficulty',
      title: t('problems.columns.difficulty'),
      width: 90,
      render: (_, r) => {
        const d = DIFFICULTY[r.difficulty] ?? DIFFICULTY[0];
        return <Tag color={d.color}>{tp(`difficulty.${d.key}`)}</Tag>;
      },
    },
    ...(isWide
      ? [
          {
            key: 'tags',
            title: t('problems.columns.tags'),
            render: (_: unknown, r: ProblemVo) => (
              <Space size={[2, 4]} wrap>
                {r.tags.map((tag) => (
                  <Tag key={tag.id} color={tag.color ?? undefined} style={{ marginInlineEnd: 0 }}>
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'acTotal',
            title: t('problems.columns.acTotal'),
            width: 100,
            align: 'right' as const,
            render: (_: unknown, r: ProblemVo) => `${r.ac} / ${r.total}`,
          },
        ]
      : []),
    {
      key: 'rate',
      title: t('problems.columns.rate'),
      width: isWide ? 150 : 80,
      render: (_, r) => {
        const rate = rateOf(r.ac, r.total);
        return isWide ? (
          <Progress
            percent={rate}
            size="small"
            status="normal"
            strokeColor="#52c41a"
            format={() => `${rate.toFixed(2)}%`}
            aria-label={`${t('problems.columns.rate')}: ${r.problemId}`}
          />
        ) : (
          `${rate.toFixed(2)}%`
        );
      },
    },
  ];

  return (
    <Table<ProblemVo>
      rowKey="pid"
      size="middle"
      columns={columns}
      dataSource={records}
      loading={problems.isPending}
      pagination={false}
      locale={{ emptyText: t('problems.empty') }}
      data-testid="training-problems"
    />
  );
}
