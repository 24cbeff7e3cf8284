import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table, Tag } from 'antd';
import { ContestLimits, downloadContestPrintText, type ContestPrintEntity, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useContestPrints, useMarkPrinted } from './api';
import { useContestShell } from './contestContext';

/** Contest admins: the print queue, 15 per page, refreshed every 10 s; download the text, mark it printed. */
export function ContestAdminPrint() {
  const { t } = useTranslation('contest');
  const { isAdmin, contest } = useContestShell();
  if (!isAdmin) return <Result status="403" title={t('shell.noAccess')} />;
  if (!contest.openPrint) return <Result status="info" title={t('print.closed')} />;
  return <PrintQueue />;
}

function PrintQueue() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const [page, setPage] = useState(1);
  const isWide = useMinWidth(768);
  const list = useContestPrints(cid, page);
  const mark = useMarkPrinted(cid);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (r: ContestPrintEntity) => {
    setDownloading(r.id);
    try {
      const file = await api.download(downloadContestPrintText, { query: { id: r.id }, fallbackName: `print_${r.id}.txt` });
      saveBlob(file.blob, file.filename);
    } catch {
      // The client already showed the error.
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card title={t('adminPrint.title')} data-testid="contest-admin-print">
      <Table<ContestPrintEntity>
        rowKey="id"
        size="small"
        dataSource={list.data?.records ?? []}
        loading={list.isPending}
        locale={{ emptyText: t('adminPrint.empty') }}
        scroll={isWide ? undefined : { x: 560 }}
        pagination={{
          current: page,
          pageSize: ContestLimits.printPageSize,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          simple: !isWide,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'user', title: t('adminPrint.user'), dataIndex: 'username' },
          { key: 'realname', title: t('adminPrint.realname'), render: (_, r) => r.realname ?? '--' },
          {
            key: 'time',
            title: t('adminPrint.time'),
            render: (_, r) => (r.gmtCreate ? dayjs(parseWireDate(r.gmtCreate)).format('MM-DD HH:mm:ss') : '--'),
          },
          {
            key: 'status',
            title: t('adminPrint.status'),
            render: (_, r) =>
              r.status === 1 ? (
                <Tag color="green">{t('adminPrint.printed')}</Tag>
              ) : (
                <Tag color="orange">{t('adminPrint.waiting')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: '',
            width: 200,
            render: (_, r) => (
              <Space>
                <Button size="small" icon={<DownloadOutlined />} loading={downloading === r.id} onClick={() => void download(r)}>
                  {t('adminPrint.download')}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  disabled={r.status === 1}
                  loading={mark.isPending && mark.variables === r.id}
                  onClick={() => mark.mutate(r.id)}
                  data-testid="print-ok"
                >
                  {t('adminPrint.markPrinted')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
