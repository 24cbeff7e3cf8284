/** Every cached answer of the verification area: one problem's report, the list's unverified marks. */
export const verificationKeys = {
  all: ['verification'] as const,
  report: (pid: number) => [...verificationKeys.all, 'report', pid] as const,
  unverified: (pids: number[]) => [...verificationKeys.all, 'unverified', ...pids] as const,
};
