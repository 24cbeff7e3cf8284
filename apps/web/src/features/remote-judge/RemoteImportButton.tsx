import { CloudDownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { REMOTE_OJS } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteImport } from './api';
import { OJ_NAMES } from './sites';

interface ImportForm {
  name: string;
  problemId: string;
}

/**
 * The admin problem list's "Import remote problem" (spec 3, admin problem: import remote problem):
 * an OJ key and the site's problem id; the fetch is shown while it runs, a site's refusal in place.
 */
export function RemoteImportButton() {
  const { t } = useTranslation('remoteJudge');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ImportForm>();
  const mutation = useRemoteImport();
  const [done, setDone] = useState<{ problemId: string; msg: string } | null>(null);
  const oj = Form.useWatch('name', form) ?? 'CF';

  const close = () => {
    setOpen(false);
    setDone(null);
    mutation.reset();
  };
  const submit = (v: ImportForm) => {
    setDone(null);
    const bare = v.problemId.trim().replace(new RegExp(`^${v.name}-`, 'i'), '');
    mutation.mutate({ name: v.name, problemId: bare }, { onSuccess: (msg) => setDone({ problemId: `${v.name}-${bare}`, msg }) });
  };

  return (
    <>
      <Button icon={<CloudDownloadOutlined />} onClick={() => setOpen(true)} data-testid="remote-import-open">
        {t('import.open')}
      </Button>
      <Modal
        open={open}
        title={t('import.title')}
        onCancel={close}
        footer={null}
        destroyOnClose
        width={480}
        data-testid="remote-import-dialog"
      >
        <Form<ImportForm>
          form={form}
          layout="vertical"
          initialValues={{ name: 'CF', problemId: '' }}
          onFinish={submit}
          disabled={mutation.isPending}
        >
          <Form.Item name="name" label={t('import.oj')} rules={[{ required: true, message: t('import.ojRequired') }]}>
            <Select
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
            <Button onClick={close}>{t('import.close')}</Button>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="remote-import-submit">
              {t('import.submit')}
            </Button>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
