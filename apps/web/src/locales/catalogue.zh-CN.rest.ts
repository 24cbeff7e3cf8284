import type { ResourceLanguage } from 'i18next';

/**
 * Every other namespace of one language (`catalogue.zh-CN.ts` has the first page's), loaded with the first screen
 * that is not the home page (lib/i18n.ts `loadAllTexts`). New namespaces are picked up by name (`<ns>.json`).
 */
const files = import.meta.glob<ResourceLanguage>(['./zh-CN/*.json', '!./zh-CN/{common,home,problemBank,remoteJudge}.json'], {
  eager: true,
  import: 'default',
});

const catalogue: Record<string, ResourceLanguage> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
);
export default catalogue;
