import { CloudDownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { REMOTE_OJS } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { type RemoteImportInput, type RemoteImportScope, useRemoteImport, useRemoteSites } from './api';
import { OJ_NAMES } from './sites';
import { RequiredSelect } from '../../components/RequiredControls';

type ImportForm = Required<RemoteImportInput>;

const TITLES = { bank: 'import.title', contest: 'import.titleContest', training: 'import.titleTraining' } as const;

/**
 * "Import remote problem" (spec 3: admin problem, contest and training problem lists; HOJ's
 * import dialogs): an OJ key and the site's problem id, in the contest's scope also the display
 * id it gets there. The fetch is shown while it runs, a site's refusal in place.
 */
export function RemoteImportButton({ scope = { kind: 'bank' } }: { scope?: RemoteImportScope }) {
  const { t } = useTranslation('remoteJudge');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudDownloadOutlined />} onClick={() => setOpen(true)} data-testid="remote-import-open">
        {t('import.open')}
      </Button>
      <Modal
        open={open}
        title={t(TITLES[scope.kind])}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={480}
        data-testid="remote-import-dialog"
      >
        {/* Mounted per opening: a fresh form with the contest's next display id. */}
        <RemoteImportForm scope={scope} onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function RemoteImportForm({ scope, onClose }: { scope: RemoteImportScope; onClose: () => void }) {
  const { t } = useTranslation('remoteJudge');
  const [form] = Form.useForm<ImportForm>();
  const mutation = useRemoteImport(scope);
  const [done, setDone] = useState<{ problemId: string; msg: string } | null>(null);
  const oj = Form.useWatch('name', form) ?? 'CF';
  const suggest = scope.kind === 'contest' ? scope.suggestDisplayId : '';
  // The sites' accounts are the root's to read: a site without one is named before importing.
  const sites = useRemoteSites(useAuth().isRoot);
  const noAccount = sites.data?.some((s) => s.oj === oj && s.accounts === 0) ?? false;

  // After an import the contest's list moves on: the next free display id is offered.
  useEffect(() => {
    if (suggest) form.setFieldValue('displayId', suggest);
  }, [form, suggest]);

  const submit = (v: ImportForm) => {
    setDone(null);
    const bare = v.problemId.trim().replace(new RegExp(`^${v.name}-`, 'i'), '');
    const problemId = `${v.name}-${bare}`;
    const displayId = v.displayId?.trim();
    mutation.mutate(
      { name: v.name, problemId: bare, displayId },
      {
        onSuccess: (msg) => {
          if (scope.kind === 'bank') setDone({ problemId, msg });
          else if (scope.kind === 'contest') setDone({ problemId, msg: t('import.doneContest', { problemId, displayId }) });
          else setDone({ problemId, msg: t('import.doneTraining', { problemId }) });
        },
      },
    );
  };

  return (
    <Form<ImportForm>
      form={form}
      layout="vertical"
      initialValues={{ name: 'CF', problemId: '', displayId: suggest }}
      onFinish={submit}
      disabled={mutation.isPending}
    >
      <Form.Item name="name" label={t('import.oj')} rules={[{ required: true, message: t('import.ojRequired') }]}>
        <RequiredSelect
          data-testid="remote-import-oj"
          options={REMOTE_OJS.map((o) => ({ value: o, label: `${o} · ${OJ_NAMES[o]}` }))}
        />
      </Form.Item>
      <Form.Item
        name="problemId"
        label={t('import.problemId')}
        extra={t('import.problemIdHint')}
        rules={[{ required: true, whitespace: true, max: 64, message: t('import.problemIdRequired') }]}
      >
        <Input addonBefore={`${oj}-`} autoComplete="off" data-testid="remote-import-id" />
      </Form.Item>
      {scope.kind === 'contest' && (
        <Form.Item
          name="displayId"
          label={t('import.displayId')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('import.displayIdRequired') }]}
        >
          <Input autoComplete="off" maxLength={64} data-testid="remote-import-display-id" />
        </Form.Item>
      )}
      {noAccount && (
        <Alert type="warning" showIcon message={t('import.noAccount', { oj })} data-testid="remote-import-no-account" />
      )}
      {mutation.isPending && (
        <Alert type="info" showIcon message={t('import.importing', { oj })} data-testid="remote-import-progress" />
      )}
      {mutation.isError && (
        <Alert
          type="error"
          showIcon
          message={t('import.failed')}
          description={mutation.error.message}
          data-testid="remote-import-error"
        />
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          message={done.msg || t('import.done', { problemId: done.problemId })}
          action={
            <Link to={`/problem/${encodeURIComponent(done.problemId)}`} target="_blank" data-testid="remote-import-link">
              {t('import.openProblem')}
            </Link>
          }
          data-testid="remote-import-done"
        />
      )}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('import.close')}</Button>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="remote-import-submit">
          {t('import.submit')}
        </Button>
      </Space>
    </Form>
  );
}
