import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, ColorPicker, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Tag } from 'antd';
import { type SealRankOptionCode, AwardType, ContestType, SealRankOption } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import {
  type ContestForm,
  addStar,
  defaultAwards,
  defaultSealOption,
  durationSeconds,
  newAwardRow,
  sealOptionEnabled,
} from './form';
import { type ContestSectionProps, FormSection, SwitchItem } from './ContestFormParts';

/** The board: seal, real-time rank, names, OI scoring, star accounts and awards. */
export function ContestRankSection({ form, update, help }: ContestSectionProps) {
  const { t } = useTranslation('contestAdmin');
  const [starDraft, setStarDraft] = useState('');
  const [starError, setStarError] = useState<string | null>(null);
  const duration = durationSeconds(form);
  const setSeal = (sealRank: boolean) =>
    update((f) => ({ sealRank, ...(sealRank && !f.sealRank ? { sealOption: defaultSealOption(f) } : {}) }));
  const addStarAccount = () => {
    const next = addStar(form.starAccount, starDraft);
    if (next.error === 'duplicate') {
      setStarError(t('issues.starAdd', { name: starDraft.trim() }));
      notify.warning(t('issues.starAdd', { name: starDraft.trim() }));
      return;
    }
    setStarError(null);
    if (!next.error) update({ starAccount: next.list });
    setStarDraft('');
  };
  return (
    <FormSection title={t('form.sections.rank')}>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label={t('fields.sealRank')}>
            <Switch checked={form.sealRank} onChange={setSeal} data-testid="ca-sealRank" aria-label={t('fields.sealRank')} />
          </Form.Item>
        </Col>
        {form.sealRank && (
          <Col xs={24} sm={12} lg={16}>
            <Form.Item label={t('fields.sealOption')} {...help('sealOption')}>
              <Radio.Group
                value={form.sealOption}
                onChange={(e) => update({ sealOption: e.target.value as SealRankOptionCode })}
                data-testid="ca-seal-option"
              >
                {([SealRankOption.HalfHourBeforeEnd, SealRankOption.HourBeforeEnd, SealRankOption.WholeContest] as const).map(
                  (o) => (
                    <Radio key={o} value={o} disabled={!sealOptionEnabled(o, duration)}>
                      {t(`seal.${o}`)}
                    </Radio>
                  ),
                )}
              </Radio.Group>
            </Form.Item>
          </Col>
        )}
        <SwitchItem
          form={form}
          update={update}
          label={t('fields.autoRealRank')}
          field="autoRealRank"
          hint={t('form.autoRealRankHint')}
        />
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label={t('fields.rankShowName')}>
            <Select
              value={form.rankShowName}
              onChange={(rankShowName) => update({ rankShowName })}
              aria-label={t('fields.rankShowName')}
              options={(['username', 'nickname', 'realname'] as const).map((n) => ({
                value: n,
                label: t(`rankShowName.${n}`),
              }))}
            />
          </Form.Item>
        </Col>
        {form.type === ContestType.OI && (
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label={t('fields.oiRankScoreType')}>
              <Radio.Group
                value={form.oiRankScoreType}
                onChange={(e) => update({ oiRankScoreType: e.target.value as 'Recent' | 'Highest' })}
                data-testid="ca-oi-score"
              >
                <Radio.Button value="Recent">{t('oiScore.Recent')}</Radio.Button>
                <Radio.Button value="Highest">{t('oiScore.Highest')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
        )}
        <SwitchItem form={form} update={update} label={t('fields.openRank')} field="openRank" hint={t('form.openRankHint')} />
        <Col xs={24}>
          <Form.Item
            label={t('fields.starAccount')}
            extra={t('form.starHint')}
            {...(starError ? { validateStatus: 'error', help: starError } : help('starAccount'))}
          >
            <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
              <Input
                value={starDraft}
                onChange={(e) => setStarDraft(e.target.value)}
                onPressEnter={addStarAccount}
                placeholder={t('form.starPlaceholder')}
                data-testid="ca-star-input"
                aria-label={t('fields.starAccount')}
              />
              <Button icon={<PlusOutlined />} onClick={addStarAccount} data-testid="ca-star-add">
                {t('common.add')}
              </Button>
            </Space.Compact>
            <div className="ca-star-list" data-testid="ca-stars">
              {form.starAccount.map((name) => (
                <Tag
                  key={name}
                  closable
                  onClose={() => update((f) => ({ starAccount: f.starAccount.filter((s) => s !== name) }))}
                >
                  {name}
                </Tag>
              ))}
            </div>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={t('fields.awardType')} {...help('awards')}>
            <Radio.Group
              value={form.awardType}
              onChange={(e) => update({ awardType: e.target.value as number })}
              data-testid="ca-award-type"
            >
              <Radio.Button value={AwardType.None}>{t('award.none')}</Radio.Button>
              <Radio.Button value={AwardType.Percentage}>{t('award.percentage')}</Radio.Button>
              <Radio.Button value={AwardType.Count}>{t('award.count')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          {form.awardType !== AwardType.None && <AwardRows form={form} update={update} />}
        </Col>
      </Row>
    </FormSection>
  );
}

function AwardRows({ form, update }: { form: ContestForm; update: (patch: (f: ContestForm) => Partial<ContestForm>) => void }) {
  const { t } = useTranslation('contestAdmin');
  const percent = form.awardType === AwardType.Percentage;
  const setRow = (key: string, patch: Partial<ContestForm['awards'][number]>) =>
    update((f) => ({ awards: f.awards.map((a) => (a.key === key ? { ...a, ...patch } : a)) }));
  return (
    <div className="ca-awards" data-testid="ca-awards">
      {form.awards.map((a, i) => (
        <div key={a.key} className="ca-award-row" data-testid="ca-award-row">
          <Tag color={a.background} style={{ color: a.color, minWidth: 28, textAlign: 'center' }}>
            {i + 1}
          </Tag>
          <Input
            value={a.name}
            maxLength={64}
            placeholder={t('award.name')}
            aria-label={t('award.name')}
            onChange={(e) => setRow(a.key, { name: e.target.value })}
            style={{ width: 120 }}
          />
          <ColorPicker
            value={a.background}
            disabledAlpha
            showText={() => t('award.background')}
            onChange={(c) => setRow(a.key, { background: c.toHexString() })}
          />
          <ColorPicker
            value={a.color}
            disabledAlpha
            showText={() => t('award.color')}
            onChange={(c) => setRow(a.key, { color: c.toHexString() })}
          />
          <InputNumber
            min={0}
            max={percent ? 100 : 1_000_000}
            precision={0}
            value={a.num}
            addonAfter={percent ? '%' : t('award.people')}
            aria-label={t('award.num')}
            onChange={(num) => setRow(a.key, { num })}
            style={{ width: 130 }}
            data-testid="ca-award-num"
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('common.delete')}
            onClick={() => update((f) => ({ awards: f.awards.filter((r) => r.key !== a.key) }))}
          />
        </div>
      ))}
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => update((f) => ({ awards: [...f.awards, newAwardRow()] }))}>
          {t('award.add')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={() => update(() => ({ awards: defaultAwards() }))}>
          {t('award.reset')}
        </Button>
      </Space>
    </div>
  );
}
