/** Every cached answer of remote judging: the admin's site list (a switch save marks it stale with the site config). */
export const remoteJudgeKeys = {
  all: ['remoteJudge'] as const,
  sites: () => [...remoteJudgeKeys.all, 'sites'] as const,
};
