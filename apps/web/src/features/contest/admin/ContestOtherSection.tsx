import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownField } from '../../../components/MarkdownField';
import { type ContestSectionProps, FormSection, SwitchItem } from './ContestFormParts';

/** Printing, late submissions, visibility and the generated accounts. */
export function ContestOtherSection({ form, update, help }: ContestSectionProps) {
  const { t } = useTranslation('contestAdmin');
  return (
    <FormSection title={t('form.sections.other')}>
      <Row gutter={16}>
        <SwitchItem form={form} update={update} label={t('fields.openPrint')} field="openPrint" />
        <SwitchItem
          form={form}
          update={update}
          label={t('fields.allowEndSubmit')}
          field="allowEndSubmit"
          hint={t('form.allowEndSubmitHint')}
        />
        <SwitchItem
          form={form}
          update={update}
          label={t('fields.teamContest')}
          field="teamContest"
          hint={t('form.teamContestHint')}
        />
        <SwitchItem form={form} update={update} label={t('fields.visible')} field="visible" />
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label={t('fields.openAccountLimit')}>
            <Switch
              checked={form.openAccountLimit}
              onChange={(openAccountLimit) => update({ openAccountLimit })}
              data-testid="ca-openAccountLimit"
              aria-label={t('fields.openAccountLimit')}
            />
          </Form.Item>
        </Col>
        {form.openAccountLimit && (
          <Col xs={24}>
            <Form.Item label={t('fields.accountRule')} extra={t('form.accountHint')} {...help('accountRule')}>
              <Row gutter={8}>
                <Col xs={12} md={6}>
                  <Input
                    addonBefore={t('account.prefix')}
                    value={form.accountRule.prefix}
                    onChange={(e) => update((f) => ({ accountRule: { ...f.accountRule, prefix: e.target.value } }))}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <Input
                    addonBefore={t('account.suffix')}
                    value={form.accountRule.suffix}
                    onChange={(e) => update((f) => ({ accountRule: { ...f.accountRule, suffix: e.target.value } }))}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <InputNumber
                    addonBefore={t('account.from')}
                    min={0}
                    precision={0}
                    style={{ width: '100%' }}
                    value={form.accountRule.from}
                    onChange={(v) => update((f) => ({ accountRule: { ...f.accountRule, from: v } }))}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <InputNumber
                    addonBefore={t('account.to')}
                    min={0}
                    precision={0}
                    style={{ width: '100%' }}
                    value={form.accountRule.to}
                    onChange={(v) => update((f) => ({ accountRule: { ...f.accountRule, to: v } }))}
                  />
                </Col>
                <Col xs={24} style={{ marginTop: 8 }}>
                  <Input.TextArea
                    rows={2}
                    placeholder={t('account.extra')}
                    value={form.accountRule.extra}
                    onChange={(e) => update((f) => ({ accountRule: { ...f.accountRule, extra: e.target.value } }))}
                    aria-label={t('account.extra')}
                  />
                </Col>
              </Row>
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormSection>
  );
}

export function ContestDescriptionSection({ form, update, help }: ContestSectionProps) {
  const { t } = useTranslation('contestAdmin');
  return (
    <FormSection title={t('fields.description')}>
      <Form.Item required {...help('description')}>
        <MarkdownField
          value={form.description}
          onChange={(description) => update({ description })}
          testId="ca-description"
          rows={8}
          label={t('fields.description')}
        />
      </Form.Item>
    </FormSection>
  );
}
