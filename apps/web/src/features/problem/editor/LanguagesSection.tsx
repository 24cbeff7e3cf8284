import { Button, Checkbox, Collapse, Space, Switch, Typography } from 'antd';
import type { LanguageRow } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { CodeArea } from './CodeArea';
import type { SectionProps, TemplateState } from './model';

/** Allowed languages (at least one) and, per chosen language, an optional code template. */
export function LanguagesSection({ form, update, languages }: SectionProps & { languages: LanguageRow[] }) {
  const { t } = useTranslation('problemEditor');
  const setTemplate = (name: string, patch: Partial<TemplateState>) =>
    update((f) => ({
      templates: { ...f.templates, [name]: { ...(f.templates[name] ?? { enabled: false, code: '' }), ...patch } },
    }));
  // Keep the server's language order whatever order the boxes were ticked in.
  const chosen = languages.filter((l) => form.languages.includes(l.name));

  return (
    <div data-testid="pe-languages">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => update({ languages: languages.map((l) => l.name) })}>
          {t('languages.selectAll')}
        </Button>
        <Button size="small" onClick={() => update({ languages: [] })}>
          {t('languages.selectNone')}
        </Button>
      </Space>
      <Checkbox.Group
        value={form.languages}
        onChange={(values) => update({ languages: values.map(String) })}
        options={languages.map((l) => ({ label: l.name, value: l.name }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 6 }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('languages.templates')}
      </Typography.Title>
      {chosen.length === 0 ? (
        <Typography.Text type="secondary">{t('languages.noTemplates')}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          items={chosen.map((l) => {
            const tpl = form.templates[l.name] ?? { enabled: false, code: '' };
            return {
              key: l.name,
              label: (
                <Space>
                  <span>{l.name}</span>
                  {tpl.enabled && <Typography.Text type="success">✓</Typography.Text>}
                </Space>
              ),
              children: (
                <>
                  <Space style={{ marginBottom: 8 }}>
                    <Switch
                      size="small"
                      checked={tpl.enabled}
                      aria-label={`${l.name}: ${t('languages.templateEnabled')}`}
                      onChange={(enabled) =>
                        setTemplate(l.name, { enabled, code: tpl.code || (enabled ? (l.codeTemplate ?? l.template ?? '') : '') })
                      }
                    />
                    <span>{t('languages.templateEnabled')}</span>
                  </Space>
                  <CodeArea value={tpl.code} language={l.name} height={200} onChange={(code) => setTemplate(l.name, { code })} />
                </>
              ),
            };
          })}
        />
      )}
    </div>
  );
}
