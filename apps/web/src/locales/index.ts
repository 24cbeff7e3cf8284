import accountEn from './en/account.json';
import adminEn from './en/admin.json';
import commonEn from './en/common.json';
import homeEn from './en/home.json';
import problemEn from './en/problem.json';
import problemAdminEn from './en/problemAdmin.json';
import problemBankEn from './en/problemBank.json';
import problemEditorEn from './en/problemEditor.json';
import submissionEn from './en/submission.json';
import rankEn from './en/rank.json';
import helpEn from './en/help.json';
import accountZh from './zh-CN/account.json';
import adminZh from './zh-CN/admin.json';
import commonZh from './zh-CN/common.json';
import homeZh from './zh-CN/home.json';
import problemZh from './zh-CN/problem.json';
import problemAdminZh from './zh-CN/problemAdmin.json';
import problemBankZh from './zh-CN/problemBank.json';
import problemEditorZh from './zh-CN/problemEditor.json';
import submissionZh from './zh-CN/submission.json';
import rankZh from './zh-CN/rank.json';
import helpZh from './zh-CN/help.json';

/**
 * Every namespace of the client. A feature adds `<ns>.json` in both folders and one line in
 * each object below; `i18next.d.ts` derives the key types from the zh-CN object.
 */
export const resources = {
  'zh-CN': { common: commonZh, account: accountZh, admin: adminZh, problemAdmin: problemAdminZh, home: homeZh, problem: problemZh, problemBank: problemBankZh, problemEditor: problemEditorZh, submission: submissionZh, rank: rankZh, help: helpZh },
  en: { common: commonEn, account: accountEn, admin: adminEn, problemAdmin: problemAdminEn, home: homeEn, problem: problemEn, problemBank: problemBankEn, problemEditor: problemEditorEn, submission: submissionEn, rank: rankEn, help: helpEn },
} as const;

export const defaultNS = 'common';
