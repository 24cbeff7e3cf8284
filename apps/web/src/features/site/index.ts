export { useWebsiteConfig, websiteConfigOptions, DEFAULT_WEBSITE_CONFIG } from './api';
export { siteKeys } from '../keys';
export { usePageTitle } from './usePageTitle';
export { NotAvailable } from './NotAvailable';
export { AcRuleNote } from './AcRuleNote';
