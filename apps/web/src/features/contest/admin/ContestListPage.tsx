import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExperimentOutlined,
  FlagOutlined,
  EyeOutlined,
  MoreOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Dropdown,
  Empty,
  Input,
  Modal,
  Radio,
  Space,
  Switch,
  Table,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { type AdminContestVo, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pagerConfig } from '../../../components/pagedTable';
import { dialog } from '../../../lib/feedback';
import { notify } from '../../../lib/notify';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { usePageTitle } from '../../site';
import { downloadAcSubmissions, useAdminContestList, useContestActions } from './api';
import { AuthTag, RuleTag, StatusTag, useContestAdminRights } from './labels';
import './contestAdmin.css';
import { positiveInt } from '../../../lib/urlNumbers';

const formatTime = (wire: string | null) => {
  const ms = parseWireDate(wire);
  return Number.isNaN(ms) ? '--' : dayjs(ms).format('YYYY-MM-DD HH:mm');
};

/** /admin/contest: every site contest, keyword and page in the URL (spec 3 §2, contract §2.12). */
export function ContestListPage() {
  const { t } = useTranslation('contestAdmin');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const currentPage = positiveInt(params.get('currentPage'), 1);
  const limit = Math.min(100, positiveInt(params.get('limit'), 10));
  const list = useAdminContestList({ currentPage, limit, ...(keyword ? { keyword } : {}) });
  const actions = useContestActions();
  const rights = useContestAdminRights();
  const navigate = useNavigate();
  const phone = !useMinWidth(576);
  const [download, setDownload] = useState<{ cid: number; title: string } | null>(null);

  const setQuery = (patch: { keyword?: string; currentPage?: number; limit?: number }) => {
    const next = { keyword, currentPage, limit, ...patch };
    const out = new URLSearchParams();
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
    if (next.limit !== 10) out.set('limit', String(next.limit));
    setParams(out);
  };

  const confirmDelete = (c: AdminContestVo) =>
    void dialog.confirm({
      title: t('list.deleteConfirm', { title: c.title }),
      content: t('list.deleteHint'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: () => actions.remove.mutateAsync(c.id).then(() => notify.success(t('common.deleted'))),
    });

  const clone = (c: AdminContestVo) =>
    actions.clone.mutate(c.id, { onSuccess: () => notify.success(t('list.cloned', { title: c.title })) });

  const menuItems = (c: AdminContestVo) => {
    const manages = rights.manages(c);
    return [
      {
        key: 'edit',
        icon: <EditOutlined />,
        label: t('list.edit'),
        disabled: !manages,
        onClick: () => void navigate(`/admin/contest/${c.id}/edit`),
      },
      {
        key: 'problems',
        icon: <OrderedListOutlined />,
        label: t('list.problems'),
        disabled: !manages,
        onClick: () => void navigate(`/admin/contest/${c.id}/problems`),
      },
      {
        key: 'announcements',
        icon: <NotificationOutlined />,
        label: t('list.announcements'),
        disabled: !manages,
        onClick: () => void navigate(`/admin/contest/${c.id}/announcement`),
      },
      {
        key: 'balloons',
        icon: <FlagOutlined />,
        label: t('list.balloons'),
        disabled: !manages,
        onClick: () => void navigate(`/contest/${c.id}/balloons`),
      },
      {
        key: 'teams',
        icon: <TeamOutlined />,
        label: c.teamContest ? t('list.teams') : t('list.teamsOff'),
        disabled: !manages || !c.teamContest,
        onClick: () => void navigate(`/admin/contest/${c.id}/teams`),
      },
      {
        key: 'similarity',
        icon: <ExperimentOutlined />,
        label: t('list.similarity'),
        disabled: !manages,
        onClick: () => void navigate(`/admin/contest/${c.id}/similarity`),
      },
      { key: 'clone', icon: <CopyOutlined />, label: t('list.clone'), disabled: !manages, onClick: () => clone(c) },
      {
        key: 'download',
        icon: <DownloadOutlined />,
        label: t('list.download'),
        disabled: !manages,
        onClick: () => setDownload({ cid: c.id, title: c.title }),
      },
      {
        key: 'open',
        icon: <EyeOutlined />,
        label: t('list.open'),
        onClick: () => window.open(`/contest/${c.id}`, '_blank', 'noopener'),
      },
      ...(rights.root
        ? [{ key: 'delete', icon: <DeleteOutlined />, label: t('common.delete'), danger: true, onClick: () => confirmDelete(c) }]
        : []),
    ];
  };

  const columns: TableColumnsType<AdminContestVo> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      key: 'title',
      title: t('list.columns.title'),
      render: (_, c) => (
        <div className="ca-title-cell">
          <Link to={`/contest/${c.id}`}>{c.title}</Link>
          <div className="ca-tags">
            <RuleTag type={c.type} />
            <AuthTag auth={c.auth} />
            <StatusTag status={c.status} />
          </div>
          {phone && <div className="ca-muted">{formatTime(c.startTime)}</div>}
        </div>
      ),
    },
    {
      key: 'visible',
      title: t('list.columns.visible'),
      width: 80,
      render: (_, c) => (
        <Switch
          size="small"
          checked={c.visible}
          disabled={!rights.manages(c)}
          loading={actions.visible.isPending && actions.visible.variables?.cid === c.id}
          aria-label={t('list.visibleOf', { title: c.title })}
          data-testid={`visible-${c.id}`}
          onChange={(visible) =>
            actions.visible.mutate({ cid: c.id, visible }, { onSuccess: () => notify.success(t('common.updated')) })
          }
        />
      ),
    },
    {
      key: 'time',
      title: t('list.columns.time'),
      width: 190,
      responsive: ['md'],
      render: (_, c) => (
        <div className="ca-small">
          <div>
            {t('list.start')} {formatTime(c.startTime)}
          </div>
          <div>
            {t('list.end')} {formatTime(c.endTime)}
          </div>
        </div>
      ),
    },
    {
      key: 'author',
      title: t('list.columns.author'),
      width: 110,
      ellipsis: true,
      responsive: ['lg'],
      render: (_, c) => c.author ?? '--',
    },
    phone
      ? {
          key: 'actions',
          width: 40,
          render: (_, c) => (
            <Dropdown menu={{ items: menuItems(c) }} trigger={['click']} placement="bottomRight">
              <Button
                size="small"
                type="text"
                icon={<MoreOutlined />}
                aria-label={t('list.columns.actions')}
                data-testid={`actions-${c.id}`}
              />
            </Dropdown>
          ),
        }
      : {
          key: 'actions',
          title: t('list.columns.actions'),
          width: 250,
          render: (_, c) => {
            const items = menuItems(c);
            const icon = (key: string) => {
              const item = items.find((i) => i.key === key);
              if (!item) return null;
              return (
                <Tooltip title={item.label} key={key}>
                  <Button
                    size="small"
                    icon={item.icon}
                    danger={key === 'delete'}
                    type={key === 'edit' ? 'primary' : 'default'}
                    disabled={'disabled' in item ? item.disabled : false}
                    aria-label={item.label}
                    data-testid={`${key}-${c.id}`}
                    onClick={item.onClick}
                  />
                </Tooltip>
              );
            };
            return (
              <Space size={4} wrap>
                {['edit', 'problems', 'announcements', 'teams', 'clone', 'download', 'open', 'delete'].map(icon)}
              </Space>
            );
          },
        },
  ];

  return (
    <Card
      title={t('list.title')}
      extra={
        <Link to="/admin/contest/create">
          <Button type="primary" icon={<PlusOutlined />} data-testid="create-contest">
            {phone ? null : t('list.create')}
          </Button>
        </Link>
      }
      styles={{ body: { padding: phone ? 8 : 16 } }}
      data-testid="admin-contest-list"
    >
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        placeholder={t('list.search')}
        onSearch={(value) => setQuery({ keyword: value.trim(), currentPage: 1 })}
        style={{ width: 280, maxWidth: '100%', marginBottom: 16 }}
        data-testid="admin-contest-search"
      />
      <Table<AdminContestVo>
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={phone ? undefined : { x: 'max-content' }}
        locale={{ emptyText: <Empty description={list.isError ? t('common.loadFailed') : t('list.empty')} /> }}
        data-testid="admin-contest-table"
        pagination={{
          ...pagerConfig({
            currentPage,
            limit,
            total: list.data?.total ?? 0,
            isMobile: phone,
            showSizeChanger: !phone,
            totalText: (n) => t('list.total', { count: n }),
            onChange: (page, size) => setQuery({ currentPage: page, limit: size }),
          }),
          size: 'small',
        }}
      />
      <DownloadDialog target={download} onClose={() => setDownload(null)} />
    </Card>
  );
}

