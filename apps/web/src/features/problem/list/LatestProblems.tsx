import dayjs from 'dayjs';
import { ProblemType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Empty, Tag } from '../../../components/Plain';
import { SkeletonLines } from '../../../components/Skeleton';
import { useRecentUpdatedProblems } from './api';

/** Home panel: the problems changed most recently; a click opens the problem. */
export function LatestProblems() {
  const { t } = useTranslation('problemBank');
  const navigate = useNavigate();
  const { data, isPending } = useRecentUpdatedProblems();

  if (isPending) return <SkeletonLines title={false} rows={4} />;
  if (!data || data.length === 0) return <Empty description={t('home.empty')} />;
  return (
    // Drawn like antd's small List (the home page's `.home-list`): List would bring Pagination, Select and Input to the first page.
    <ul className="home-list">
      {data.map((p) => (
        <li
          key={p.problemId}
          className="home-list-item home-latest-problem"
          onClick={() => void navigate(`/problem/${encodeURIComponent(p.problemId)}`)}
          style={{ cursor: 'pointer' }}
          data-testid="home-latest-problem"
        >
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <Tag color={p.type === ProblemType.OI ? 'purple' : 'blue'}>{p.type === ProblemType.OI ? 'OI' : 'ACM'}</Tag>
            <b>{p.problemId}</b> {p.title}
          </span>
          <span style={{ color: 'var(--verdict-text-muted)', fontSize: 12 }}>
            {p.gmtModified ? dayjs(p.gmtModified).format('YYYY-MM-DD') : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
