import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback';
import { AntdConfig } from '../lib/AntdConfig';

/**
 * antd's message, notification and modal hooks with their holders, mounted inside the ConfigProvider
 * on the first toast or dialog (app/FeedbackSlot.tsx). One toast at a time, top centre, 4 s (spec
 * §2.3); notices bottom right unless a call places them elsewhere.
 */
export function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 1, duration: 4, top: 64 });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'bottomRight', top: 72 });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    bindFeedback({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => bindFeedback(null);
  }, [messageApi, notificationApi, modalApi]);
  return (
    <AntdConfig>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </AntdConfig>
  );
}
