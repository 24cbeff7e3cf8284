import { defineCatalogue } from './catalogue';

/** Server messages of the message centre and the admin notices. */
export const messageMessages = defineCatalogue(
  {
    'message.notFound': '该消息不存在',
    'message.deleted': '删除成功',
    'message.cleared': '清空成功',
    'message.streamTicketInvalid': '消息推送凭证无效或已过期，请刷新页面',
    'notice.notFound': '该系统通知不存在',
    'notice.recipientsRequired': '请至少指定一个接收用户',
    'notice.recipientsUnknown': '以下用户不存在：{list}',
    'notice.created': '发布成功',
    'notice.updated': '修改成功',
    'notice.deleted': '删除成功',
  },
  {
    'message.notFound': 'The message does not exist',
    'message.deleted': 'Delete successfully',
    'message.cleared': 'Cleared successfully',
    'message.streamTicketInvalid': 'The message push ticket is invalid or expired; please reload the page',
    'notice.notFound': 'The system notice does not exist',
    'notice.recipientsRequired': 'Choose at least one recipient',
    'notice.recipientsUnknown': 'These users do not exist: {list}',
    'notice.created': 'Post successfully',
    'notice.updated': 'Update Successfully',
    'notice.deleted': 'Delete successfully',
  },
);
