import commonEn from './en/common.json';
import accountEn from './en/account.json';
import adminEn from './en/admin.json';
import adminSysEn from './en/adminSys.json';
import clarificationEn from './en/clarification.json';
import contestEn from './en/contest.json';
import contestAdminEn from './en/contestAdmin.json';
import contestBoardEn from './en/contestBoard.json';
import discussionEn from './en/discussion.json';
import helpEn from './en/help.json';
import homeEn from './en/home.json';
import messageEn from './en/message.json';
import problemEn from './en/problem.json';
import problemAdminEn from './en/problemAdmin.json';
import problemBankEn from './en/problemBank.json';
import problemEditorEn from './en/problemEditor.json';
import rankEn from './en/rank.json';
import submissionEn from './en/submission.json';
import trainingEn from './en/training.json';
import trainingAdminEn from './en/trainingAdmin.json';
import groupEn from './en/group.json';
import balloonEn from './en/balloon.json';
import teamEn from './en/team.json';
import virtualEn from './en/virtual.json';
import ratingEn from './en/rating.json';
import similarityEn from './en/similarity.json';
import verificationEn from './en/verification.json';
import remoteJudgeEn from './en/remoteJudge.json';
import commonZh from './zh-CN/common.json';
import accountZh from './zh-CN/account.json';
import adminZh from './zh-CN/admin.json';
import adminSysZh from './zh-CN/adminSys.json';
import clarificationZh from './zh-CN/clarification.json';
import contestZh from './zh-CN/contest.json';
import contestAdminZh from './zh-CN/contestAdmin.json';
import contestBoardZh from './zh-CN/contestBoard.json';
import discussionZh from './zh-CN/discussion.json';
import helpZh from './zh-CN/help.json';
import homeZh from './zh-CN/home.json';
import messageZh from './zh-CN/message.json';
import problemZh from './zh-CN/problem.json';
import problemAdminZh from './zh-CN/problemAdmin.json';
import problemBankZh from './zh-CN/problemBank.json';
import problemEditorZh from './zh-CN/problemEditor.json';
import rankZh from './zh-CN/rank.json';
import submissionZh from './zh-CN/submission.json';
import trainingZh from './zh-CN/training.json';
import trainingAdminZh from './zh-CN/trainingAdmin.json';
import groupZh from './zh-CN/group.json';
import balloonZh from './zh-CN/balloon.json';
import teamZh from './zh-CN/team.json';
import virtualZh from './zh-CN/virtual.json';
import ratingZh from './zh-CN/rating.json';
import similarityZh from './zh-CN/similarity.json';
import verificationZh from './zh-CN/verification.json';
import remoteJudgeZh from './zh-CN/remoteJudge.json';

/**
 * Every namespace of the client. A feature adds `<ns>.json` in both folders and one line in
 * each object below; `i18next.d.ts` derives the key types from the zh-CN object.
 */
export const resources = {
  'zh-CN': {
    common: commonZh,
    account: accountZh,
    admin: adminZh,
    adminSys: adminSysZh,
    clarification: clarificationZh,
    contest: contestZh,
    contestAdmin: contestAdminZh,
    contestBoard: contestBoardZh,
    discussion: discussionZh,
    help: helpZh,
    home: homeZh,
    message: messageZh,
    problem: problemZh,
    problemAdmin: problemAdminZh,
    problemBank: problemBankZh,
    problemEditor: problemEditorZh,
    rank: rankZh,
    submission: submissionZh,
    training: trainingZh,
    trainingAdmin: trainingAdminZh,
    group: groupZh,
    balloon: balloonZh,
    team: teamZh,
    virtual: virtualZh,
    rating: ratingZh,
    similarity: similarityZh,
    verification: verificationZh,
    remoteJudge: remoteJudgeZh,
  },
  en: {
    common: commonEn,
    account: accountEn,
    admin: adminEn,
    adminSys: adminSysEn,
    clarification: clarificationEn,
    contest: contestEn,
    contestAdmin: contestAdminEn,
    contestBoard: contestBoardEn,
    discussion: discussionEn,
    help: helpEn,
    home: homeEn,
    message: messageEn,
    problem: problemEn,
    problemAdmin: problemAdminEn,
    problemBank: problemBankEn,
    problemEditor: problemEditorEn,
    rank: rankEn,
    submission: submissionEn,
    training: trainingEn,
    trainingAdmin: trainingAdminEn,
    group: groupEn,
    balloon: balloonEn,
    team: teamEn,
    virtual: virtualEn,
    rating: ratingEn,
    similarity: similarityEn,
    verification: verificationEn,
    remoteJudge: remoteJudgeEn,
  },
} as const;

export const defaultNS = 'common';
