import { Checkbox, Form, Input, Modal } from 'antd';
import { DiscussionLimits, REPORT_TAGS, type ReportTag } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useDiscussionMutations } from './api';

/** Report with the six tags and a reason (≤ 200); at least one of them (spec 2 §5). */
export function ReportDialog({ did, open, onClose }: { did: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('discussion');
  const { user } = useAuth();
  const { report } = useDiscussionMutations();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');

  const send = async () => {
    if (tags.length === 0 && reason.trim() === '') return notify.warning(t('report.empty'));
    // HOJ's client sends the chosen labels as hashtags in front of the reason.
    const content = [tags.map((tag) => `#${t(`report.tag.${tag}`)}#`).join(' '), reason.trim()].filter(Boolean).join(' ');
    try {
      const res = await report.mutateAsync({ did, content, reporter: user?.username });
      notify.success(res.msg);
      setTags([]);
      setReason('');
      onClose();
    } catch {
      // Shown by the api client.
    }
  };

  return (
    <Modal
      open={open}
      title={t('report.title')}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('report.submit')}
      confirmLoading={report.isPending}
      okButtonProps={{ danger: true }}
    >
      <Form layout="vertical">
        <Form.Item label={t('report.tags')}>
          <Checkbox.Group
            value={tags}
            onChange={(v) => setTags(v as ReportTag[])}
            options={REPORT_TAGS.map((tag) => ({ value: tag, label: t(`report.tag.${tag}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('report.reason')}>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={DiscussionLimits.reportReasonMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('report.reasonPlaceholder')}
            data-testid="report-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
