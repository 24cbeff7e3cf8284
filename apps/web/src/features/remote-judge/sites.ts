import { REMOTE_OJS } from '@verdict/shared';

export type RemoteOj = (typeof REMOTE_OJS)[number];

/** Display names of the remote judge keys (the keys are what problems and the server use). */
export const OJ_NAMES: Record<RemoteOj, string> = {
  HDU: 'HDU',
  CF: 'Codeforces',
  GYM: 'Codeforces Gym',
  POJ: 'POJ',
  SPOJ: 'SPOJ',
  AC: 'AtCoder',
  LIBRE: 'LibreOJ',
};
