import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './model';

const MAX_EXAMPLES = 2;

/** Up to two input/output pairs shown on the problem page. */
export function ExamplesSection({ form, update }: SectionProps) {
  const { t } = useTranslation('problemEditor');
  const set = (i: number, key: 'input' | 'output', value: string) =>
    update((f) => ({ examples: f.examples.map((e, j) => (j === i ? { ...e, [key]: value } : e)) }));
  return (
    <div data-testid="pe-examples">
      {form.examples.map((example, i) => (
        <Row gutter={12} key={i} style={{ marginBottom: 12 }} align="top">
          <Col xs={24} md={11}>
            <Typography.Text type="secondary">{t('examples.input', { n: i + 1 })}</Typography.Text>
            <Input.TextArea
              className="pe-cell-text"
              autoSize={{ minRows: 3, maxRows: 10 }}
              value={example.input}
              aria-label={t('examples.input', { n: i + 1 })}
              onChange={(e) => set(i, 'input', e.target.value)}
            />
          </Col>
          <Col xs={24} md={11}>
            <Typography.Text type="secondary">{t('examples.output', { n: i + 1 })}</Typography.Text>
            <Input.TextArea
              className="pe-cell-text"
              autoSize={{ minRows: 3, maxRows: 10 }}
              value={example.output}
              aria-label={t('examples.output', { n: i + 1 })}
              onChange={(e) => set(i, 'output', e.target.value)}
            />
          </Col>
          <Col xs={24} md={2} style={{ paddingTop: 22 }}>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('examples.remove')}
              onClick={() => update((f) => ({ examples: f.examples.filter((_, j) => j !== i) }))}
            />
          </Col>
        </Row>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={form.examples.length >= MAX_EXAMPLES}
        onClick={() => update((f) => ({ examples: [...f.examples, { input: '', output: '' }] }))}
      >
        {form.examples.length >= MAX_EXAMPLES ? t('examples.max') : t('examples.add')}
      </Button>
    </div>
  );
}
