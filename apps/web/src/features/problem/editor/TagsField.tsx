import { PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Space, Tag } from 'antd';
import type { TagRow } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import type { SectionProps } from './model';
import { addTag } from './tags';

/** Existing tags are offered while typing; any other name becomes a new tag on save. */
export function TagsField({ form, update, known }: SectionProps & { known: TagRow[] }) {
  const { t } = useTranslation('problemEditor');
  const [draft, setDraft] = useState('');
  const add = (name: string) => {
    const result = addTag(form.tags, name, known);
    if (!result.ok) {
      if (result.reason === 'duplicate') notify.warning(t('tags.duplicate', { name: name.trim() }));
      return;
    }
    update({ tags: result.tags });
    setDraft('');
  };
  const options = known
    .filter((k) => k.name.toLowerCase().includes(draft.trim().toLowerCase()))
    .slice(0, 50)
    .map((k) => ({ value: k.name }));

  return (
    <div data-testid="pe-tags">
      <Space wrap size={[4, 8]} style={{ marginBottom: form.tags.length ? 8 : 0 }}>
        {form.tags.map((tag) => (
          <Tag
            key={tag.name}
            color={tag.color || 'blue'}
            closable
            onClose={(e) => {
              e.preventDefault();
              update((f) => ({ tags: f.tags.filter((x) => x.name !== tag.name) }));
            }}
          >
            {tag.name}
            {tag.id == null && <sup style={{ marginLeft: 2 }}>{t('tags.new')}</sup>}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <AutoComplete
          value={draft}
          options={options}
          onChange={setDraft}
          onSelect={(value: string) => add(value)}
          placeholder={t('tags.placeholder')}
          aria-label={t('tags.placeholder')}
          style={{ flex: 1 }}
          onKeyDown={(e) => {
            // Enter on a highlighted option is handled by onSelect; a typed name is added here.
            if (e.key === 'Enter' && draft.trim() && !options.some((o) => o.value === draft)) add(draft);
          }}
          data-testid="pe-tag-input"
        />
        <Button icon={<PlusOutlined />} onClick={() => add(draft)} data-testid="pe-tag-add">
          {t('tags.add')}
        </Button>
      </Space.Compact>
    </div>
  );
}
