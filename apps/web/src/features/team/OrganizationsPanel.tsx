import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { TeamLimits, type TeamOrganizationVo } from '@verdict/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { RowActions } from './RowActions';
import { type OrganizationDraft, useTeamActions } from './api';

const LOGO_TYPES = 'image/gif,image/jpeg,image/png,image/webp,image/bmp';
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Organisations (schools): name, formal name, country, logo. */
export function OrganizationsPanel({ cid, organizations }: { cid: number; organizations: TeamOrganizationVo[] }) {
  const { t } = useTranslation('team');
  const actions = useTeamActions(cid);
  const [draft, setDraft] = useState<(OrganizationDraft & { logoUrl: string | null }) | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const open = (o?: TeamOrganizationVo) => {
    setAttempted(false);
    setFile(null);
    setDraft(
      o
        ? { id: o.id, name: o.name, formalName: o.formalName ?? '', country: o.country ?? '', logoUrl: o.logoUrl }
        : { id: null, name: '', formalName: '', country: '', logoUrl: null },
    );
  };
  const nameBad = !!draft && !draft.name.trim();
  const countryBad = !!draft && draft.country.trim() !== '' && !/^[A-Za-z]{3}$/.test(draft.country.trim());
  const pick = (f: File | undefined) => {
    if (!f) return;
    if (f.size > LOGO_MAX_BYTES) notify.warning(t('organizations.logoTooLarge'));
    else setFile(f);
  };
  const save = async () => {
    if (!draft) return;
    setAttempted(true);
    if (nameBad || countryBad) return;
    const { logoUrl: _logo, ...body } = draft;
    const saved = await actions.saveOrganization.mutateAsync(body);
    if (file) await actions.uploadLogo.mutateAsync({ id: saved.id, file });
    notify.success(t(draft.id == null ? 'common.created' : 'common.updated'));
    setDraft(null);
  };

  const columns: TableColumnsType<TeamOrganizationVo> = [
    {
      key: 'logo',
      title: t('organizations.logo'),
      width: 56,
      render: (_, o) => (
        <Avatar shape="square" src={o.logoUrl ?? undefined} alt={t('organizations.logoOf', { name: o.name })}>
          {o.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { key: 'name', title: t('organizations.name'), dataIndex: 'name' },
    { key: 'formalName', title: t('organizations.formalName'), responsive: ['sm'], render: (_, o) => o.formalName || '--' },
    { key: 'country', title: t('organizations.country'), width: 80, render: (_, o) => o.country || '--' },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 96,
      render: (_, o) => (
        <RowActions
          editLabel={t('organizations.editOf', { name: o.name })}
          deleteLabel={t('organizations.deleteOf', { name: o.name })}
          deleteConfirm={t('organizations.deleteConfirm', { name: o.name })}
          onEdit={() => open(o)}
          onDelete={() => actions.removeOrganization.mutateAsync(o.id).then(() => notify.success(t('common.deleted')))}
          testid={`org-${o.id}`}
        />
      ),
    },
  ];

  const shownLogo = preview ?? draft?.logoUrl ?? null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => open()} style={{ marginBottom: 12 }} data-testid="org-create">
        {t('organizations.create')}
      </Button>
      <Table<TeamOrganizationVo>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={organizations}
        scroll={{ x: 'max-content' }}
        pagination={{ size: 'small', hideOnSinglePage: true, pageSize: 50 }}
        locale={{ emptyText: <Empty description={t('organizations.empty')} /> }}
        data-testid="org-table"
      />
      <Modal
        open={draft !== null}
        title={t(draft?.id == null ? 'organizations.create' : 'organizations.edit')}
        onCancel={() => setDraft(null)}
        onOk={() => void save().catch(() => undefined)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={actions.saveOrganization.isPending || actions.uploadLogo.isPending}
        okButtonProps={{ 'data-testid': 'org-save' }}
        destroyOnHidden
      >
        {draft && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('organizations.name')}
              required
              {...(attempted && nameBad ? { validateStatus: 'error' as const, help: t('issues.required') } : {})}
            >
              <Input
                value={draft.name}
                maxLength={TeamLimits.nameMax}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                autoFocus
                data-testid="org-name"
              />
            </Form.Item>
            <Form.Item label={t('organizations.formalName')}>
              <Input
                value={draft.formalName}
                maxLength={TeamLimits.formalNameMax}
                onChange={(e) => setDraft({ ...draft, formalName: e.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={t('organizations.country')}
              extra={t('organizations.countryHint')}
              {...(attempted && countryBad ? { validateStatus: 'error' as const, help: t('issues.country') } : {})}
            >
              <Input
                value={draft.country}
                maxLength={3}
                style={{ width: 120 }}
                onChange={(e) => setDraft({ ...draft, country: e.target.value.toUpperCase() })}
              />
            </Form.Item>
            <Form.Item label={t('organizations.logo')} extra={t('organizations.logoHint')}>
              <Space align="center" wrap>
                <Avatar shape="square" size={64} src={shownLogo ?? undefined} data-testid="org-logo-preview">
                  {draft.name.slice(0, 1) || '?'}
                </Avatar>
                <input
                  ref={input}
                  type="file"
                  accept={LOGO_TYPES}
                  style={{ display: 'none' }}
                  onChange={(e) => pick(e.target.files?.[0])}
                  data-testid="org-logo-file"
                />
                <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
                  {t(shownLogo ? 'organizations.logoReplace' : 'organizations.logoChoose')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