/** Accepted code of a contest as a zip, one folder per user or per problem. */
function DownloadDialog({ target, onClose }: { target: { cid: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation('contestAdmin');
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [busy, setBusy] = useState(false);
  const run = () => {
    if (!target) return;
    setBusy(true);
    downloadAcSubmissions(target.cid, splitType, excludeAdmin)
      .then((name) => {
        notify.success(t('download.saved', { name }));
        onClose();
      })
      .catch(() => undefined) // the client has shown the server's message
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open={target !== null}
      title={t('download.title', { title: target?.title ?? '' })}
      onCancel={onClose}
      onOk={run}
      okText={t('download.start')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'download-start' }}
      destroyOnHidden
    >
      <Space direction="vertical">
        <span>{t('download.split')}</span>
        <Radio.Group
          value={splitType}
          onChange={(e) => setSplitType(e.target.value as 'user' | 'problem')}
          data-testid="download-split"
        >
          <Radio.Button value="user">{t('download.byUser')}</Radio.Button>
          <Radio.Button value="problem">{t('download.byProblem')}</Radio.Button>
        </Radio.Group>
        <Checkbox checked={excludeAdmin} onChange={(e) => setExcludeAdmin(e.target.checked)}>
          {t('download.excludeAdmin')}
        </Checkbox>
      </Space>
    </Modal>
  );
}
