import { CheckOutlined, CloseOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useGroupApplies, useGroupMembers, useMemberMutations } from './api';
import { useGroupContext } from './groupContext';
import { assignableLevels, canRemoveMember, MemberLevel } from './groupRules';
import { formatDateTime } from './GroupTags';

interface MemberVo {
  id: number;
  uid: string;
  username: string;
  auth: number;
  reason: string | null;
  gmtCreate: string | null;
  gmtModify: string | null;
}

const LEVEL_COLORS: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'default', 4: 'blue', 5: 'gold' };

export function LevelTag({ level }: { level: number }) {
  const { t } = useTranslation('group');
  return (
    <Tag color={LEVEL_COLORS[level]} data-testid="member-level">
      {t(`level.${level}` as 'level.3')}
    </Tag>
  );
}

/** Members (levels editable by admins within their rights) and, for admins, the pending applications. */
export function GroupMembers() {
  const { isAdmin } = useGroupContext();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {isAdmin && <ApplyList />}
      <MemberList />
    </Space>
  );
}

function MemberList() {
  const { t } = useTranslation('group');
  const { group, viewer, isAdmin } = useGroupContext();
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState({ currentPage: 1, limit: 10, keyword: '' });
  const list = useGroupMembers(group.id, { ...query, keyword: query.keyword || undefined });
  const { setLevel, remove } = useMemberMutations(group.id);

  const confirmRemove = (m: MemberVo) =>
    dialog.confirm({
      title: t('member.removeConfirm', { username: m.username }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(m.uid).then(() => notify.success(t('common.deleted'))),
    });

  const levelCell = (m: MemberVo) => {
    const options = isAdmin ? assignableLevels(viewer, m, group.uid) : [];
    if (options.length === 0) return <LevelTag level={m.auth} />;
    const values = options.includes(m.auth) ? options : [m.auth, ...options];
    return (
      <Select
        size="small"
        value={m.auth}
        style={{ width: 140 }}
        aria-label={t('member.levelOf', { username: m.username })}
        onChange={(auth: number) =>
          setLevel.mutate({ uid: m.uid, auth }, { onSuccess: () => notify.success(t('common.updated')) })
        }
        options={values.map((l) => ({ value: l, label: t(`level.${l}` as 'level.3'), disabled: !options.includes(l) }))}
        data-testid="member-level-select"
      />
    );
  };
  const columns: TableColumnsType<MemberVo> = [
    {
      key: 'username',
      title: t('member.username'),
      render: (_, m) => <Link to={`/user-home?username=${encodeURIComponent(m.username)}`}>{m.username}</Link>,
    },
    ...(isWide
      ? [
          {
            key: 'joined',
            title: t('member.joined'),
            width: 180,
            render: (_: unknown, m: MemberVo) => formatDateTime(m.gmtCreate),
          },
          {
            key: 'changed',
            title: t('member.changed'),
            width: 180,
            render: (_: unknown, m: MemberVo) => formatDateTime(m.gmtModify),
          },
        ]
      : []),
    { key: 'level', title: t('member.level'), width: 160, render: (_, m) => levelCell(m) },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 110,
            render: (_: unknown, m: MemberVo) => (
              <Space size={4}>
                {m.reason && <ReasonButton reason={m.reason} />}
                {canRemoveMember(viewer, m, group.uid) && (
                  <Tooltip title={t('member.remove')}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('member.removeOf', { username: m.username })}
                      onClick={() => confirmRemove(m)}
                      data-testid="member-remove"
                    />
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      title={t('member.title')}
      extra={
        <Input.Search
          allowClear
          size="small"
          placeholder={t('member.search')}
          aria-label={t('member.search')}
          style={{ width: 180, maxWidth: '50vw' }}
          onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() })}
        />
      }
      data-testid="group-members"
    >
      <Table<MemberVo>
        rowKey="id"
        size="small"
        columns={columns}
        // Phones scroll the table inside its card rather than widening the page.
        scroll={isWide ? undefined : { x: 'max-content' }}
        dataSource={(list.data?.records ?? []) as MemberVo[]}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: t('member.empty') }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: list.data?.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('list.total', { total }),
          onChange: (currentPage, limit) => setQuery({ ...query, currentPage, limit }),
        })}
      />
    </Card>
  );
}

function ReasonButton({ reason }: { reason: string }) {
  const { t } = useTranslation('group');
  return (
    <Tooltip title={t('member.viewReason')}>
      <Button
        size="small"
        icon={<EyeOutlined />}
        aria-label={t('member.viewReason')}
        onClick={() =>
          dialog.info({
            title: t('member.reason'),
            content: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reason}</Typography.Paragraph>,
          })
        }
      />
    </Tooltip>
  );
}

/** Applications (level 1): accept makes a member, refuse marks the application refused (spec 3 §4). */
function ApplyList() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  const isWide = useMinWidth(768);
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupApplies(group.id, query, true);
  const { setLevel } = useMemberMutations(group.id);
  const decide = (m: MemberVo, auth: number) =>
    setLevel.mutate(
      { uid: m.uid, auth },
      { onSuccess: () => notify.success(auth === MemberLevel.Member ? t('member.accepted') : t('member.refused')) },
    );
  const columns: TableColumnsType<MemberVo> = [
    { key: 'username', title: t('member.username'), render: (_, m) => <span data-testid="apply-username">{m.username}</span> },
    { key: 'reason', title: t('member.reason'), ellipsis: true, render: (_, m) => m.reason },
    ...(isWide
      ? [
          {
            key: 'time',
            title: t('member.applied'),
            width: 180,
            render: (_: unknown, m: MemberVo) => formatDateTime(m.gmtCreate),
          },
        ]
      : []),
    { key: 'level', title: t('member.level'), width: 90, render: (_, m) => <LevelTag level={m.auth} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      render: (_, m) =>
        m.auth !== MemberLevel.Applying ? null : (
          <Space size={4}>
            <Tooltip title={t('member.accept')}>
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                aria-label={t('member.acceptOf', { username: m.username })}
                loading={setLevel.isPending && setLevel.variables?.uid === m.uid}
                onClick={() => decide(m, MemberLevel.Member)}
                data-testid="apply-accept"
              />
            </Tooltip>
            <Tooltip title={t('member.refuse')}>
              <Button
                size="small"
                danger
                icon={<CloseOutlined />}
                aria-label={t('member.refuseOf', { username: m.username })}
                onClick={() => decide(m, MemberLevel.Refused)}
                data-testid="apply-refuse"
              />
            </Tooltip>
          </Space>
        ),
    },
  ];
  return (
    <Card size="small" title={t('member.applications')} data-testid="group-applies">
      <Table<MemberVo>
        rowKey="id"
        size="small"
        columns={columns}
        // Phones scroll the table inside its card rather than widening the page.
        scroll={isWide ? undefined : { x: 'max-content' }}
        dataSource={(list.data?.records ?? []) as MemberVo[]}
        loading={list.isPending}
        locale={{ emptyText: t('member.noApplications') }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: list.data?.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('list.total', { total }),
          onChange: (currentPage, limit) => setQuery({ currentPage, limit }),
        })}
      />
    </Card>
  );
}
