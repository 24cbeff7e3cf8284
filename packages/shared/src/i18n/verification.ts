import { defineCatalogue } from './catalogue';

/** Server messages of package verification. */
export const verificationMessages = defineCatalogue(
  {
    'verification.nothing': '该题目没有可验证的提交',
    'verification.rerun': '已重新开始验证',
  },
  {
    'verification.nothing': 'The problem has no bundled submission to verify',
    'verification.rerun': 'Verification has started again',
  },
);
