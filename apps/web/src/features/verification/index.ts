import { lazyPart } from '../../lib/lazyPart';
export { verificationKeys } from '../keys';
export { useUnverified } from './unverified';

/** The problem editor's verification report (issue 26.3), loaded on first use. */
export const VerificationPanel = lazyPart(async () => (await import('./VerificationPanel')).VerificationPanel);
