import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { TeamLimits, type TeamImportError } from '@verdict/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { type CsvTeamRow, previewCsv } from './csv';
import { useImportTeams } from './api';

const SAMPLE = 'team name,organisation,members,location,group\nRed Pandas,MIT,alice bob carol,A-01,official';

/** CSV import (a file or pasted text), previewed line by line; the server refuses the whole file on any bad line. */
export function ImportDialog({ cid, open, onClose }: { cid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('team');
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<{ message: string; errors: TeamImportError[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importer = useImportTeams(cid);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => previewCsv(text), [text]);
  const errorsByLine = useMemo(() => new Map((refused?.errors ?? []).map((e) => [e.line, e.msg])), [refused]);
  const tooLarge = new Blob([text]).size > TeamLimits.csvMaxBytes;

  const reset = () => {
    setText('');
    setRefused(null);
    setFailure(null);
  };
  const edit = (next: string) => {
    setText(next);
    setRefused(null);
    setFailure(null);
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > TeamLimits.csvMaxBytes) return notify.warning(t('import.tooLarge'));
    void file.text().then(edit);
  };
  const submit = () =>
    importer.mutate(text, {
      onSuccess: (outcome) => {
        if (outcome.ok) {
          notify.success(t('import.done', { count: outcome.created }));
          onClose();
        } else setRefused({ message: outcome.message, errors: outcome.errors });
      },
      onError: (err) => setFailure(err.message),
    });

  const lineErrors = refused?.errors.filter((e) => !preview.rows.some((r) => r.line === e.line)) ?? [];
  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      afterClose={reset}
      width={860}
      okText={t('import.submit', { count: preview.rows.length })}
      cancelText={t('common.cancel')}
      onOk={submit}
      confirmLoading={importer.isPending}
      okButtonProps={{ disabled: preview.rows.length === 0 || tooLarge, 'data-testid': 'import-submit' }}
      destroyOnHidden
    >
      <Typography.Paragraph className="team-muted">{t('import.format')}</Typography.Paragraph>
      <pre className="team-sample">{SAMPLE}</pre>
      <Space wrap style={{ marginBottom: 8 }}>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          style={{ display: 'none' }}
          onChange={(e) => {
            readFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="import-file"
        />
        <Button icon={<FileTextOutlined />} onClick={() => fileInput.current?.click()}>
          {t('import.chooseFile')}
        </Button>
        <Typography.Text type="secondary">{t('import.orPaste')}</Typography.Text>
      </Space>
      <Input.TextArea
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={6}
        placeholder={SAMPLE}
        aria-label={t('import.text')}
        spellCheck={false}
        className="team-csv"
        data-testid="import-text"
      />
      {tooLarge && <Alert type="error" showIcon message={t('import.tooLarge')} style={{ marginTop: 8 }} />}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 8 }} />}
      {refused && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={refused.message}
          description={
            lineErrors.length > 0 ? (
              <ul className="team-errors">
                {lineErrors.map((e) => (
                  <li key={e.line}>{t('import.lineError', { line: e.line, msg: e.msg })}</li>
                ))}
              </ul>
            ) : (
              t('import.fixBelow')
            )
          }
          data-testid="import-errors"
        />
      )}
      {preview.rows.length > 0 && (
        <Table<CsvTeamRow>
          style={{ marginTop: 8 }}
          rowKey="line"
          size="small"
          dataSource={preview.rows}
          scroll={{ x: 'max-content', y: 280 }}
          pagination={false}
          rowClassName={(r) => (errorsByLine.has(r.line) ? 'team-row-error' : '')}
          columns={[
            { key: 'line', title: t('import.line'), dataIndex: 'line', width: 56 },
            { key: 'name', title: t('teams.name'), render: (_, r) => r.name || '--' },
            { key: 'organization', title: t('teams.organization'), render: (_, r) => r.organization || '--' },
            { key: 'members', title: t('teams.members'), render: (_, r) => r.members.join(' ') || '--' },
            { key: 'location', title: t('teams.location'), render: (_, r) => r.location || '--' },
            { key: 'group', title: t('teams.group'), render: (_, r) => r.group || '--' },
            {
              key: 'check',
              title: t('import.check'),
              render: (_, r) => {
                const msg = errorsByLine.get(r.line);
                if (msg) return <Typography.Text type="danger">{msg}</Typography.Text>;
                return r.suspect ? <Tag color="warning">{t('import.suspect')}</Tag> : <Tag color="success">OK</Tag>;
              },
            },
          ]}
          data-testid="import-preview"
        />
      )}
    </Modal>
  );
}
