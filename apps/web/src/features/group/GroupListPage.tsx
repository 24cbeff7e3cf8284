import { PlusOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import {
  Avatar,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Result,
  Row,
  Segmented,
  Skeleton,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { authDialog } from '../account';
import { AcRuleNote, usePageTitle } from '../site';
import { useCreateGroup, useGroupList } from './api';
import { cleanGroupValues, GroupFormFields, type GroupFormValues } from './GroupForm';
import { GroupAuth, GROUP_LIST_PAGE_SIZE, GROUP_PAGE_SIZES, truncateByWidth } from './groupRules';
import { formatDate, GroupAuthTag, HiddenTag } from './GroupTags';
import './group.css';
import { positiveInt } from '../../lib/urlNumbers';

type AuthFilter = 0 | 1 | 2 | 3;

/** The list's filters live in the query (spec 3 §2: auth, keyword, onlyMine, currentPage, limit). */
function useGroupSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const auth = Number(params.get('auth'));
    const limit = positiveInt(params.get('limit'), GROUP_LIST_PAGE_SIZE);
    return {
      keyword: params.get('keyword') ?? '',
      auth: ([1, 2, 3].includes(auth) ? auth : 0) as AuthFilter,
      onlyMine: params.get('onlyMine') === 'true',
      currentPage: positiveInt(params.get('currentPage'), 1),
      limit: (GROUP_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GROUP_LIST_PAGE_SIZE,
    };
  }, [params]);
  const setQuery = (patch: Partial<typeof query>) => {
    const next = { ...query, currentPage: 1, ...patch };
    const out = new URLSearchParams();
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.auth) out.set('auth', String(next.auth));
    if (next.onlyMine) out.set('onlyMine', 'true');
    if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
    if (next.limit !== GROUP_LIST_PAGE_SIZE) out.set('limit', String(next.limit));
    setParams(out);
  };
  return [query, setQuery] as const;
}

/** /group: search, mine/all, type filter, cards, 15 per page by default. */
export function GroupListPage() {
  const { t } = useTranslation('group');
  usePageTitle(t('list.title'));
  const { isLoggedIn } = useAuth();
  const isWide = useMinWidth(768);
  const [query, setQuery] = useGroupSearchParams();
  const [creating, setCreating] = useState(false);
  const onlyMine = isLoggedIn && query.onlyMine;
  const list = useGroupList({
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
    auth: query.auth || undefined,
    onlyMine: onlyMine || undefined,
  });
  const records = list.data?.records ?? [];

  const create = () => {
    if (!isLoggedIn) {
      notify.warning(t('list.loginFirst'));
      authDialog.open('login');
      return;
    }
    setCreating(true);
  };

  return (
    <Card
      title={
        <Space>
          <TeamOutlined />
          {t('list.title')}
        </Space>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="group-create">
          {t('list.create')}
        </Button>
      }
      data-testid="group-list"
    >
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(keyword) => setQuery({ keyword: keyword.trim() })}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="group-search"
        />
        <Tooltip title={isLoggedIn ? undefined : t('list.loginForMine')}>
          <Segmented<'all' | 'mine'>
            value={onlyMine ? 'mine' : 'all'}
            disabled={!isLoggedIn}
            onChange={(v) => setQuery({ onlyMine: v === 'mine' })}
            options={[
              { value: 'all', label: t('list.all') },
              { value: 'mine', label: t('list.mine') },
            ]}
            aria-label={t('list.scope')}
            data-testid="group-scope"
          />
        </Tooltip>
        <Segmented<AuthFilter>
          value={query.auth}
          onChange={(auth) => setQuery({ auth })}
          options={[
            { value: 0, label: t('list.authAll') },
            { value: GroupAuth.Public, label: t('auth.public') },
            { value: GroupAuth.Protected, label: t('auth.protected') },
            { value: GroupAuth.Private, label: t('auth.private') },
          ]}
          aria-label={t('form.auth')}
          data-testid="group-auth-filter"
        />
      </Space>
      {list.isError ? (
        <Result
          status="error"
          title={t('list.loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      ) : list.isPending ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} sm={12} lg={8}>
              <Card>
                <Skeleton avatar active />
              </Card>
            </Col>
          ))}
        </Row>
      ) : records.length === 0 ? (
        <Empty description={onlyMine ? t('list.emptyMine') : t('list.empty')} data-testid="group-list-empty" />
      ) : (
        <Row gutter={[16, 16]} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {records.map((g) => (
            <Col key={g.id} xs={24} sm={12} lg={8}>
              <GroupCard group={g} />
            </Col>
          ))}
        </Row>
      )}
      {records.length > 0 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={query.currentPage}
          pageSize={query.limit}
          total={list.data?.total ?? 0}
          pageSizeOptions={GROUP_PAGE_SIZES.map(String)}
          showSizeChanger={isWide}
          simple={!isWide}
          showTotal={isWide ? (total) => t('list.total', { total }) : undefined}
          onChange={(currentPage, limit) => setQuery({ currentPage: limit !== query.limit ? 1 : currentPage, limit })}
          hideOnSinglePage={false}
        />
      )}
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}

