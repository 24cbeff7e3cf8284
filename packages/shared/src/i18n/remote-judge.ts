import { defineCatalogue } from './catalogue';

/** Server messages of remote judging (HDU, CF, GYM, POJ, AC, SPOJ, LIBRE). */
export const remoteJudgeMessages = defineCatalogue(
  {
    'remoteJudge.unsupported': '不支持的远程评测：{name}',
    'remoteJudge.imported': '已导入远程题目 {problemId}',
    'remoteJudge.reimported': '已重新导入远程题目 {problemId}（题面与限制已更新）',
    'remoteJudge.failed': '远程评测站点出错：{reason}',
    'remoteJudge.noAccount': '{oj} 的题目暂时无法提交：管理员尚未配置 {oj} 的远程评测账号',
  },
  {
    'remoteJudge.unsupported': 'Remote judge not supported: {name}',
    'remoteJudge.imported': 'Remote problem {problemId} imported',
    'remoteJudge.reimported': 'Remote problem {problemId} imported again (statement and limits updated)',
    'remoteJudge.failed': 'The remote judge failed: {reason}',
    'remoteJudge.noAccount': '{oj} problems cannot be submitted yet: no {oj} account is configured for remote judging',
  },
);
