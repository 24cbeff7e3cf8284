import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebsiteConfig, type WebsiteConfig } from '@verdict/shared';
import { api } from '../../lib/api-client';
import { siteKeys } from '../keys';

export const websiteConfigOptions = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: () => api.call(getWebsiteConfig, { silent: true }),
    staleTime: 5 * 60_000,
  });

/**
 * The names the server wrote into index.html (`<meta name="verdict-site">`, issue 28.11): the
 * shell shows the site's own name from the first paint, not a placeholder until the config arrives.
 */
function namesFromHtml(): { name?: string; shortName?: string } {
  try {
    const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="verdict-site"]');
    return meta ? (JSON.parse(meta.getAttribute('content') ?? '{}') as { name?: string; shortName?: string }) : {};
  } catch {
    return {};
  }
}
const fromHtml = namesFromHtml();

/** Until the config arrives the shell uses these; 'OJ' is the spec's default short name. */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: fromHtml.name || 'Verdict Online Judge',
  shortName: fromHtml.shortName || 'OJ',
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