interface CardGroup {
  id: number;
  name: string;
  brief: string | null;
  avatar: string | null;
  owner: string | null;
  auth: number;
  visible: boolean;
  memberCount: number;
  gmtCreate: string | null;
}

function GroupCard({ group }: { group: CardGroup }) {
  const { t } = useTranslation('group');
  const shortName = truncateByWidth(group.name);
  return (
    <Link to={`/group/${group.id}`} className="group-card-link" data-testid="group-card" aria-label={group.name}>
      <Card hoverable size="small" className="group-card">
        <Space align="start" size={12} style={{ width: '100%' }}>
          <Avatar shape="square" size={56} src={group.avatar || undefined} icon={<TeamOutlined />} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <div className="group-card-name" title={group.name} data-testid="group-card-name">
              {/* The full name scrolls after a second of hover when it was cut. */}
              {shortName === group.name ? (
                group.name
              ) : (
                <>
                  <span className="group-card-short">{shortName}</span>
                  <span className="group-card-marquee" aria-hidden>
                    {group.name}
                  </span>
                </>
              )}
            </div>
            <Typography.Text type="secondary" className="group-card-owner">
              <UserOutlined /> {group.owner ?? '-'}
            </Typography.Text>
          </div>
        </Space>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="group-card-brief">
          {group.brief || t('card.noBrief')}
        </Typography.Paragraph>
        <Space wrap size={[6, 6]} className="group-card-foot">
          <GroupAuthTag auth={group.auth} />
          {!group.visible && <HiddenTag />}
          <Typography.Text type="secondary">
            <TeamOutlined /> {t('card.members', { count: group.memberCount })}
          </Typography.Text>
          <Typography.Text type="secondary">{formatDate(group.gmtCreate)}</Typography.Text>
        </Space>
      </Card>
    </Link>
  );
}

/** The full-screen create dialog (spec 3 §2); after creating, the new group is opened from "My groups". */
function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('group');
  const [form] = Form.useForm<GroupFormValues>();
  const create = useCreateGroup();
  const navigate = useNavigate();
  const submit = (values: GroupFormValues) =>
    create.mutate(cleanGroupValues(values), {
      onSuccess: () => {
        notify.success(t('list.created'));
        onClose();
        navigate('/group?onlyMine=true');
      },
    });
  return (
    <Modal
      open
      title={t('list.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.create')}
      okButtonProps={{ 'data-testid': 'group-create-submit' }}
      confirmLoading={create.isPending}
      width="100%"
      className="group-fullscreen-modal"
      maskClosable={false}
      destroyOnHidden
    >
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        initialValues={{ auth: GroupAuth.Public, visible: true }}
        onFinish={submit}
        data-testid="group-create-form"
        className="group-form"
      >
        <AcRuleNote kind="group" />
        <GroupFormFields form={form} />
      </Form>
    </Modal>
  );
}
