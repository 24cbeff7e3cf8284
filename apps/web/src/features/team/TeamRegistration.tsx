import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { TeamLimits } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useMyTeam, useRegisterTeam } from './api';
import { teamDraftIssues } from './teamForm';
import './team.css';

export interface TeamRegistrationProps {
  cid: number;
  /** The contest has ended: registration is closed. */
  ended: boolean;
  /** The contest asks for its password (protected or private, not entered yet). */
  needsPassword: boolean;
  /** Contest admins do not compete. */
  isAdmin: boolean;
}

/** A team contest's "My team" card, or the form to register one (issue 23.1). */
export function TeamRegistration({ cid, ended, needsPassword, isAdmin }: TeamRegistrationProps) {
  const { t } = useTranslation('team');
  const { user } = useAuth();
  const mine = useMyTeam(cid, !!user && !isAdmin);
  if (isAdmin) return null;
  if (!user)
    return (
      <Card size="small" title={t('register.title')} data-testid="team-register-login">
        <Typography.Text>
          {t('register.loginFirst')} <Link to="/login">{t('register.login')}</Link>
        </Typography.Text>
      </Card>
    );
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (mine.isError) return <Alert type="warning" showIcon message={t('common.loadFailed')} />;
  if (mine.data)
    return (
      <Card size="small" title={<TeamTitle text={t('mine.title')} />} data-testid="my-team">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: t('teams.name'), children: <strong data-testid="my-team-name">{mine.data.name}</strong> },
            {
              key: 'members',
              label: t('teams.members'),
              children: (
                <Space size={[0, 4]} wrap>
                  {mine.data.members.map((m) => (
                    <Tag key={m.uid}>{m.username}</Tag>
                  ))}
                </Space>
              ),
            },
            ...(mine.data.organizationName
              ? [
                  {
                    key: 'organization',
                    label: t('teams.organization'),
                    children: <span data-testid="my-team-organization">{mine.data.organizationName}</span>,
                  },
                ]
              : []),
            ...(mine.data.location ? [{ key: 'location', label: t('teams.location'), children: mine.data.location }] : []),
            ...(mine.data.star ? [{ key: 'star', label: t('teams.star'), children: t('mine.unranked') }] : []),
          ]}
        />
      </Card>
    );
  if (ended) return <Alert type="info" showIcon message={t('register.ended')} data-testid="team-register-closed" />;
  return <RegisterForm cid={cid} username={user.username} needsPassword={needsPassword} />;
}

const TeamTitle = ({ text }: { text: string }) => (
  <Space>
    <TeamOutlined />
    {text}
  </Space>
);

function RegisterForm({ cid, username, needsPassword }: { cid: number; username: string; needsPassword: boolean }) {
  const { t } = useTranslation('team');
  const register = useRegisterTeam(cid);
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([username, '', '']);
  const [organization, setOrganization] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const issues = teamDraftIssues({ name, members });
  const mineIncluded = members.some((m) => m.trim() === username);
  const submit = () => {
    setAttempted(true);
    if (Object.keys(issues).length > 0 || !mineIncluded) return;
    register.mutate(
      { name: name.trim(), members, organization: organization.trim(), ...(needsPassword ? { password } : {}) },
      { onSuccess: () => notify.success(t('register.done')) },
    );
  };
  const memberIssue = attempted
    ? issues.members
      ? t(`issues.${issues.members}`)
      : !mineIncluded
        ? t('register.includeYou')
        : null
    : null;
  return (
    <Card size="small" title={<TeamTitle text={t('register.title')} />} data-testid="team-register">
      <Typography.Paragraph type="secondary">{t('register.hint')}</Typography.Paragraph>
      <Form layout="vertical" component="div" className="team-register-form">
        <Form.Item
          label={t('teams.name')}
          required
          {...(attempted && issues.name ? { validateStatus: 'error' as const, help: t(`issues.${issues.name}`) } : {})}
        >
          <Input
            value={name}
            maxLength={TeamLimits.nameMax}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={submit}
            data-testid="register-team-name"
          />
        </Form.Item>
        <Form.Item
          label={t('register.members')}
          required
          extra={t('register.membersHint')}
          {...(memberIssue ? { validateStatus: 'error' as const, help: memberIssue } : {})}
        >
          <div className="team-member-inputs">
            {members.map((m, i) => (
              <Input
                key={i}
                value={m}
                maxLength={64}
                placeholder={t('register.memberN', { n: i + 1 })}
                aria-label={t('register.memberN', { n: i + 1 })}
                onChange={(e) => setMembers(members.map((x, j) => (j === i ? e.target.value : x)))}
                onPressEnter={submit}
                data-testid={`register-member-${i + 1}`}
              />
            ))}
          </div>
        </Form.Item>
        <Form.Item label={t('teams.organization')} extra={t('register.organizationHint')}>
          <Input
            value={organization}
            maxLength={TeamLimits.nameMax}
            onChange={(e) => setOrganization(e.target.value)}
            onPressEnter={submit}
            data-testid="register-organization"
          />
        </Form.Item>
        {needsPassword && (
          <Form.Item label={t('register.password')}>
            <Input.Password value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          </Form.Item>
        )}
        {register.error && (
          <Alert
            type="error"
            showIcon
            message={register.error.message}
            style={{ marginBottom: 12 }}
            data-testid="register-error"
          />
        )}
        <Button type="primary" onClick={submit} loading={register.isPending} data-testid="register-team-submit">
          {t('register.submit')}
        </Button>
      </Form>
    </Card>
  );
}
