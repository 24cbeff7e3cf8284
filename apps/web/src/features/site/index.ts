export { siteKeys, useWebsiteConfig, websiteConfigOptions, DEFAULT_WEBSITE_CONFIG } from './api';
export { usePageTitle } from './usePageTitle';
