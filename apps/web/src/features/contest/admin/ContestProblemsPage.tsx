import {
  ArrowLeftOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
  RedoOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  ColorPicker,
  Dropdown,
  Empty,
  Input,
  Result,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { RemoteImportButton } from '../../remote-judge';
import { dialog } from '../../../lib/feedback';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { usePageTitle } from '../../site';
import { useAdminContest, useContestProblemActions, useContestProblemList } from './api';
import { RuleTag } from './labels';
import { type ContestProblemRow, type PlaceDraft, contestProblemRows, nextDisplayId, placeIssue, samePlace } from './places';
import { PublicProblemDialog } from './PublicProblemDialog';
import { useContestAdminScope } from './scope';
import './contestAdmin.css';
import { useRouteId } from '../../../lib/useRouteId';

const PAGE = { currentPage: 1, limit: 100 };

/** /admin/contest/:contestId/problems: the contest's problems, their places, adding and removing. */
export function ContestProblemsPage() {
  const cid = useRouteId('contestId') ?? -1;
  const { t } = useTranslation('contestAdmin');
  const scope = useContestAdminScope();
  if (cid < 0)
    return <Result status="warning" title={t('form.loadFailed')} extra={<Link to={scope.listPath}>{t('common.back')}</Link>} />;
  return <ProblemsScreen cid={cid} />;
}

function ProblemsScreen({ cid }: { cid: number }) {
  const { t } = useTranslation('contestAdmin');
  const contest = useAdminContest(cid);
  usePageTitle(t('problems.title'));
  const list = useContestProblemList(cid, PAGE);
  const actions = useContestProblemActions(cid);
  const scope = useContestAdminScope();
  const { user } = useAuth();
  const roles = user?.roleList ?? [];
  const root = roles.includes('root') && scope.rejudge;
  const mayDeleteProblem = scope.deleteProblem && (roles.includes('root') || roles.includes('problem_admin'));
  const navigate = useNavigate();
  const phone = !useMinWidth(576);
  const [drafts, setDrafts] = useState<Record<number, PlaceDraft>>({});
  const [picking, setPicking] = useState<'public' | 'group' | null>(null);

  const rows = useMemo(
    () => contestProblemRows(list.data?.problemList.records ?? [], list.data?.contestProblemMap ?? {}),
    [list.data],
  );
  const draftOf = (r: ContestProblemRow) => drafts[r.pid] ?? r.place;
  const setDraft = (r: ContestProblemRow, patch: Partial<PlaceDraft>) =>
    setDrafts((d) => ({ ...d, [r.pid]: { ...draftOf(r), ...patch } }));
  const current = rows.map((r) => ({ ...r, place: draftOf(r) }));
  const suggestId = nextDisplayId(current.map((r) => r.place.displayId));

  const savePlace = (r: ContestProblemRow) => {
    const draft = draftOf(r);
    const issue = placeIssue(draft, r.pid, current);
    if (issue) {
      notify.error(t(`problems.issues.${issue}`, { displayId: draft.displayId.trim() }));
      return;
    }
    actions.setPlace.mutate(
      { pid: r.pid, displayId: draft.displayId.trim(), displayTitle: draft.displayTitle.trim(), color: draft.color },
      {
        onSuccess: () => {
          notify.success(t('common.updated'));
          setDrafts(({ [r.pid]: _done, ...rest }) => rest);
        },
      },
    );
  };

  const confirm = (title: string, content: string, onOk: () => Promise<unknown>, danger = true) =>
    void dialog.confirm({
      title,
      content,
      okButtonProps: { danger, 'data-testid': 'confirm-ok' },
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk,
    });
  const removeFromContest = (r: ContestProblemRow) =>
    confirm(t('problems.removeConfirm', { id: r.place.displayId }), t('problems.removeHint'), () =>
      actions.remove.mutateAsync({ pid: r.pid, deleteProblem: false }).then(() => notify.success(t('problems.removed'))),
    );
  const deleteProblem = (r: ContestProblemRow) =>
    confirm(t('problems.deleteConfirm', { title: r.title }), t('problems.deleteHint'), () =>
      actions.remove.mutateAsync({ pid: r.pid, deleteProblem: true }).then(() => notify.success(t('common.deleted'))),
    );
  const rejudge = (r: ContestProblemRow) =>
    confirm(
      t('problems.rejudgeConfirm', { id: r.place.displayId }),
      t('problems.rejudgeHint'),
      () => actions.rejudge.mutateAsync(r.pid).then(() => notify.success(t('problems.rejudged'))),
      false,
    );

  const menu = (r: ContestProblemRow) => [
    // A group contest edits its group's problems; a public one stays the bank's.
    ...(scope.gid === undefined || r.gid === scope.gid
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: t('problems.editProblem'),
            onClick: () => void navigate(`${scope.basePath}/${cid}/problem/${r.pid}/edit`),
          },
        ]
      : []),
    ...(root ? [{ key: 'rejudge', icon: <RedoOutlined />, label: t('problems.rejudge'), onClick: () => rejudge(r) }] : []),
    {
      key: 'remove',
      icon: <DisconnectOutlined />,
      label: t('problems.remove'),
      danger: true,
      onClick: () => removeFromContest(r),
    },
    ...(mayDeleteProblem
      ? [
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            label: t('problems.deleteProblem'),
            danger: true,
            onClick: () => deleteProblem(r),
          },
        ]
      : []),
  ];

  const columns: TableColumnsType<ContestProblemRow> = [
    {
      key: 'displayId',
      title: t('problems.columns.displayId'),
      width: phone ? 70 : 110,
      render: (_, r) => (
        <Input
          size="small"
          value={draftOf(r).displayId}
          maxLength={64}
          aria-label={t('problems.columns.displayId')}
          data-testid={`display-id-${r.pid}`}
          onChange={(e) => setDraft(r, { displayId: e.target.value })}
          onPressEnter={() => savePlace(r)}
        />
      ),
    },
    {
      key: 'displayTitle',
      title: t('problems.columns.displayTitle'),
      render: (_, r) => (
        <div style={{ minWidth: phone ? 120 : 200 }}>
          <Input
            size="small"
            value={draftOf(r).displayTitle}
            maxLength={255}
            aria-label={t('problems.columns.displayTitle')}
            data-testid={`display-title-${r.pid}`}
            onChange={(e) => setDraft(r, { displayTitle: e.target.value })}
            onPressEnter={() => savePlace(r)}
          />
          <div className="ca-muted">
            {r.problemId} · {r.title}
          </div>
        </div>
      ),
    },
    {
      key: 'color',
      title: t('problems.columns.color'),
      width: 90,
      render: (_, r) => (
        // The picker's trigger is a div that may not carry a name (axe aria-prohibited-attr): its group does.
        <span data-testid={`color-${r.pid}`} role="group" aria-label={t('problems.columns.color')}>
          <ColorPicker
            size="small"
            disabledAlpha
            allowClear
            value={draftOf(r).color ?? undefined}
            onChange={(c) => setDraft(r, { color: c.toHexString() })}
            onClear={() => setDraft(r, { color: null })}
          />
        </span>
      ),
    },
    {
      key: 'type',
      title: t('problems.columns.type'),
      width: 70,
      responsive: ['md'],
      render: (_, r) => <RuleTag type={r.type} />,
    },
    {
      key: 'actions',
      title: phone ? undefined : t('problems.columns.actions'),
      width: phone ? 80 : 220,
      render: (_, r) => {
        const dirty = !samePlace(draftOf(r), r.place);
        const save = (
          <Tooltip title={t('problems.savePlace')}>
            <Button
              size="small"
              type={dirty ? 'primary' : 'default'}
              disabled={!dirty}
              icon={<SaveOutlined />}
              aria-label={t('problems.savePlace')}
              data-testid={`save-place-${r.pid}`}
              loading={actions.setPlace.isPending && actions.setPlace.variables?.pid === r.pid}
              onClick={() => savePlace(r)}
            />
          </Tooltip>
        );
        const items = menu(r);
        if (phone) {
          return (
            <Space size={4}>
              {save}
              <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
                <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('problems.columns.actions')} />
              </Dropdown>
            </Space>
          );
        }
        return (
          <Space size={4}>
            {save}
            {items.map((item) => (
              <Tooltip title={item.label} key={item.key}>
                <Button
                  size="small"
                  icon={item.icon}
                  danger={'danger' in item ? item.danger : false}
                  aria-label={item.label}
                  data-testid={`${item.key}-${r.pid}`}
                  onClick={item.onClick}
                />
              </Tooltip>
            ))}
          </Space>
        );
      },
    },
  ];

  const title = contest.data ? `${t('problems.title')} · ${contest.data.title}` : t('problems.title');
  return (
    <Card
      title={
        <Space wrap size={4}>
          <Typography.Text strong ellipsis style={{ maxWidth: phone ? 180 : 520 }}>
            {title}
          </Typography.Text>
          {contest.data && <RuleTag type={contest.data.type} />}
        </Space>
      }
      extra={
        <Link to={scope.listPath}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('common.back')}>
            {phone ? null : t('common.back')}
          </Button>
        </Link>
      }
      styles={{ body: { padding: phone ? 8 : 16 } }}
      data-testid="contest-problems-page"
    >
      {contest.isError ? (
        <Result status="warning" title={t('form.loadFailed')} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {/* Enabled from the start: the picker opens once the contest is in (it needs its type). Disabled while
                loading, the primary button faded to blue as the data came, which axe caught mid-way (the a11y walk). */}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking('public')} data-testid="add-from-public">
              {t('problems.addPublic')}
            </Button>
            {scope.addFromGroup && (
              <Button icon={<PlusOutlined />} onClick={() => setPicking('group')} data-testid="add-from-group">
                {t('problems.addGroup')}
              </Button>
            )}
            {scope.remoteImport && contest.data && (
              <RemoteImportButton scope={{ kind: 'contest', cid, suggestDisplayId: suggestId }} />
            )}
            <Link to={`${scope.basePath}/${cid}/problem/create`}>
              <Button icon={<PlusOutlined />} data-testid="create-contest-problem">
                {t('problems.create')}
              </Button>
            </Link>
          </Space>
          <Table<ContestProblemRow>
            rowKey="pid"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={list.isError ? t('common.loadFailed') : t('problems.empty')} /> }}
            data-testid="contest-problem-table"
          />
          {contest.data && (
            <PublicProblemDialog
              key={picking ?? 'closed'}
              open={picking !== null}
              source={picking ?? 'public'}
              onClose={() => setPicking(null)}
              cid={cid}
              problemType={contest.data.type}
              suggestId={suggestId}
              onAdd={(p, displayId) =>
                (picking === 'group'
                  ? actions.addFromGroup.mutateAsync({ problemId: p.problemId, displayId })
                  : actions.addPublic.mutateAsync({ pid: p.id, displayId })
                ).then(() => notify.success(t('problems.added', { displayId })))
              }
            />
          )}
        </>
      )}
    </Card>
  );
}
