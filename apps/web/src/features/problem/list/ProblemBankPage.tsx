import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space } from 'antd';
import type { ProblemVo, TagRow } from '@verdict/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { usePageTitle } from '../../site';
import { useProblemBankList, useProblemStatuses, useRandomProblem, useTagGroups } from './api';
import { BankFilters, type TagChip } from './BankFilters';
import { BankTable } from './BankTable';
import { tagOjOf } from './bankQuery';
import { TagPanel, type TagGroup } from './TagPanel';
import { useBankSearchParams } from './useBankSearchParams';
import { useShowTags } from './useShowTags';
import { VerdictCard } from './VerdictCard';
import './problemBank.css';

/** `/problem`: the filtered bank on the left, tags, verdicts of the hovered row and a random pick on the right. */
export function ProblemBankPage() {
  const { t } = useTranslation('problemBank');
  const navigate = useNavigate();
  const { isLoggedIn, user } = useAuth();
  const [query, setQuery, reset] = useBankSearchParams();
  const [showTags, setShowTags] = useShowTags();
  const [hovered, setHovered] = useState<ProblemVo>();
  const list = useProblemBankList(query);
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const statuses = useProblemStatuses(
    isLoggedIn ? (user?.uid ?? '') : undefined,
    records.map((r) => r.pid),
  );
  const tagGroups = useTagGroups(tagOjOf(query.oj));
  const random = useRandomProblem();
  usePageTitle(t('title'));

  const groups = useMemo<TagGroup[]>(
    () =>
      (tagGroups.data ?? [])
        .filter((g) => g.tagList.length > 0)
        .map((g) => ({
          key: g.classification ? `c${g.classification.id}` : 'none',
          name: g.classification?.name ?? t('side.unclassified'),
          tags: g.tagList,
        })),
    [tagGroups.data, t],
  );

  // Chip names come from the tag panel and the rows; a tag known to neither shows its id.
  const chips = useMemo<TagChip[]>(() => {
    const known = new Map<number, TagRow>();
    for (const g of groups) for (const tag of g.tags) known.set(tag.id, tag);
    for (const r of records) for (const tag of r.tags) known.set(tag.id, tag);
    return query.tagIds.map((id) => ({ id, name: known.get(id)?.name ?? `#${id}`, color: known.get(id)?.color ?? null }));
  }, [groups, records, query.tagIds]);

  const addTag = (tagId: number) => {
    if (!query.tagIds.includes(tagId)) setQuery({ tagIds: [...query.tagIds, tagId] });
  };
  const statusMap = useMemo(
    () => (isLoggedIn ? Object.fromEntries(Object.entries(statuses.data ?? {}).map(([pid, s]) => [pid, s.status])) : undefined),
    [isLoggedIn, statuses.data],
  );

  return (
    <Row gutter={[16, 16]} data-testid="problem-bank">
      <Col xs={24} lg={18}>
        <Card title={t('title')}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <BankFilters
              query={query}
              onChange={setQuery}
              onReset={reset}
              chips={chips}
              showTags={showTags}
              onShowTags={setShowTags}
            />
            <BankTable
              records={records}
              total={list.data?.total ?? 0}
              loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
              currentPage={query.currentPage}
              limit={query.limit}
              onPageChange={(currentPage, limit) => setQuery({ currentPage, limit })}
              statuses={statusMap}
              showTags={showTags}
              onHover={setHovered}
              onTagClick={addTag}
            />
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <VerdictCard row={hovered} />
          <TagPanel groups={groups} loading={tagGroups.isPending} selected={query.tagIds} onPick={addTag} />
          <Button
            type="primary"
            block
            size="large"
            icon={<ThunderboltOutlined />}
            loading={random.isPending}
            onClick={() =>
              random.mutate(undefined, {
                onSuccess: ({ problemId }) => void navigate(`/problem/${encodeURIComponent(problemId)}`),
              })
            }
            data-testid="bank-random"
          >
            {t('side.random')}
          </Button>
        </Space>
      </Col>
    </Row>
  );
}
