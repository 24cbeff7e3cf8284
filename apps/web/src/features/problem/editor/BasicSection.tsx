import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { ProblemAuth, ProblemType } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import type { ProblemForm, SectionProps } from './model';
import { changeType } from './transitions';

type LimitField = 'timeLimit' | 'memoryLimit' | 'stackLimit';

/** Display id, title, limits, difficulty, type, auth and code sharing. */
export function BasicSection({ form, update }: SectionProps) {
  const { t } = useTranslation('problemEditor');
  const limit = (field: LimitField, max: number) => (
    <Col xs={12} md={8}>
      {/* The form has no field names, so each label points at its input itself (axe `label`). */}
      <Form.Item label={t(`fields.${field}`)} required htmlFor={`pe-field-${field}`}>
        <InputNumber
          id={`pe-field-${field}`}
          min={1}
          max={max}
          precision={0}
          value={form[field]}
          onChange={(v) => update({ [field]: typeof v === 'number' ? v : null } as Partial<ProblemForm>)}
          style={{ width: '100%' }}
          data-testid={`pe-${field}`}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.problemId')} required>
            <Input
              value={form.problemId}
              maxLength={64}
              placeholder={t('placeholders.problemId')}
              onChange={(e) => update({ problemId: e.target.value })}
              data-testid="pe-problem-id"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label={t('fields.title')} required htmlFor="pe-field-title">
            <Input
              id="pe-field-title"
              value={form.title}
              maxLength={255}
              onChange={(e) => update({ title: e.target.value })}
              data-testid="pe-title"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {limit('timeLimit', 60_000)}
        {limit('memoryLimit', 4096)}
        {limit('stackLimit', 4096)}
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.difficulty')} htmlFor="pe-field-difficulty">
            <Select
              id="pe-field-difficulty"
              value={form.difficulty}
              onChange={(difficulty: number) => update({ difficulty })}
              options={[
                { value: 0, label: t('difficulty.easy') },
                { value: 1, label: t('difficulty.mid') },
                { value: 2, label: t('difficulty.hard') },
              ]}
              data-testid="pe-difficulty"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.type')} tooltip={t('help.type')}>
            <Radio.Group
              value={form.type}
              onChange={(e) => update((f) => changeType(f, e.target.value as number))}
              data-testid="pe-type"
            >
              <Radio.Button value={ProblemType.ACM}>ACM</Radio.Button>
              <Radio.Button value={ProblemType.OI}>OI</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item label={t('fields.auth')}>
            <Radio.Group value={form.auth} onChange={(e) => update({ auth: e.target.value as number })} data-testid="pe-auth">
              <Radio.Button value={ProblemAuth.Public}>{t('auth.public')}</Radio.Button>
              <Radio.Button value={ProblemAuth.Private}>{t('auth.private')}</Radio.Button>
              {/* Contest auth is chosen in a contest's problem list only; shown so a contest problem keeps it. */}
              {form.auth === ProblemAuth.Contest && (
                <Radio.Button value={ProblemAuth.Contest} disabled>
                  {t('auth.contest')}
                </Radio.Button>
              )}
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.codeShare')}>
            <Switch
              checked={form.codeShare}
              onChange={(codeShare) => update({ codeShare })}
              aria-label={t('fields.codeShare')}
              data-testid="pe-code-share"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
