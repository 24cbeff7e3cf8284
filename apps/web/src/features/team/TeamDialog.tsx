import { Form, Input, Modal, Select, Switch } from 'antd';
import { TeamLimits, type TeamGroupVo, type TeamOrganizationVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDraft } from './api';
import { teamDraftIssues } from './teamForm';
import { RequiredSelect } from '../../components/RequiredControls';

/** Add or edit one team: name, 1–3 members by username, organisation, group, location, star. */
export function TeamDialog({
  draft,
  onChange,
  onClose,
  onSave,
  saving,
  organizations,
  groups,
}: {
  draft: TeamDraft | null;
  onChange: (d: TeamDraft) => void;
  onClose: () => void;
  onSave: (d: TeamDraft) => void;
  saving: boolean;
  organizations: TeamOrganizationVo[];
  groups: TeamGroupVo[];
}) {
  const { t } = useTranslation('team');
  const [attempted, setAttempted] = useState(false);
  const issues = draft ? teamDraftIssues(draft) : {};
  const show = (key: keyof typeof issues) =>
    attempted && issues[key] ? { validateStatus: 'error' as const, help: t(`issues.${issues[key]}`) } : {};
  const save = () => {
    if (!draft) return;
    setAttempted(true);
    if (Object.keys(issues).length === 0) onSave(draft);
  };
  return (
    <Modal
      open={draft !== null}
      title={t(draft?.id == null ? 'teams.create' : 'teams.edit')}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'team-save' }}
      afterClose={() => setAttempted(false)}
      destroyOnHidden
    >
      {draft && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('teams.name')} required {...show('name')}>
            <Input
              value={draft.name}
              maxLength={TeamLimits.nameMax}
              onChange={(e) => onChange({ ...draft, name: e.target.value })}
              onPressEnter={save}
              autoFocus
              data-testid="team-name"
            />
          </Form.Item>
          <Form.Item label={t('teams.members')} required extra={t('teams.membersHint')} {...show('members')}>
            <RequiredSelect
              mode="tags"
              value={draft.members}
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ', ';']}
              onChange={(members: string[]) => onChange({ ...draft, members })}
              aria-label={t('teams.members')}
              data-testid="team-members"
            />
          </Form.Item>
          <Form.Item label={t('teams.organization')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              value={draft.organizationId ?? undefined}
              onChange={(v?: number) => onChange({ ...draft, organizationId: v ?? null })}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              placeholder={t('teams.none')}
              aria-label={t('teams.organization')}
            />
          </Form.Item>
          <Form.Item label={t('teams.group')}>
            <Select
              allowClear
              value={draft.groupId ?? undefined}
              onChange={(v?: number) => onChange({ ...draft, groupId: v ?? null })}
              options={groups.map((g) => ({ value: g.id, label: g.name }))}
              placeholder={t('teams.none')}
              aria-label={t('teams.group')}
            />
          </Form.Item>
          <Form.Item label={t('teams.location')} {...show('location')}>
            <Input
              value={draft.location}
              maxLength={TeamLimits.locationMax}
              onChange={(e) => onChange({ ...draft, location: e.target.value })}
              placeholder={t('teams.locationHint')}
            />
          </Form.Item>
          <Form.Item label={t('teams.star')} extra={t('teams.starHint')}>
            <Switch checked={draft.star} onChange={(star) => onChange({ ...draft, star })} aria-label={t('teams.star')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
