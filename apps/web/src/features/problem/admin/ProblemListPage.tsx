import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import { REMOTE_OJS } from '@verdict/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../site';
import { RemoteImportButton } from '../../remote-judge';
import { useAdminProblemList } from './api';
import {
  parseAdminProblemFilter,
  patchAdminProblemFilter,
  serializeAdminProblemFilter,
  toAdminListQuery,
  type AdminProblemFilter,
} from './filters';
import { AUTH_LABEL_KEYS } from './labels';
import { ProblemTable } from './ProblemTable';
import { exportProblemZip } from './transfer';
import { useProblemAdminRights } from './useRights';

/** /admin/problems: every non-group problem, filters in the URL (contract §2.12). */
export function ProblemListPage() {
  const { t } = useTranslation('problemAdmin');
  usePageTitle(t('list.title'));
  const rights = useProblemAdminRights();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseAdminProblemFilter(params), [params]);
  const setFilter = (patch: Partial<AdminProblemFilter>) =>
    setParams(serializeAdminProblemFilter(patchAdminProblemFilter(filter, patch)));
  const list = useAdminProblemList(toAdminListQuery(filter));
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);

  const exportSelected = () => {
    setExporting(true);
    exportProblemZip(selected)
      .then((name) => {
        notify.success(t('download.saved', { name }));
        setSelected([]);
      })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Card
      title={t('list.title')}
      extra={
        <Space wrap>
          <RemoteImportButton />
          <Link to="/admin/problem/create">
            <Button type="primary" icon={<PlusOutlined />} data-testid="create-problem">
              {t('list.create')}
            </Button>
          </Link>
        </Space>
      }
      styles={{ body: { padding: 16 } }}
    >
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          key={filter.keyword}
          defaultValue={filter.keyword}
          allowClear
          placeholder={t('list.search')}
          onSearch={(keyword) => setFilter({ keyword })}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="admin-problem-search"
        />
        <Select
          value={filter.auth}
          onChange={(auth: number) => setFilter({ auth })}
          style={{ width: 130 }}
          aria-label={t('list.auth')}
          options={[
            { value: 0, label: t('list.allAuth') },
            ...([1, 2, 3] as const).map((a) => ({ value: a, label: t(AUTH_LABEL_KEYS[a]) })),
          ]}
        />
        <Select
          value={filter.oj}
          onChange={(oj: string) => setFilter({ oj })}
          style={{ width: 130 }}
          aria-label={t('list.oj')}
          options={[
            { value: 'All', label: t('list.allOj') },
            { value: 'Mine', label: t('list.mine') },
            ...REMOTE_OJS.map((oj) => ({ value: oj, label: oj })),
          ]}
        />
        {rights.canTransfer && (
          <Button
            icon={<ExportOutlined />}
            disabled={selected.length === 0}
            loading={exporting}
            onClick={exportSelected}
            data-testid="export-selected"
          >
            {t('list.exportSelected', { count: selected.length })}
          </Button>
        )}
        {selected.length > 0 && (
          <Button type="link" onClick={() => setSelected([])}>
            {t('list.clearSelection')}
          </Button>
        )}
      </Space>
      <ProblemTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={filter.currentPage}
        limit={filter.limit}
        onPageChange={(currentPage, limit) => setFilter({ currentPage, limit })}
        rights={rights}
        selected={selected}
        onSelect={setSelected}
      />
    </Card>
  );
}
