import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Skeleton, Typography } from 'antd';
import { defaultMedalCounts } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { usePageTitle } from '../../site';
import { rankedCountOptions } from '../api';
import { scrollBoardUrl } from './scrollBoardLink';

/**
 * `/contest/:contestID/scroll-board` (contest admins, ACM): medal counts, free numbers, defaulting
 * to 10/20/30 % of the ranked contestants, and the remove-star option; opens the scroll board in a
 * new window.
 */
export function ScrollBoardConfigPage() {
  const { t } = useTranslation('contestBoard');
  const cid = Number(useParams().contestID);
  usePageTitle(t('scroll.title'));
  const [removeStar, setRemoveStar] = useState(true);
  const [medals, setMedals] = useState<[number, number, number] | null>(null);
  // The ranked count: the real board's total without star users.
  const ranked = useQuery(rankedCountOptions(cid));
  useEffect(() => {
    if (ranked.data && !medals) setMedals(defaultMedalCounts(ranked.data.total));
  }, [ranked.data, medals]);

  const set = (i: number, v: number | null) =>
    setMedals((m) => (m ? (m.map((x, k) => (k === i ? Math.max(0, Math.floor(v ?? 0)) : x)) as [number, number, number]) : m));
  return (
    <Card title={t('scroll.title')} data-testid="scroll-board-config">
      {ranked.isError ? (
        <Alert type="error" showIcon message={ranked.error.message} />
      ) : !medals ? (
        <Skeleton active />
      ) : (
        <Form
          layout="vertical"
          style={{ maxWidth: 420 }}
          onFinish={() => window.open(scrollBoardUrl(cid, removeStar, medals), '_blank', 'noopener')}
        >
          <Typography.Paragraph type="secondary">{t('scroll.defaults', { count: ranked.data?.total ?? 0 })}</Typography.Paragraph>
          <Form.Item label={t('scroll.gold')}>
            <InputNumber
              aria-label={t('scroll.gold')}
              min={0}
              value={medals[0]}
              onChange={(v) => set(0, v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={t('scroll.silver')}>
            <InputNumber
              aria-label={t('scroll.silver')}
              min={0}
              value={medals[1]}
              onChange={(v) => set(1, v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={t('scroll.bronze')}>
            <InputNumber
              aria-label={t('scroll.bronze')}
              min={0}
              value={medals[2]}
              onChange={(v) => set(2, v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={removeStar} onChange={(e) => setRemoveStar(e.target.checked)}>
              {t('scroll.removeStar')}
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('scroll.open')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
