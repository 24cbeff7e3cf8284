import { Button, Form, InputNumber, Modal, Popconfirm, Space } from 'antd';
import { JudgeStatus, type JudgeEntity } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelJudge, useManualJudge, useRejudge } from './api';
import { useStatusLabel } from './JudgeStatusTag';
import { MANUAL_STATUSES } from './statusKeys';
import { RequiredSelect } from '../../components/RequiredControls';

const MANUAL_LOCKED: readonly number[] = [JudgeStatus.Judging, JudgeStatus.Compiling, JudgeStatus.CompileError];

interface ManualForm {
  status: number;
  score?: number;
}

/** Super-admin judge operations with the disabled rules of spec §4. */
export function AdminActions({ submission }: { submission: JudgeEntity }) {
  const { t } = useTranslation('submission');
  const label = useStatusLabel();
  const rejudge = useRejudge();
  const manual = useManualJudge();
  const cancel = useCancelJudge();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ManualForm>();
  const { submitId, status } = submission;
  const needsScore = submission.score != null || status === JudgeStatus.Cancelled;

  const submitManual = async () => {
    const values = await form.validateFields();
    manual.mutate({ submitId, status: values.status, score: values.score }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Space wrap data-testid="admin-actions">
      <Popconfirm title={t('admin.rejudgeConfirm')} onConfirm={() => rejudge.mutate(submitId)}>
        <Button loading={rejudge.isPending} data-testid="admin-rejudge">
          {t('admin.rejudge')}
        </Button>
      </Popconfirm>
      <Button
        disabled={MANUAL_LOCKED.includes(status)}
        onClick={() => {
          form.setFieldsValue({
            status: (MANUAL_STATUSES as readonly number[]).includes(status) ? status : undefined,
            score: submission.score ?? undefined,
          });
          setOpen(true);
        }}
        data-testid="admin-manual"
      >
        {t('admin.manual')}
      </Button>
      <Popconfirm
        title={t('admin.cancelConfirm')}
        onConfirm={() => cancel.mutate(submitId)}
        disabled={status === JudgeStatus.Cancelled}
      >
        <Button danger disabled={status === JudgeStatus.Cancelled} loading={cancel.isPending} data-testid="admin-cancel">
          {t('admin.cancel')}
        </Button>
      </Popconfirm>
      <Modal
        open={open}
        title={t('admin.manualTitle', { id: submitId })}
        okText={t('admin.modify')}
        onOk={() => void submitManual()}
        onCancel={() => setOpen(false)}
        confirmLoading={manual.isPending}
        // Nothing to modify while the submission still waits for a judge (spec §4).
        okButtonProps={{ disabled: status === JudgeStatus.Pending }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="status"
            label={t('admin.manualStatus')}
            rules={[{ required: true, message: t('admin.statusRequired') }]}
          >
            <RequiredSelect options={MANUAL_STATUSES.map((s) => ({ value: s, label: label(s) }))} />
          </Form.Item>
          {needsScore && (
            <Form.Item
              name="score"
              label={t('admin.manualScore')}
              rules={[{ required: true, message: t('admin.scoreRequired') }]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
