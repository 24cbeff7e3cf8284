import { Alert, Button, Form, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useContestRating, useRateNow, useSetRated } from './api';

/**
 * The contest admin form's "rated" switch (site admins): marks the contest rated; its ratings are
 * computed within a minute of its end, or at once with "rate now" (again after a rejudge).
 */
export function RatedSwitch({ cid }: { cid: number }) {
  const { t } = useTranslation('rating');
  const state = useContestRating(cid);
  const setRated = useSetRated(cid);
  const rateNow = useRateNow(cid);
  if (state.isError) return null;
  const s = state.data;
  return (
    <Form.Item label={t('admin.rated')} extra={t('admin.ratedHelp')} data-testid="rated-field">
      <Space wrap>
        <Switch
          checked={s?.rated ?? false}
          loading={state.isPending || setRated.isPending}
          onChange={(on) => setRated.mutate(on, { onSuccess: () => notify.success(t(on ? 'admin.marked' : 'admin.unmarked')) })}
          aria-label={t('admin.rated')}
          data-testid="rated-switch"
        />
        {s?.rated && (
          <Button
            size="small"
            loading={rateNow.isPending}
            onClick={() =>
              rateNow.mutate(undefined, { onSuccess: (r) => notify.success(t('admin.done', { count: r.participants })) })
            }
            data-testid="rate-now"
          >
            {t('admin.rateNow')}
          </Button>
        )}
        {s?.ratedAt && (
          <Typography.Text type="secondary">
            {t('admin.ratedAt', { time: dayjs(s.ratedAt).format('YYYY-MM-DD HH:mm'), count: s.participants })}
          </Typography.Text>
        )}
      </Space>
      {rateNow.error && <Alert type="error" showIcon style={{ marginTop: 8 }} message={rateNow.error.message} />}
    </Form.Item>
  );
}
