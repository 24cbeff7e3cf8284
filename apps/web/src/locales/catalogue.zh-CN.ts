import type { ResourceLanguage } from 'i18next';

/**
 * The namespaces the first page shows (the shell, the home page: FIRST_NAMESPACES in lib/i18n.ts) of one language,
 * in one small chunk: the client loads only the language it shows, and the rest of its texts
 * (`catalogue.zh-CN.rest.ts`) with the first screen that needs them (lib/i18n.ts `loadAllTexts`).
 * `index.ts` keeps the types.
 */
const files = import.meta.glob<ResourceLanguage>('./zh-CN/{common,home,problemBank,remoteJudge}.json', {
  eager: true,
  import: 'default',
});

const catalogue: Record<string, ResourceLanguage> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
);
export default catalogue;
