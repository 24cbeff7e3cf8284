import { defineCatalogue } from './catalogue';

export const commonMessages = defineCatalogue(
  {
    'success': 'success',
    'errors.internal': '服务器内部错误，请稍后重试',
    'errors.invalidParam': '参数错误：{field} {reason}',
    'errors.invalidJson': '请求体不是合法的 JSON',
    'errors.notFound': '请求的资源不存在',
    'errors.methodNotAllowed': '不支持该请求方法',
    'errors.unsupportedMedia': '不支持的请求类型',
    'errors.loginRequired': '请先登录！',
    'errors.tokenExpired': '登录已失效，请重新登录！',
    'errors.noPermission': '对不起，您无权限进行此操作！',
    'errors.tooFast': '操作过于频繁，请稍后再试！',
    'errors.payloadTooLarge': '上传内容过大',
    'errors.siteSwitchOff': '网站当前未开启此功能！',
  },
  {
    'success': 'success',
    'errors.internal': 'Internal server error, please try again later',
    'errors.invalidParam': 'Invalid parameter: {field} {reason}',
    'errors.invalidJson': 'The request body is not valid JSON',
    'errors.notFound': 'The requested resource does not exist',
    'errors.methodNotAllowed': 'Method not allowed',
    'errors.unsupportedMedia': 'Unsupported media type',
    'errors.loginRequired': 'Please login first!',
    'errors.tokenExpired': 'Your login has expired, please log in again!',
    'errors.noPermission': 'Sorry, you do not have permission for this operation!',
    'errors.tooFast': 'Speed too fast, please try again later!',
    'errors.payloadTooLarge': 'The upload is too large',
    'errors.siteSwitchOff': 'This feature is not enabled on the site!',
  },
);
