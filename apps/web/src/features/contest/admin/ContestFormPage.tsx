import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Result, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { useAuth } from '../../../lib/auth-store';
import { RatedSwitch } from '../../rating';
import { usePageTitle } from '../../site';
import { useAdminContest, useSaveContest } from './api';
import { ContestBasicSection, ContestTimeSection } from './ContestBasicSection';
import { ContestDescriptionSection, ContestOtherSection } from './ContestOtherSection';
import { ContestRankSection } from './ContestRankSection';
import {
  type ContestField,
  type ContestForm,
  type ContestIssue,
  contestPayload,
  emptyContestForm,
  formFromContest,
  issuesByField,
  validateContest,
} from './form';
import { useContestAdminScope } from './scope';
import { useIssueText } from './useIssueText';
import './contestAdmin.css';
import { useRouteId } from '../../../lib/useRouteId';

/** /admin/contest/create and /admin/contest/:contestId/edit. */
export function ContestFormPage() {
  const cid = useRouteId('contestId');
  return <ContestEditor key={cid ?? 'new'} cid={cid} />;
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
  return <EditorForm form={form} setForm={setForm} savedType={loaded.data?.type ?? null} cid={cid} />;
}

interface EditorFormProps {
  form: ContestForm;
  setForm: (f: (prev: ContestForm | null) => ContestForm | null) => void;
  savedType: number | null;
  cid: number | null;
}

function EditorForm({ form, setForm, savedType, cid }: EditorFormProps) {
  const { t } = useTranslation('contestAdmin');
  // The site rating is the site admins' (its calls answer them only).
  const roles = useAuth().user?.roleList ?? [];
  const siteAdmin = roles.includes('root') || roles.includes('admin');
  const issueText = useIssueText();
  const { listPath } = useContestAdminScope();
  const navigate = useNavigate();
  const save = useSaveContest();
  const wide = useMinWidth(768);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const issues = useMemo(() => (attempted ? validateContest(form, savedType) : []), [attempted, form, savedType]);
  const byField = issuesByField(issues);
  const creating = form.id == null;
  const update = (patch: Partial<ContestForm> | ((f: ContestForm) => Partial<ContestForm>)) =>
    setForm((f) => (f ? { ...f, ...(typeof patch === 'function' ? patch(f) : patch) } : f));

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

  const sectionProps = { form, update, help };

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
        <ContestBasicSection {...sectionProps} />
        <ContestTimeSection {...sectionProps} />
        <ContestRankSection {...sectionProps} />
        <ContestOtherSection {...sectionProps} />
        <ContestDescriptionSection {...sectionProps} />
        {cid !== null && siteAdmin && <RatedSwitch cid={cid} />}
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
