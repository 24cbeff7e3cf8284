import { DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { type DiscussionVo, DiscussionLimits } from '@verdict/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { type ListQuery, useCategories, useDiscussionList, useDiscussionMutations } from './api';
import { CategoryEditor } from './CategoryEditor';
import { DiscussionDialog } from './DiscussionDialog';
import { DiscussionRows } from './DiscussionRows';
import './discussion.css';
import { positiveInt } from '../../lib/urlNumbers';

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
  const query: ListQuery = useMemo(
    () => ({
      currentPage: positiveInt(params.get('currentPage')) ?? 1,
      limit: DiscussionLimits.pageSize,
      keyword: params.get('keyword') || undefined,
      cid: positiveInt(params.get('cid')),
      onlyMine: params.get('onlyMine') === 'true' || undefined,
      pid: problemID,
    }),
    [params, problemID],
  );
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
    dialog.confirm({
      title: t('list.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(d.id)
          .then((r) => notify.success(r.msg))
          .catch(() => undefined),
    });

  const menuOf = (d: DiscussionVo) => {
    const items = [];
    if (user?.uid === d.uid)
      items.push({
        key: 'edit',
        icon: <EditOutlined />,
        label: t('list.edit'),
        onClick: () => void navigate(`/discussion-detail/${d.id}?edit=1`),
      });
    if (user?.uid === d.uid || isAdmin)
      items.push({
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        label: t('list.delete'),
        onClick: () => confirmDelete(d),
      });
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
              options={[
                { value: 0, label: t('list.allCategories') },
                ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
              style={{ minWidth: 150 }}
              aria-label={t('list.categories')}
            />
            {isLoggedIn ? (
              <Space>
                <Switch
                  checked={query.onlyMine === true}
                  onChange={(v) => patch({ onlyMine: v ? 'true' : undefined })}
                  aria-label={t('list.onlyMine')}
                />
                <Typography.Text>{t('list.onlyMine')}</Typography.Text>
              </Space>
            ) : null}
            {problemID ? (
              <Space>
                <Link to={`/problem/${encodeURIComponent(problemID)}`}>
                  <Button>{t('list.goProblem')}</Button>
                </Link>
                <Link to="/discussion">
                  <Button type="link">{t('list.clearProblem')}</Button>
                </Link>
              </Space>
            ) : null}
          </Flex>
          <DiscussionRows
            records={list.data?.records ?? []}
            total={list.data?.total ?? 0}
            currentPage={query.currentPage}
            loading={list.isPending}
            onPage={(p) => patch({ currentPage: String(p) })}
            menuOf={menuOf}
            hideProblemLink={Boolean(problemID)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Card
          title={t('list.categories')}
          size="small"
          extra={
            isRoot ? (
              <Button
                type="text"
                size="small"
                icon={<SettingOutlined />}
                onClick={() => setEditingCategories(true)}
                aria-label={t('list.editCategories')}
              />
            ) : null
          }
        >
          <Flex wrap gap={6}>
            <Tag.CheckableTag checked={query.cid === undefined} onChange={() => patch({ cid: undefined })}>
              {t('list.allCategories')}
            </Tag.CheckableTag>
            {(categories.data ?? []).map((c) => (
              <Tag.CheckableTag key={c.id} checked={query.cid === c.id} onChange={() => patch({ cid: String(c.id) })}>
                {c.name}
              </Tag.CheckableTag>
            ))}
          </Flex>
        </Card>
      </Col>
      <DiscussionDialog open={creating} pid={problemID} onClose={() => setCreating(false)} />
      {isRoot ? <CategoryEditor open={editingCategories} onClose={() => setEditingCategories(false)} /> : null}
    </Row>
  );
}
