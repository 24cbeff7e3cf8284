import type { LanguageRow } from '@verdict/shared';

/** Name → what the picker shows: the server's description ("C++17 (g++ 12.2)"), the name when it has none. */
export function languageLabels(rows: readonly LanguageRow[] | undefined): Map<string, string> {
  return new Map((rows ?? []).filter((r) => r.description.trim() !== '').map((r) => [r.name, r.description.trim()]));
}

const isCpp = (name: string) => /^c\+\+|^g\+\+|^gnu g\+\+/i.test(name);

/** The picker's order: C++ and its variants first (what a newcomer most likely writes), then the others as given. */
export const pickerOrder = (languages: readonly string[]): string[] => [
  ...languages.filter(isCpp),
  ...languages.filter((l) => !isCpp(l)),
];
