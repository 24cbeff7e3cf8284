import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Input, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { LOCAL_OJ, REMOTE_OJS, type TagRow } from '@verdict/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { useClassifications, useTagList, useTagMutations } from './api';
import { ClassificationPanel } from './ClassificationPanel';
import { TagDialog } from './TagDialog';
import { useProblemAdminRights } from './useRights';

/** /admin/problem/tag: tags and their classifications, per OJ (ME = this site). */
export function TagAdminPage() {
  const { t } = useTranslation('problemAdmin');
  usePageTitle(t('tag.title'));
  const rights = useProblemAdminRights();
  const [oj, setOj] = useState<string>(LOCAL_OJ);
  const [search, setSearch] = useState('');
  const tags = useTagList(oj);
  const classifications = useClassifications(oj, rights.canManageTags);
  const { updateTag, deleteTag } = useTagMutations();
  const [dialog, setDialog] = useState<{ tag: TagRow | null } | null>(null);

  const classes = useMemo(() => classifications.data ?? [], [classifications.data]);
  const classNames = useMemo(() => new Map(classes.map((c) => [c.id, c.name])), [classes]);
  const tagCount = useMemo(() => {
    const m = new Map<number, number>();
    for (const tag of tags.data ?? []) if (tag.tcid != null) m.set(tag.tcid, (m.get(tag.tcid) ?? 0) + 1);
    return m;
  }, [tags.data]);
  const rows = (tags.data ?? []).filter((tag) => tag.name.toLowerCase().includes(search.trim().toLowerCase()));

  // The server answers 403 to admins without tag rights; say so instead of showing an empty page.
  if (!rights.canManageTags)
    return <Alert type="warning" showIcon message={t('tag.title')} description={t('rights.tagAdminsOnly')} />;

  const moveTo = (tag: TagRow, tcid: number | null) =>
    updateTag.mutate(
      { id: tag.id, name: tag.name, color: tag.color, oj: tag.oj, gid: tag.gid, tcid },
      { onSuccess: () => notify.success(t('tag.moved', { name: tag.name })) },
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>{t('tag.oj')}</span>
          <Select
            value={oj}
            onChange={setOj}
            style={{ width: 140 }}
            aria-label={t('tag.oj')}
            options={[{ value: LOCAL_OJ, label: t('tag.localOj') }, ...REMOTE_OJS.map((o) => ({ value: o, label: o }))]}
          />
          <Input.Search
            allowClear
            placeholder={t('tag.search')}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 220 }}
          />
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <ClassificationPanel oj={oj} rows={classes} loading={classifications.isFetching} tagCount={tagCount} />
        </Col>
        <Col xs={24} lg={15}>
          <Card
            title={t('tag.tags')}
            size="small"
            extra={
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ tag: null })}
                data-testid="create-tag"
              >
                {t('tag.createTag')}
              </Button>
            }
          >
            <Table<TagRow>
              rowKey="id"
              size="small"
              loading={tags.isFetching}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true, showSizeChanger: false }}
              data-testid="tag-table"
              columns={[
                { key: 'name', title: t('tag.name'), render: (_, r) => <Tag color={r.color || undefined}>{r.name}</Tag> },
                {
                  key: 'color',
                  title: t('tag.color'),
                  width: 120,
                  render: (_, r) => (
                    <Space size={6}>
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 14,
                          height: 14,
                          borderRadius: 3,
                          background: r.color || '#d9d9d9',
                          border: '1px solid #0001',
                        }}
                      />
                      <code style={{ fontSize: 12 }}>{r.color || '--'}</code>
                    </Space>
                  ),
                },
                {
                  key: 'classification',
                  title: t('tag.classification'),
                  width: 170,
                  render: (_, r) => (
                    <Select
                      size="small"
                      allowClear
                      style={{ width: 150 }}
                      value={r.tcid != null && classNames.has(r.tcid) ? r.tcid : null}
                      placeholder={t('tag.noClassification')}
                      aria-label={t('tag.classificationOf', { name: r.name })}
                      data-testid={`tag-class-${r.id}`}
                      loading={updateTag.isPending && updateTag.variables?.id === r.id}
                      onChange={(tcid: number | undefined) => moveTo(r, tcid ?? null)}
                      options={classes.map((c) => ({ value: c.id, label: c.name }))}
                    />
                  ),
                },
                { key: 'oj', title: 'OJ', dataIndex: 'oj', width: 70 },
                {
                  key: 'actions',
                  title: t('list.columns.actions'),
                  width: 90,
                  render: (_, r) => (
                    <Space size={4}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('tag.edit')}
                        onClick={() => setDialog({ tag: r })}
                      />
                      <Popconfirm
                        title={t('tag.deleteTagConfirm', { name: r.name })}
                        description={t('tag.deleteTagHint')}
                        okButtonProps={{ danger: true }}
                        okText={t('list.delete')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => deleteTag.mutateAsync(r.id).then(() => notify.success(t('common.deleted')))}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('list.delete')} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <TagDialog
        open={dialog !== null}
        tag={dialog?.tag ?? null}
        oj={oj}
        classifications={classes}
        onClose={() => setDialog(null)}
      />
    </Space>
  );
}
