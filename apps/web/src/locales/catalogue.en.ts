import type { ResourceLanguage } from 'i18next';

/**
 * Every namespace of one language, in one chunk: the client loads only the language it shows
 * (lib/i18n.ts). New namespaces are picked up by name (`<ns>.json`); `index.ts` keeps the types.
 */
const files = import.meta.glob<ResourceLanguage>('./en/*.json', { eager: true, import: 'default' });

const catalogue: Record<string, ResourceLanguage> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
);
export default catalogue;
