export { RemoteSitesCard } from './RemoteSitesCard';
export { RemoteImportButton } from './RemoteImportButton';
export type { RemoteImportScope } from './api';
export { remoteJudgeKeys } from './queryKeys';
