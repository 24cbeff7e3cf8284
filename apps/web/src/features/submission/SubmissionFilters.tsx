import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubmissionListQuery } from './api';
import { useStatusLabel } from './JudgeStatusTag';
import { FILTER_STATUSES } from './statusKeys';

export interface SubmissionFiltersProps {
  value: SubmissionListQuery;
  onChange: (patch: Partial<SubmissionListQuery>) => void;
  onlyMineAllowed: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}

export function SubmissionFilters({ value, onChange, onlyMineAllowed, onRefresh, refreshing }: SubmissionFiltersProps) {
  const { t } = useTranslation('submission');
  const label = useStatusLabel();
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="submission-filters">
      <Space>
        <span>{t('filters.onlyMine')}</span>
        <Switch
          checked={!!value.onlyMine}
          disabled={!onlyMineAllowed}
          aria-label={t('filters.onlyMine')}
          // The author filter makes no sense for one's own rows: it is cleared (spec §5).
          onChange={(onlyMine) => onChange({ onlyMine, username: onlyMine ? undefined : value.username })}
          data-testid="filter-only-mine"
        />
      </Space>
      <Select
        style={{ width: 200 }}
        allowClear
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={value.status}
        onChange={(status: number | undefined) => onChange({ status })}
        options={FILTER_STATUSES.map((s) => ({ value: s, label: label(s) }))}
        data-testid="filter-status"
      />
      <Input.Search
        key={`u-${value.username ?? ''}-${value.onlyMine ? 1 : 0}`}
        style={{ width: 180 }}
        allowClear
        disabled={!!value.onlyMine}
        placeholder={t('filters.username')}
        defaultValue={value.username}
        onSearch={(username) => onChange({ username: username.trim() || undefined })}
      />
      <Input.Search
        key={`p-${value.problemID ?? ''}`}
        style={{ width: 180 }}
        allowClear
        placeholder={t('filters.problemID')}
        defaultValue={value.problemID}
        onSearch={(problemID) => onChange({ problemID: problemID.trim() || undefined, completeProblemID: undefined })}
      />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
        {t('filters.refresh')}
      </Button>
    </Space>
  );
}
