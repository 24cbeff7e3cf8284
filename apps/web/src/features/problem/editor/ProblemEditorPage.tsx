import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Result, Space, Spin } from 'antd';
import type { LanguageRow, ProblemEntity, TagRow } from '@verdict/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { usePageTitle } from '../../site';
import { useAllLanguages, useKnownTags, useLoadedProblem, useSaveProblem } from './api';
import { BasicSection } from './BasicSection';
import { type ProblemDtoInput, buildProblemDto } from './dto';
import { ExamplesSection } from './ExamplesSection';
import { JudgeSection } from './JudgeSection';
import { LanguagesSection } from './LanguagesSection';
import { MarkdownField } from '../../../components/MarkdownField';
import { type ProblemForm, type UpdateForm, emptyForm, formFromProblem } from './model';
import { TagsField } from './TagsField';
import { TestDataSection } from './TestDataSection';
import { useIssueText } from './useIssueText';
import { type Issue, validateProblem } from './validate';
import './editor.css';
import { routeId } from '../../../lib/urlNumbers';
import { VerificationPanel } from '../../verification';

const LIST_PATH = '/admin/problems';

/**
 * Where the editor loads and saves: the problem bank by default, or one contest (the contest
 * admin's calls, which also place the problem in the contest).
 */
export interface EditorScope {
  listPath: string;
  load: (pid: number) => Promise<ProblemEntity>;
  save: (dto: ProblemDtoInput) => Promise<unknown>;
  /** Starting values of a new problem (a contest's problems start with the contest auth). */
  initial?: Partial<ProblemForm>;
  /** Fields shown above the form; `attempted` once a save was tried, to show their errors. */
  header?: (attempted: boolean) => ReactNode;
  /** Messages of the scope's own broken rules, checked with the form's. */
  check?: () => string[];
  /** A group's problem: its cases load and its test data uploads through the group admin's rights. */
  gid?: number;
}

/** /admin/problem/create and /admin/problem/edit/:problemId (the numeric pid). */
export function ProblemEditorPage() {
  const { problemId } = useParams();
  // A new key per problem: going from one edit route to another starts from fresh state.
  return <ProblemEditor key={problemId ?? 'new'} pid={routeId(problemId || undefined)} />;
}

export function ProblemEditor({ pid, scope }: { pid: number | null; scope?: EditorScope }) {
  const { t } = useTranslation('problemEditor');
  usePageTitle(t(pid === null ? 'title.create' : 'title.edit'));
  const languages = useAllLanguages();
  const tags = useKnownTags();
  const loaded = useLoadedProblem(pid !== null && pid > 0 ? pid : null, scope?.load, scope?.gid);
  const [form, setForm] = useState<ProblemForm | null>(null);

  useEffect(() => {
    if (form || !languages.data) return;
    if (pid === null) setForm({ ...emptyForm(), languages: languages.data.map((l) => l.name), ...scope?.initial });
    else if (loaded.data) setForm(formFromProblem(loaded.data, languages.data));
  }, [form, pid, languages.data, loaded.data, scope?.initial]);

  const update: UpdateForm = useCallback(
    (patch) => setForm((f) => (f ? { ...f, ...(typeof patch === 'function' ? patch(f) : patch) } : f)),
    [],
  );

  if (pid !== null && (pid < 0 || loaded.isError)) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('messages.loadFailed')}
          extra={<Link to={scope?.listPath ?? LIST_PATH}>{t('actions.back')}</Link>}
        />
      </Card>
    );
  }
  if (!form || !languages.data) {
    return (
      <Card>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </Card>
    );
  }
  return <EditorForm form={form} update={update} languages={languages.data} knownTags={tags.data ?? []} scope={scope} />;
}

interface EditorFormProps {
  form: ProblemForm;
  update: UpdateForm;
  languages: LanguageRow[];
  knownTags: TagRow[];
  scope?: EditorScope;
}

