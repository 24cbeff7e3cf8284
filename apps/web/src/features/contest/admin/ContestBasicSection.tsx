import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import { ContestAuth, ContestType } from '@verdict/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { durationParts, durationSeconds } from './form';
import { type ContestSectionProps, FormSection } from './ContestFormParts';

/** Title, rule (fixed once created), access and its password. */
export function ContestBasicSection({ form, update, help }: ContestSectionProps) {
  const { t } = useTranslation('contestAdmin');
  const creating = form.id == null;
  return (
    <FormSection title={t('form.sections.basic')}>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label={t('fields.title')} htmlFor="ca-title" required {...help('title')}>
            <Input
              id="ca-title"
              value={form.title}
              maxLength={255}
              onChange={(e) => update({ title: e.target.value })}
              data-testid="ca-title"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.type')} extra={creating ? undefined : t('form.typeLocked')} {...help('type')}>
            <Radio.Group
              value={form.type}
              onChange={(e) => update({ type: e.target.value as number })}
              disabled={!creating}
              data-testid="ca-type"
            >
              <Radio.Button value={ContestType.ACM}>ACM</Radio.Button>
              <Radio.Button value={ContestType.OI}>OI</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.auth')}>
            <Radio.Group value={form.auth} onChange={(e) => update({ auth: e.target.value as number })} data-testid="ca-auth">
              <Radio.Button value={ContestAuth.Public}>{t('auth.public')}</Radio.Button>
              <Radio.Button value={ContestAuth.Private}>{t('auth.private')}</Radio.Button>
              <Radio.Button value={ContestAuth.Protected}>{t('auth.protected')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        {form.auth !== ContestAuth.Public && (
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('fields.pwd')}
              required
              extra={t(form.auth === ContestAuth.Private ? 'form.pwdPrivate' : 'form.pwdProtected')}
              {...help('pwd')}
            >
              <Input.Password
                value={form.pwd}
                maxLength={64}
                onChange={(e) => update({ pwd: e.target.value })}
                data-testid="ca-pwd"
                autoComplete="new-password"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormSection>
  );
}

/** Start, end and the duration they make. */
export function ContestTimeSection({ form, update, help }: ContestSectionProps) {
  const { t } = useTranslation('contestAdmin');
  const duration = durationSeconds(form);
  const durationText = () => {
    if (duration == null) return t('form.durationUnknown');
    if (duration <= 0) return t('form.durationInvalid');
    const p = durationParts(duration);
    return p.days > 0
      ? t('form.durationValue', { days: p.days, hours: p.hours, minutes: p.minutes })
      : t('form.durationShort', { hours: p.hours, minutes: p.minutes });
  };
  return (
    <FormSection title={t('form.sections.time')}>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label={t('fields.startTime')} required {...help('startTime')}>
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm:ss"
              style={{ width: '100%' }}
              value={form.startTime == null ? null : dayjs(form.startTime)}
              onChange={(d) => update({ startTime: d ? d.valueOf() : null })}
              data-testid="ca-start"
              aria-label={t('fields.startTime')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label={t('fields.endTime')} required {...help('endTime')}>
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm:ss"
              style={{ width: '100%' }}
              value={form.endTime == null ? null : dayjs(form.endTime)}
              onChange={(d) => update({ endTime: d ? d.valueOf() : null })}
              data-testid="ca-end"
              aria-label={t('fields.endTime')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label={t('fields.duration')}>
            <span data-testid="ca-duration">{durationText()}</span>
          </Form.Item>
        </Col>
      </Row>
    </FormSection>
  );
}
