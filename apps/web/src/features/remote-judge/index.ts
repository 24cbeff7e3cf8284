export { RemoteSitesCard } from './RemoteSitesCard';
export { RemoteImportButton } from './RemoteImportButton';
export { remoteJudgeKeys } from './queryKeys';
