import { Alert, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoteSites } from './api';
import { OJ_NAMES, type RemoteOj } from './sites';

const nameOf = (oj: string) => OJ_NAMES[oj as RemoteOj] ?? oj;

/**
 * The admin's judge service page (issue 25): every remote site this server offers, its accounts
 * from the switch and its submissions in flight; a site with no account is named in a warning,
 * since its problems can only end in Submitted Failed.
 */
export function RemoteSitesCard() {
  const { t } = useTranslation('remoteJudge');
  const { data, isPending } = useRemoteSites();
  const missing = (data ?? []).filter((s) => s.accounts === 0);
  return (
    <Card size="small" title={t('sites.title')} data-testid="remote-sites">
      {data && data.length > 0 && (
        <Alert
          style={{ marginBottom: 12 }}
          showIcon
          type={missing.length > 0 ? 'warning' : 'success'}
          data-testid={missing.length > 0 ? 'remote-sites-warning' : 'remote-sites-ready'}
          message={
            missing.length > 0
              ? t('sites.warning', { sites: missing.map((s) => `${s.oj} (${nameOf(s.oj)})`).join(', ') })
              : t('sites.allReady')
          }
          action={missing.length > 0 ? <Link to="/admin/switch">{t('sites.switchLink')}</Link> : undefined}
        />
      )}
      <Table
        size="small"
        rowKey="oj"
        loading={isPending}
        dataSource={data ?? []}
        pagination={false}
        // Four short columns wrap within the card: no sideways scroll region, which (with nothing focusable
        // in it) a keyboard could not scroll (axe scrollable-region-focusable, in English).
        locale={{ emptyText: t('sites.empty') }}
        onRow={(r) => ({ 'data-testid': `remote-site-${r.oj}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('sites.oj'), key: 'oj', render: (_, r) => `${r.oj} · ${nameOf(r.oj)}` },
          { title: t('sites.accounts'), dataIndex: 'accounts', key: 'accounts' },
          { title: t('sites.inFlight'), dataIndex: 'inFlight', key: 'inFlight' },
          {
            title: t('sites.state'),
            key: 'state',
            render: (_, r) =>
              r.accounts > 0 ? <Tag color="success">{t('sites.ready')}</Tag> : <Tag color="warning">{t('sites.noAccount')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
