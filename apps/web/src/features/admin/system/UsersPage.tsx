import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { ROLE_IDS, ROLE_NAMES, type RoleId, type UserRolesVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { namedRowCheckbox } from '../../../lib/namedRowCheckbox';
import { usePageTitle } from '../../site';
import { type UserListQuery, useUserList, useUserMutations } from './api';
import { formatTime } from './format';
import { GeneratorCard } from './GeneratorCard';
import { ImportCard } from './ImportCard';

const ADMIN_ROLES: readonly number[] = [1000, 1001, 1008];

/** /admin/user (super admin): the user list, CSV import and the account generator. */
export function UsersPage() {
  const { t } = useTranslation('adminSys');
  usePageTitle(t('users.title'));
  return (
    <Tabs
      destroyOnHidden={false}
      items={[
        { key: 'list', label: t('users.tabs.list'), children: <UserListCard /> },
        { key: 'import', label: t('users.tabs.import'), children: <ImportCard /> },
        { key: 'generate', label: t('users.tabs.generate'), children: <GeneratorCard /> },
      ]}
    />
  );
}

function UserListCard() {
  const { t } = useTranslation('adminSys');
  const { user: me } = useAuth();
  const [query, setQuery] = useState<UserListQuery>({ currentPage: 1, limit: 10, keyword: '', onlyAdmin: false });
  const list = useUserList(query);
  const { remove } = useUserMutations();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserRolesVo | null>(null);

  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }))}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="user-search"
        />
        <Space>
          <Switch
            checked={query.onlyAdmin}
            onChange={(onlyAdmin) => setQuery((q) => ({ ...q, onlyAdmin, currentPage: 1 }))}
            aria-label={t('users.onlyAdmin')}
          />
          <span>{t('users.onlyAdmin')}</span>
        </Space>
        <Popconfirm
          title={t('users.deleteConfirm', { count: selected.length })}
          description={t('users.deleteKeeps')}
          disabled={selected.length === 0}
          onConfirm={() => remove.mutate(selected, { onSuccess: () => setSelected([]) })}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            loading={remove.isPending}
            data-testid="user-delete"
          >
            {t('users.deleteSelected', { count: selected.length })}
          </Button>
        </Popconfirm>
      </Space>
      <Table<UserRolesVo>
        rowKey="uid"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="user-table"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (r) => ({ disabled: r.uid === me?.uid }),
          renderCell: namedRowCheckbox<UserRolesVo>((r) => t('users.selectRow', { name: r.username })),
        }}
        pagination={{
          current: query.currentPage,
          pageSize: query.limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 30, 50, 100],
          size: 'small',
          showTotal: (count) => t('users.total', { count }),
          onChange: (currentPage, limit) => setQuery((q) => ({ ...q, currentPage, limit })),
        }}
        columns={[
          {
            title: t('users.col.username'),
            dataIndex: 'username',
            render: (v: string, r) => <Typography.Text strong={ADMIN_ROLES.includes(r.roles[0]?.id ?? 0)}>{v}</Typography.Text>,
          },
          { title: t('users.col.realname'), dataIndex: 'realname', render: (v: string | null) => v || '--' },
          { title: t('users.col.email'), dataIndex: 'email', render: (v: string | null) => v || '--' },
          { title: t('users.col.role'), key: 'role', render: (_, r) => <RoleTag id={r.roles[0]?.id} /> },
          {
            title: t('users.col.status'),
            dataIndex: 'status',
            render: (v: number) =>
              v === 0 ? (
                <Tag color="success">{t('users.status.normal')}</Tag>
              ) : (
                <Tag color="error">{t('users.status.disabled')}</Tag>
              ),
          },
          {
            title: t('users.col.lastLogin'),
            key: 'login',
            render: (_, r) => (r.lastLogin ? `${formatTime(r.lastLogin.time)} · ${r.lastLogin.ip ?? ''}` : '--'),
          },
          { title: t('users.col.created'), dataIndex: 'gmtCreate', render: (v: number) => formatTime(v) },
          {
            title: t('users.col.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(r)}
                aria-label={t('users.edit', { name: r.username })}
                data-testid={`edit-${r.username}`}
              >
                {t('users.editShort')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <EditUserDialog user={editing} self={editing.uid === me?.uid} onClose={() => setEditing(null)} />}
    </Card>
  );
}

export function RoleTag({ id }: { id: number | undefined }) {
  const { t } = useTranslation('adminSys');
  if (id === undefined) return <>--</>;
  const color = id === 1000 ? 'red' : ADMIN_ROLES.includes(id) ? 'blue' : id === 1002 ? 'default' : 'orange';
  return <Tag color={color}>{t(`roles.${id as RoleId}`)}</Tag>;
}

interface EditForm {
  username: string;
  realname: string;
  email: string;
  nickname: string;
  school: string;
  number: string;
  gender: 'male' | 'female' | 'secrecy' | 'other';
  titleName: string;
  titleColor: string;
  type: number;
  status: 0 | 1;
  setNewPwd: boolean;
  password: string;
}

function EditUserDialog({ user, self, onClose }: { user: UserRolesVo; self: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminSys');
  const { edit } = useUserMutations();
  const [form] = Form.useForm<EditForm>();
  const setNewPwd = Form.useWatch('setNewPwd', form);
  const initial: EditForm = {
    username: user.username,
    realname: user.realname ?? '',
    email: user.email ?? '',
    nickname: user.nickname ?? '',
    school: user.school ?? '',
    number: user.number ?? '',
    gender: (user.gender as EditForm['gender']) || 'secrecy',
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
    type: user.roles[0]?.id ?? 1002,
    status: user.status === 0 ? 0 : 1,
    setNewPwd: false,
    password: '',
  };
  const submit = (v: EditForm) =>
    edit.mutate(
      { uid: user.uid, ...v, password: v.setNewPwd ? v.password : undefined, type: v.type as RoleId },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t('users.edit', { name: user.username })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={edit.isPending}
      width={720}
      destroyOnHidden
    >
      {self && <Alert type="info" showIcon message={t('users.selfNote')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="edit-user-form">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="username" label={t('users.col.username')} rules={[{ required: true, max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="realname" label={t('users.col.realname')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('users.col.email')} rules={[{ type: 'email' }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nickname" label={t('users.field.nickname')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="school" label={t('users.field.school')} rules={[{ max: 100 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="number" label={t('users.field.number')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label={t('users.field.gender')}>
              <Select
                options={(['male', 'female', 'secrecy', 'other'] as const).map((g) => ({
                  value: g,
                  label: t(`users.gender.${g}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="type" label={t('users.col.role')}>
              <Select
                disabled={self}
                options={ROLE_IDS.map((id) => ({ value: id, label: `${t(`roles.${id}`)} (${id} ${ROLE_NAMES[id]})` }))}
                data-testid="edit-role"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="titleName" label={t('users.field.titleName')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="titleColor"
              label={t('users.field.titleColor')}
              rules={[{ pattern: /^(#[0-9a-fA-F]{3,8})?$/, message: t('users.colorHint') }]}
            >
              <Input placeholder="#ff0000" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="status" label={t('users.col.status')}>
              <Select
                disabled={self}
                options={[
                  { value: 0, label: t('users.status.normal') },
                  { value: 1, label: t('users.status.disabled') },
                ]}
                data-testid="edit-status"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="setNewPwd" valuePropName="checked" label={t('users.field.password')}>
              <Checkbox>{t('users.setNewPwd')}</Checkbox>
            </Form.Item>
            {setNewPwd && (
              <Form.Item name="password" rules={[{ required: true, min: 6, max: 20, message: t('users.pwdHint') }]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            )}
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
