import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { TeamLimits, type TeamGroupVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { RowActions } from './RowActions';
import { type GroupDraft, useTeamActions } from './api';

/** Groups (categories with separate rankings): name, hidden. */
export function GroupsPanel({ cid, groups }: { cid: number; groups: TeamGroupVo[] }) {
  const { t } = useTranslation('team');
  const actions = useTeamActions(cid);
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  const [attempted, setAttempted] = useState(false);
  const open = (g?: TeamGroupVo) => {
    setAttempted(false);
    setDraft(g ? { id: g.id, name: g.name, hidden: g.hidden } : { id: null, name: '', hidden: false });
  };
  const save = () => {
    if (!draft) return;
    setAttempted(true);
    if (!draft.name.trim()) return;
    actions.saveGroup.mutate(draft, {
      onSuccess: () => {
        notify.success(t(draft.id == null ? 'common.created' : 'common.updated'));
        setDraft(null);
      },
    });
  };
  const columns: TableColumnsType<TeamGroupVo> = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    {
      key: 'hidden',
      title: t('groups.hidden'),
      width: 96,
      render: (_, g) => (g.hidden ? <Tag>{t('groups.hiddenTag')}</Tag> : <Tag color="green">{t('groups.shownTag')}</Tag>),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 96,
      render: (_, g) => (
        <RowActions
          editLabel={t('groups.editOf', { name: g.name })}
          deleteLabel={t('groups.deleteOf', { name: g.name })}
          deleteConfirm={t('groups.deleteConfirm', { name: g.name })}
          onEdit={() => open(g)}
          onDelete={() => actions.removeGroup.mutateAsync(g.id).then(() => notify.success(t('common.deleted')))}
          testid={`group-${g.id}`}
        />
      ),
    },
  ];
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => open()} style={{ marginBottom: 12 }} data-testid="group-create">
        {t('groups.create')}
      </Button>
      <Table<TeamGroupVo>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={groups}
        pagination={false}
        locale={{ emptyText: <Empty description={t('groups.empty')} /> }}
        data-testid="group-table"
      />
      <Modal
        open={draft !== null}
        title={t(draft?.id == null ? 'groups.create' : 'groups.edit')}
        onCancel={() => setDraft(null)}
        onOk={save}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={actions.saveGroup.isPending}
        okButtonProps={{ 'data-testid': 'group-save' }}
        destroyOnHidden
      >
        {draft && (
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('groups.name')}
              required
              {...(attempted && !draft.name.trim() ? { validateStatus: 'error' as const, help: t('issues.required') } : {})}
            >
              <Input
                value={draft.name}
                maxLength={TeamLimits.nameMax}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                onPressEnter={save}
                autoFocus
                data-testid="group-name"
              />
            </Form.Item>
            <Form.Item label={t('groups.hidden')} extra={t('groups.hiddenHint')}>
              <Switch
                checked={draft.hidden}
                onChange={(hidden) => setDraft({ ...draft, hidden })}
                aria-label={t('groups.hidden')}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
