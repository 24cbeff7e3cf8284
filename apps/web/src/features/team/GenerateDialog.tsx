import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Select, Table, Typography } from 'antd';
import type { TeamGroupVo, TeamOrganizationVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';
import { useTeamActions } from './api';
import { generatedAccounts } from './csv';

/**
 * Team accounts by the contest's account rule: the server makes one account and one team per name
 * not taken yet and answers the passwords once, shown here with the CSV to download.
 */
export function GenerateDialog({
  cid,
  open,
  onClose,
  organizations,
  groups,
}: {
  cid: number;
  open: boolean;
  onClose: () => void;
  organizations: TeamOrganizationVo[];
  groups: TeamGroupVo[];
}) {
  const { t } = useTranslation('team');
  const { generate } = useTeamActions(cid);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [result, setResult] = useState<{ created: number; csv: string } | null>(null);
  const download = () =>
    result && saveBlob(new Blob(['\uFEFF', result.csv], { type: 'text/csv;charset=utf-8' }), `contest_${cid}_team_accounts.csv`);
  const reset = () => {
    setResult(null);
    setGroupId(null);
    setOrganizationId(null);
  };
  return (
    <Modal
      open={open}
      title={t('generate.title')}
      onCancel={onClose}
      afterClose={reset}
      width={result ? 720 : 520}
      destroyOnHidden
      footer={
        result
          ? [
              <Button
                key="download"
                type="primary"
                icon={<DownloadOutlined />}
                onClick={download}
                data-testid="generate-download"
              >
                {t('generate.download')}
              </Button>,
              <Button key="close" onClick={onClose}>
                {t('generate.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="go"
                type="primary"
                loading={generate.isPending}
                onClick={() => generate.mutate({ groupId, organizationId }, { onSuccess: setResult })}
                data-testid="generate-submit"
              >
                {t('generate.submit')}
              </Button>,
            ]
      }
    >
      {result ? (
        <>
          <Alert
            type="warning"
            showIcon
            message={t('generate.done', { count: result.created })}
            description={t('generate.once')}
            style={{ marginBottom: 8 }}
          />
          <Table
            rowKey="username"
            size="small"
            dataSource={generatedAccounts(result.csv)}
            pagination={false}
            scroll={{ x: 'max-content', y: 320 }}
            columns={[
              { key: 'team', title: t('teams.name'), dataIndex: 'team' },
              { key: 'username', title: t('generate.username'), dataIndex: 'username' },
              {
                key: 'password',
                title: t('generate.password'),
                render: (_, r: { password: string }) => (
                  <Typography.Text code copyable>
                    {r.password}
                  </Typography.Text>
                ),
              },
            ]}
            data-testid="generate-result"
          />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('generate.hint')}</Typography.Paragraph>
          <Form layout="vertical" component="div">
            <Form.Item label={t('teams.group')}>
              <Select
                allowClear
                value={groupId ?? undefined}
                onChange={(v?: number) => setGroupId(v ?? null)}
                options={groups.map((g) => ({ value: g.id, label: g.name }))}
                placeholder={t('teams.none')}
                aria-label={t('teams.group')}
              />
            </Form.Item>
            <Form.Item label={t('teams.organization')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                value={organizationId ?? undefined}
                onChange={(v?: number) => setOrganizationId(v ?? null)}
                options={organizations.map((o) => ({ value: o.id, label: o.name }))}
                placeholder={t('teams.none')}
                aria-label={t('teams.organization')}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
