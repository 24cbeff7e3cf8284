import { DeleteOutlined, EditOutlined, EyeOutlined, LikeOutlined, MessageOutlined, MoreOutlined, PlusOutlined, PushpinFilled, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Dropdown, Empty, Flex, Input, List, Modal, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { type DiscussionVo, DiscussionLimits } from '@verdict/shared';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { type ListQuery, useCategories, useDiscussionList, useDiscussionMutations } from './api';
import { AuthorBadge } from './AuthorBadge';
import { CategoryEditor } from './CategoryEditor';
import { DiscussionDialog } from './DiscussionDialog';
import './discussion.css';

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** `/discussion` and `/discussion/:problemID`: filters and page in the URL, pinned first (server order). */
export function DiscussionListPage() {
  const { t } = useTranslation('discussion');
  const navigate = useNavigate();
  const { problemID } = useParams();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, isAdmin, isRoot, user } = useAuth();
  const [creating, setCreating] = useState(false);
  const [editingCategories, setEditingCategories] = useState(false);
  const [keywordInput, setKeywordInput] = useState(params.get('keyword') ?? '');
  const query: ListQuery = useMemo(() => ({
    currentPage: positiveInt(params.get('currentPage')) ?? 1,
    limit: DiscussionLimits.pageSize,
    keyword: params.get('keyword') || undefined,
    cid: positiveInt(params.get('cid')),
    onlyMine: params.get('onlyMine') === 'true' || undefined,
    pid: problemID,
  }), [params, problemID]);
  const list = useDiscussionList(query);
  const categories = useCategories();
  const { remove } = useDiscussionMutations();
  usePageTitle(problemID ? t('list.problemTitle', { pid: problemID }) : t('list.title'));

  const patch = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') merged.delete(k);
      else merged.set(k, v);
    }
    if (!('currentPage' in next)) merged.delete('currentPage');
    setParams(merged);
  };

  const confirmDelete = (d: DiscussionVo) =>
    Modal.confirm({
      title: t('list.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(d.id).then((r) => notify.success(r.msg)).catch(() => undefined),
    });

  const menuOf = (d: DiscussionVo) => {
    const items = [];
    if (user?.uid === d.uid) items.push({ key: 'edit', icon: <EditOutlined />, label: t('list.edit'), onClick: () => void navigate(`/discussion-detail/${d.id}?edit=1`) });
    if (user?.uid === d.uid || isAdmin) items.push({ key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('list.delete'), onClick: () => confirmDelete(d) });
    return items;
  };

  const newPost = () => (isLoggedIn ? setCreating(true) : authDialog.open('login'));

  return (
    <Row gutter={[16, 16]} data-testid="discussion-list">
      <Col xs={24} lg={18}>
        <Card
          title={problemID ? t('list.problemTitle', { pid: problemID }) : t('list.title')}
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={newPost} data-testid="discussion-new">
              {isLoggedIn ? t('list.newPost') : t('list.loginToPost')}
            </Button>
          }
        >
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            <Input.Search
              value={keywordInput}
              onChange={(e) => setKeywordInput(e.target.value)}
              onSearch={(v) => patch({ keyword: v.trim() || undefined })}
              placeholder={t('list.keyword')}
              aria-label={t('list.keyword')}
              allowClear
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            <Select
              value={query.cid ?? 0}
              onChange={(v) => patch({ cid: v ? String(v) : undefined })}
              options={[{ value: 0, label: t('list.allCategories') }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
              style={{ minWidth: 150 }}
              aria-label={t('list.categories')}
            />
            {isLoggedIn ? (
              <Space>
                <Switch checked={query.onlyMine === true} onChange={(v) => patch({ onlyMine: v ? 'true' : undefined })} aria-label={t('list.onlyMine')} />
                <Typography.Text>{t('list.onlyMine')}</Typography.Text>
              </Space>
            ) : null}
            {problemID ? (
              <Space>
                <Link to={`/problem/${encodeURIComponent(problemID)}`}><Button>{t('list.goProblem')}</Button></Link>
                <Link to="/discussion"><Button type="link">{t('list.clearProblem')}</Button></Link>
              </Space>
            ) : null}
          </Flex>
          <List
            loading={list.isPending}
            dataSource={list.data?.records ?? []}
            locale={{ emptyText: <Empty description={t('list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            pagination={
              (list.data?.total ?? 0) > DiscussionLimits.pageSize
                ? { current: query.currentPage, pageSize: DiscussionLimits.pageSize, total: list.data?.total ?? 0, showSizeChanger: false, onChange: (p) => patch({ currentPage: String(p) }) }
                : false
            }
            renderItem={(d) => {
              const menu = menuOf(d);
              return (
                <List.Item className="discussion-row" data-testid="discussion-row">
                  <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
                    <Flex justify="space-between" align="flex-start" gap={8}>
                      <Space size={6} wrap style={{ minWidth: 0 }}>
                        {d.topPriority ? <Tag color="red" icon={<PushpinFilled />}>{t('list.pinned')}</Tag> : null}
                        <Link to={`/discussion-detail/${d.id}`} className="discussion-row-title">{d.title}</Link>
                        {d.status === 1 ? <Tag>{t('admin.disabled')}</Tag> : null}
                      </Space>
                      {menu.length > 0 ? (
                        <Dropdown menu={{ items: menu }} trigger={['click']}>
                          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('list.edit')} />
                        </Dropdown>
                      ) : null}
                    </Flex>
                    {d.description ? <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{d.description}</Typography.Paragraph> : null}
                    <Flex justify="space-between" align="center" wrap gap={8}>
                      <Space size={8} wrap>
                        <AuthorBadge name={d.author} avatar={d.avatar} role={d.role} size={24} />
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{d.gmtCreate ? dayjs(d.gmtCreate).format('YYYY-MM-DD HH:mm') : ''}</Typography.Text>
                        {d.categoryName ? <Tag color="blue" bordered={false}>{d.categoryName}</Tag> : null}
                        {d.pid && !problemID ? <Link to={`/problem/${encodeURIComponent(d.pid)}`}>{t('list.goProblem')}</Link> : null}
                      </Space>
                      <Space size={12} className="discussion-counts">
                        <span title={t('list.views')}><EyeOutlined /> {d.viewNum}</span>
                        <span title={t('list.likes')}><LikeOutlined /> {d.likeNum}</span>
                        <span title={t('list.comments')}><MessageOutlined /> {d.commentNum}</span>
                      </Space>
                    </Flex>
                  </Flex>
                </List.Item>
              );
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Card
          title={t('list.categories')}
          size="small"
          extra={isRoot ? <Button type="text" size="small" icon={<SettingOutlined />} onClick={() => setEditingCategories(true)} aria-label={t('list.editCategories')} /> : null}
        >
          <Flex wrap gap={6}>
            <Tag.CheckableTag checked={query.cid === undefined} onChange={() => patch({ cid: undefined })}>{t('list.allCategories')}</Tag.CheckableTag>
            {(categories.data ?? []).map((c) => (
              <Tag.CheckableTag key={c.id} checked={query.cid === c.id} onChange={() => patch({ cid: String(c.id) })}>{c.name}</Tag.CheckableTag>
            ))}
          </Flex>
        </Card>
      </Col>
      <DiscussionDialog open={creating} pid={problemID} onClose={() => setCreating(false)} />
      {isRoot ? <CategoryEditor open={editingCategories} onClose={() => setEditingCategories(false)} /> : null}
    </Row>
  );
}
