import { defineCatalogue } from './catalogue';

/** Server messages of a group's content: problems, public applications, trainings, contests, rank. */
export const groupContentMessages = defineCatalogue(
  {
    'groupContent.notAuthor': '非团队超级管理员只能管理自己创建的内容！',
    'groupContent.problemNotFound': '该团队题目不存在',
    'groupContent.authInvalid': '团队题目的权限只能是公开（1）或私有（2）',
    'groupContent.alreadyPublic': '该题目已经是公开题目，无需申请',
    'groupContent.notApplying': '该题目当前没有公开申请，无需取消',
    'groupContent.applied': '已提交公开申请，等待管理员审核',
    'groupContent.applyCancelled': '已取消公开申请',
    'groupContent.notApplied': '该题目没有公开申请',
    'groupContent.progressChanged': '审核结果已保存',
    'groupContent.problemNotInGroup': '该题目不属于此团队：{problemId}',
    'groupContent.idTooLong': '加上团队简称前缀后题目展示ID过长：{problemId}',
  },
  {
    'groupContent.notAuthor': 'A group admin who is not the group root may only manage what they created!',
    'groupContent.problemNotFound': 'This group problem does not exist',
    'groupContent.authInvalid': 'A group problem is public (1) or private (2)',
    'groupContent.alreadyPublic': 'This problem is already public',
    'groupContent.notApplying': 'This problem has no pending public application to cancel',
    'groupContent.applied': 'Application sent; an admin will examine it',
    'groupContent.applyCancelled': 'Application cancelled',
    'groupContent.notApplied': 'This problem has no public application',
    'groupContent.progressChanged': 'Examination saved',
    'groupContent.problemNotInGroup': 'This problem does not belong to this group: {problemId}',
    'groupContent.idTooLong': 'The display id is too long with the group short name in front: {problemId}',
  },
);