function EditorForm({ form, update, languages, knownTags, scope }: EditorFormProps) {
  const { t } = useTranslation('problemEditor');
  const { t: tv } = useTranslation('verification');
  const navigate = useNavigate();
  const issueText = useIssueText();
  const save = useSaveProblem(scope?.save);
  const listPath = scope?.listPath ?? LIST_PATH;
  // After the first save attempt the list follows the form live, so fixed problems disappear.
  const [attempted, setAttempted] = useState(false);
  const issues: Issue[] = useMemo(() => (attempted ? validateProblem(form) : []), [attempted, form]);
  const scopeIssues = attempted ? (scope?.check?.() ?? []) : [];
  const [serverError, setServerError] = useState<string | null>(null);
  const creating = form.id == null;
  const wide = useMinWidth(768);

  const submit = () => {
    const found = validateProblem(form);
    const scopeFound = scope?.check?.() ?? [];
    setAttempted(true);
    setServerError(null);
    if (scopeFound.length > 0 || found.length > 0) {
      notify.error(scopeFound[0] ?? issueText(found[0]));
      return;
    }
    save.mutate(buildProblemDto(form, languages), {
      onSuccess: () => {
        notify.success(t(creating ? 'messages.created' : 'messages.updated'));
        void navigate(listPath);
      },
      onError: (err) => setServerError(err.message),
    });
  };

  const section = (title: string, children: ReactNode, testId?: string) => (
    <Card size="small" title={title} className="pe-section" data-testid={testId}>
      {children}
    </Card>
  );
  const markdown = (field: 'description' | 'input' | 'output' | 'hint', required = false, rows = 6) => (
    <Form.Item label={t(`fields.${field}`)} required={required}>
      <MarkdownField
        value={form[field]}
        onChange={(value) => update({ [field]: value })}
        testId={`pe-${field}`}
        rows={rows}
        label={t(`fields.${field}`)}
      />
    </Form.Item>
  );

  return (
    <Card
      title={t(creating ? 'title.create' : 'title.edit')}
      extra={
        <Space>
          {/* Phones keep the icon only, so the title stays readable. */}
          <Link to={listPath}>
            <Button icon={<ArrowLeftOutlined />} aria-label={t('actions.back')}>
              {wide ? t('actions.back') : null}
            </Button>
          </Link>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={submit} data-testid="pe-save-top">
            {t('actions.save')}
          </Button>
        </Space>
      }
      data-testid="problem-editor-page"
    >
      <Form layout="vertical" component="div">
        {scope?.header?.(attempted)}
        {section(t('sections.basic'), <BasicSection form={form} update={update} />)}
        {section(
          t('sections.statement'),
          <>
            {markdown('description', false, 8)}
            {markdown('input', true)}
            {markdown('output', true)}
            {markdown('hint')}
          </>,
        )}
        {section(t('sections.examples'), <ExamplesSection form={form} update={update} />)}
        {section(t('sections.testData'), <TestDataSection form={form} update={update} gid={scope?.gid} />)}
        {section(t('sections.judge'), <JudgeSection form={form} update={update} />)}
        {section(t('sections.languages'), <LanguagesSection form={form} update={update} languages={languages} />)}
        {form.id != null && !scope && section(tv('section'), <VerificationPanel pid={Number(form.id)} />, 'pe-verification')}
        {section(
          t('sections.other'),
          <>
            <Form.Item label={t('fields.tags')}>
              <TagsField form={form} update={update} known={knownTags} />
            </Form.Item>
            <Form.Item label={t('fields.source')}>
              <MarkdownField
                value={form.source}
                onChange={(source) => update({ source })}
                testId="pe-source"
                rows={2}
                label={t('fields.source')}
              />
            </Form.Item>
          </>,
        )}
      </Form>
      <div className="pe-save-bar">
        {scopeIssues.length + issues.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('messages.fixFirst')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {[...scopeIssues, ...issues.map(issueText)].slice(0, 8).map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </ul>
            }
            data-testid="pe-issues"
          />
        )}
        {serverError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('messages.saveFailed')}
            description={serverError}
            data-testid="pe-server-error"
          />
        )}
        <Space>
          <Button
            type="primary"
            size="large"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={submit}
            data-testid="pe-save"
          >
            {t('actions.save')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
