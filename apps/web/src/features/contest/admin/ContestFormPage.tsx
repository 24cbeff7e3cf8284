import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  ColorPicker,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd';
import { type SealRankOptionCode, AwardType, ContestAuth, ContestType, SealRankOption } from '@verdict/shared';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { MarkdownField } from '../../../components/MarkdownField';
import { usePageTitle } from '../../site';
import { useAdminContest, useSaveContest } from './api';
import {
  type ContestField,
  type ContestForm,
  type ContestIssue,
  addStar,
  contestPayload,
  defaultAwards,
  defaultSealOption,
  durationParts,
  durationSeconds,
  emptyContestForm,
  formFromContest,
  issuesByField,
  newAwardRow,
  sealOptionEnabled,
  validateContest,
} from './form';
import { useContestAdminScope } from './scope';
import { useIssueText } from './useIssueText';
import './contestAdmin.css';

/** /admin/contest/create and /admin/contest/:contestId/edit. */
export function ContestFormPage() {
  const { contestId } = useParams();
  const cid = contestId === undefined ? null : /^\d+$/.test(contestId) ? Number(contestId) : -1;
  return <ContestEditor key={contestId ?? 'new'} cid={cid} />;
}

function ContestEditor({ cid }: { cid: number | null }) {
  const { t } = useTranslation('contestAdmin');
  const { listPath } = useContestAdminScope();
  usePageTitle(t(cid === null ? 'form.createTitle' : 'form.editTitle'));
  const loaded = useAdminContest(cid);
  const [form, setForm] = useState<ContestForm | null>(cid === null ? emptyContestForm() : null);
  useEffect(() => {
    if (!form && loaded.data) setForm(formFromContest(loaded.data));
  }, [form, loaded.data]);

  if (cid !== null && (cid < 0 || loaded.isError)) {
    return (
      <Card>
        <Result status="warning" title={t('form.loadFailed')} extra={<Link to={listPath}>{t('common.back')}</Link>} />
      </Card>
    );
  }
  if (!form) {
    return (
      <Card>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </Card>
    );
  }
  return <EditorForm form={form} setForm={setForm} savedType={loaded.data?.type ?? null} />;
}

interface EditorFormProps {
  form: ContestForm;
  setForm: (f: (prev: ContestForm | null) => ContestForm | null) => void;
  savedType: number | null;
}

function EditorForm({ form, setForm, savedType }: EditorFormProps) {
  const { t } = useTranslation('contestAdmin');
  const issueText = useIssueText();
  const { listPath } = useContestAdminScope();
  const navigate = useNavigate();
  const save = useSaveContest();
  const wide = useMinWidth(768);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [starDraft, setStarDraft] = useState('');
  const [starError, setStarError] = useState<string | null>(null);
  const issues = useMemo(() => (attempted ? validateContest(form, savedType) : []), [attempted, form, savedType]);
  const byField = issuesByField(issues);
  const creating = form.id == null;
  const update = (patch: Partial<ContestForm> | ((f: ContestForm) => Partial<ContestForm>)) =>
    setForm((f) => (f ? { ...f, ...(typeof patch === 'function' ? patch(f) : patch) } : f));
  const duration = durationSeconds(form);

  const help = (field: ContestField): { validateStatus?: 'error'; help?: ReactNode } => {
    const found = byField[field];
    if (!found?.length) return {};
    return {
      validateStatus: 'error',
      help: <span data-testid={`ca-error-${field}`}>{found.map((i: ContestIssue) => issueText(i)).join(' ')}</span>,
    };
  };

  const submit = () => {
    const found = validateContest(form, savedType);
    setAttempted(true);
    setServerError(null);
    if (found.length > 0) {
      notify.error(issueText(found[0]));
      return;
    }
    save.mutate(contestPayload(form), {
      onSuccess: () => {
        notify.success(t(creating ? 'form.created' : 'common.updated'));
        void navigate(listPath);
      },
      onError: (err) => setServerError(err.message),
    });
  };

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

  const setSeal = (sealRank: boolean) =>
    update((f) => ({ sealRank, ...(sealRank && !f.sealRank ? { sealOption: defaultSealOption(f) } : {}) }));
  const durationText = () => {
    if (duration == null) return t('form.durationUnknown');
    if (duration <= 0) return t('form.durationInvalid');
    const p = durationParts(duration);
    return p.days > 0
      ? t('form.durationValue', { days: p.days, hours: p.hours, minutes: p.minutes })
      : t('form.durationShort', { hours: p.hours, minutes: p.minutes });
  };
  const switchItem = (
    label: string,
    key: 'autoRealRank' | 'openPrint' | 'allowEndSubmit' | 'openRank' | 'visible',
    hint?: string,
  ) => (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item label={label} extra={hint}>
        <Switch checked={form[key]} onChange={(v) => update({ [key]: v })} data-testid={`ca-${key}`} aria-label={label} />
      </Form.Item>
    </Col>
  );
  const section = (title: string, children: ReactNode) => (
    <Card size="small" title={title} className="ca-section">
      {children}
    </Card>
  );

  return (
    <Card
      title={t(creating ? 'form.createTitle' : 'form.editTitle')}
      extra={
        <Space>
          <Link to={listPath}>
            <Button icon={<ArrowLeftOutlined />} aria-label={t('common.back')}>
              {wide ? t('common.back') : null}
            </Button>
          </Link>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit} data-testid="ca-save-top">
            {t('common.save')}
          </Button>
        </Space>
      }
      styles={{ body: { padding: wide ? 24 : 8 } }}
      data-testid="contest-form-page"
    >
      <Form layout="vertical" component="div">
        {section(
          t('form.sections.basic'),
          <Row gutter={16}>
            <Col xs={24}>
              <Form.Item label={t('fields.title')} required {...help('title')}>
                <Input
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
          </Row>,
        )}
        {section(
          t('form.sections.time'),
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
          </Row>,
        )}
        {section(
          t('form.sections.rank'),
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
            {switchItem(t('fields.autoRealRank'), 'autoRealRank', t('form.autoRealRankHint'))}
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
            {switchItem(t('fields.openRank'), 'openRank', t('form.openRankHint'))}
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
          </Row>,
        )}
        {section(
          t('form.sections.other'),
          <Row gutter={16}>
            {switchItem(t('fields.openPrint'), 'openPrint')}
            {switchItem(t('fields.allowEndSubmit'), 'allowEndSubmit', t('form.allowEndSubmitHint'))}
            {switchItem(t('fields.visible'), 'visible')}
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
          </Row>,
        )}
        {section(
          t('fields.description'),
          <Form.Item required {...help('description')}>
            <MarkdownField
              value={form.description}
              onChange={(description) => update({ description })}
              testId="ca-description"
              rows={8}
            />
          </Form.Item>,
        )}
      </Form>
      <div className="ca-save-bar">
        {issues.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('form.fixFirst')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {issues.slice(0, 8).map((issue, i) => (
                  <li key={i}>{issueText(issue)}</li>
                ))}
              </ul>
            }
            data-testid="ca-issues"
          />
        )}
        {serverError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('form.saveFailed')}
            description={serverError}
            data-testid="ca-server-error"
          />
        )}
        <Button
          type="primary"
          size="large"
          icon={<SaveOutlined />}
          loading={save.isPending}
          onClick={submit}
          data-testid="ca-save"
        >
          {t('common.save')}
        </Button>
      </div>
    </Card>
  );
}

/** Gold, silver, bronze… rows: name, colours and how many (percent or count). */
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
