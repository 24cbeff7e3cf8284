import { TagsOutlined } from '@ant-design/icons';
import { Card, Collapse, Empty, Input, Skeleton, Space } from 'antd';
import type { TagRow } from '@verdict/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TagGroup {
  key: string;
  name: string;
  tags: TagRow[];
}

export interface TagPanelProps {
  groups: TagGroup[];
  loading: boolean;
  selected: number[];
  onPick: (tagId: number) => void;
}

/** Tags grouped by classification, two per row; a click adds the tag to the filter. */
export function TagPanel({ groups, loading, selected, onPick }: TagPanelProps) {
  const { t } = useTranslation('problemBank');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[] | null>(null);
  const needle = search.trim().toLowerCase();

  const shown = useMemo(
    () =>
      needle
        ? groups
            .map((g) => ({ ...g, tags: g.tags.filter((tag) => tag.name.toLowerCase().includes(needle)) }))
            .filter((g) => g.tags.length > 0)
        : groups,
    [groups, needle],
  );
  // The first group starts open; while searching every matching group is open.
  const activeKeys = needle ? shown.map((g) => g.key) : (open ?? shown.slice(0, 1).map((g) => g.key));

  return (
    <Card
      size="small"
      title={
        <Space>
          <TagsOutlined />
          {t('side.tags')}
        </Space>
      }
      data-testid="bank-tag-panel"
    >
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('side.searchTags')}
        style={{ marginBottom: 8 }}
        data-testid="bank-tag-search"
      />
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('side.noTags')} />
      ) : (
        <Collapse
          size="small"
          activeKey={activeKeys}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          items={shown.map((g) => ({
            key: g.key,
            label: `${g.name} (${g.tags.length})`,
            children: (
              <div className="bank-tag-grid">
                {g.tags.map((tag) => {
                  const isOn = selected.includes(tag.id);
                  return (
                    <button
                      key={tag.id}
                      type="button"
                      className={`bank-tag-item${isOn ? ' bank-tag-item-on' : ''}`}
                      onClick={() => onPick(tag.id)}
                      title={tag.name}
                      aria-pressed={isOn}
                      data-testid="bank-tag-option"
                    >
                      <span className="bank-tag-dot" style={{ background: tag.color ?? '#2f6fde' }} />
                      {tag.name}
                    </button>
                  );
                })}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
