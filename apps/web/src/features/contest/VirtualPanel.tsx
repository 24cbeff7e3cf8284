import { FieldTimeOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Tag } from 'antd';
import type { ContestVo, VirtualState } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartVirtual } from './api';
import { useDurationText } from './ContestTags';

/** The "virtual" mark shown wherever the contest is seen through a virtual window. */
export function VirtualMark() {
  const { t } = useTranslation('virtual');
  return (
    <Tag color="purple" icon={<FieldTimeOutlined />} data-testid="virtual-mark">
      {t('mark')}
    </Tag>
  );
}

/**
 * Virtual participation on the contest's page (issue 24.1): the offer and its confirm dialog on an
 * ended contest the viewer did not take part in, then the window's notice (running or over).
 */
export function VirtualPanel({ cid, contest, state }: { cid: number; contest: ContestVo; state: VirtualState }) {
  const { t } = useTranslation('virtual');
  const duration = useDurationText();
  const start = useStartVirtual(cid);
  const [confirming, setConfirming] = useState(false);
  const fmt = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
  const { participation, refusal } = state;

  if (participation)
    return (
      <Alert
        type={participation.running ? 'warning' : 'info'}
        showIcon
        icon={<FieldTimeOutlined />}
        data-testid={participation.running ? 'virtual-running' : 'virtual-over'}
        message={
          <span>
            <VirtualMark />
            {participation.running
              ? t('running', { time: fmt(participation.endTime) })
              : t('over', { time: fmt(participation.startTime) })}
          </span>
        }
      />
    );
  if (refusal !== null && refusal !== 'busy') return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<FieldTimeOutlined />}
        data-testid="virtual-offer"
        message={refusal === 'busy' ? t('busy') : t('offer')}
        description={
          refusal === null && (
            <Button type="primary" onClick={() => setConfirming(true)} data-testid="virtual-start">
              {t('start')}
            </Button>
          )
        }
      />
      <Modal
        open={confirming}
        title={t('confirmTitle')}
        okText={t('confirmOk')}
        cancelText={t('cancel')}
        confirmLoading={start.isPending}
        onCancel={() => setConfirming(false)}
        onOk={() => start.mutate(undefined, { onSettled: () => setConfirming(false) })}
        data-testid="virtual-confirm"
      >
        {t('confirmBody', { duration: duration(contest.duration) })}
      </Modal>
    </>
  );
}
