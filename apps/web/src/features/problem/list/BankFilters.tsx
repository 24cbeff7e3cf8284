import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Radio, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { BANK_OPTIONS, type Bank, type BankQuery } from './bankQuery';
import { DIFFICULTIES } from './difficulty';

/** Display names of the remote judge keys; the keys themselves are what the server filters on. */
const REMOTE_NAMES: Partial<Record<Bank, string>> = { CF: 'Codeforces', AC: 'AtCoder', LIBRE: 'LibreOJ' };

export interface TagChip {
  id: number;
  name: string;
  color: string | null;
}

export interface BankFiltersProps {
  query: BankQuery;
  onChange: (patch: Partial<BankQuery>) => void;
  onReset: () => void;
  /** The chosen tags with their names (unknown ids show as `#id`). */
  chips: TagChip[];
  showTags: boolean;
  onShowTags: (show: boolean) => void;
}

export function BankFilters({ query, onChange, onReset, chips, showTags, onShowTags }: BankFiltersProps) {
  const { t } = useTranslation('problemBank');
  const { t: tp } = useTranslation('problem');
  const isWide = useMinWidth(768);
  // The box is edited locally and applied on Enter / search, so typing does not refetch per key.
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const bankLabel = (b: Bank) => (b === 'All' ? t('filters.all') : b === 'Mine' ? t('filters.mine') : (REMOTE_NAMES[b] ?? b));
  const difficultyValue = query.difficulty === undefined ? 'all' : String(query.difficulty);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="bank-filters">
      <div className="bank-filter-row">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => onChange({ keyword: v.trim() })}
          placeholder={t('filters.keyword')}
          style={{ width: isWide ? 220 : '100%' }}
          data-testid="bank-keyword"
        />
        <Space size={6}>
          <span className="bank-filter-label">{t('filters.bank')}</span>
          <Select<Bank>
            value={query.oj}
            onChange={(oj) => onChange({ oj, tagIds: [] })}
            options={BANK_OPTIONS.map((b) => ({ value: b, label: bankLabel(b) }))}
            style={{ width: 130 }}
            popupMatchSelectWidth={false}
            aria-label={t('filters.bank')}
            data-testid="bank-oj"
          />
        </Space>
        <Space size={6} wrap>
          <span className="bank-filter-label">{t('filters.difficulty')}</span>
          <Radio.Group
            size="small"
            optionType="button"
            value={difficultyValue}
            onChange={(e) => onChange({ difficulty: e.target.value === 'all' ? undefined : Number(e.target.value) })}
            options={[
              { value: 'all', label: t('filters.all') },
              ...DIFFICULTIES.map((d) => ({ value: String(d.value), label: tp(`difficulty.${d.key}`) })),
            ]}
            data-testid="bank-difficulty"
          />
        </Space>
        <Space size={12} className="bank-filter-end">
          <Checkbox checked={showTags} onChange={(e) => onShowTags(e.target.checked)} data-testid="bank-show-tags">
            {t('filters.showTags')}
          </Checkbox>
          <Button icon={<ReloadOutlined />} onClick={onReset} data-testid="bank-reset">
            {t('filters.reset')}
          </Button>
        </Space>
      </div>
      {chips.length > 0 && (
        <Space size={[4, 6]} wrap data-testid="bank-tag-chips">
          <span className="bank-filter-label">{t('filters.tags')}</span>
          {chips.map((c) => (
            <Tag
              key={c.id}
              closable
              color={c.color ?? 'blue'}
              onClose={(e) => {
                // antd would hide the chip itself; the URL decides what is shown.
                e.preventDefault();
                onChange({ tagIds: query.tagIds.filter((id) => id !== c.id) });
              }}
              closeIcon={<CloseOutlined aria-label={t('filters.removeTag', { name: c.name })} />}
              data-testid="bank-tag-chip"
            >
              {c.name}
            </Tag>
          ))}
        </Space>
      )}
    </Space>
  );
}
