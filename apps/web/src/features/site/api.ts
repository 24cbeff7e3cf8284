import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebsiteConfig, type WebsiteConfig } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { siteKeys } from './queryKeys';

export const websiteConfigOptions = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: () => api.call(getWebsiteConfig, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** Until the config arrives the shell uses these; 'OJ' is the spec's default short name. */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: 'Verdict Online Judge',
  shortName: 'OJ',
  register: true,
  recordName: '',
  recordUrl: '',
  description: '',
  email: '',
  // Until the config arrives the code field shows; the server decides either way.
  mailConfigured: true,
  projectName: 'Verdict',
  projectUrl: '',
  openPublicDiscussion: false,
  openGroupDiscussion: false,
  openContestComment: false,
};

export function useWebsiteConfig(): WebsiteConfig & { isLoaded: boolean } {
  const { data } = useQuery(websiteConfigOptions());
  return {
    ...DEFAULT_WEBSITE_CONFIG,
    ...data,
    shortName: data?.shortName || DEFAULT_WEBSITE_CONFIG.shortName,
    isLoaded: data !== undefined,
  };
}
