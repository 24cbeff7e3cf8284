import { z } from 'zod';

export const FONT_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;
export const THEME_IDS = [
  'default',
  'githubLight',
  'eclipse',
  'solarizedLight',
  'vscodeDark',
  'monokai',
  'dracula',
  'materialDark',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

const settingsSchema = z.object({
  language: z.string().max(64).optional(),
  theme: z.enum(THEME_IDS).catch('default'),
  fontSize: z.number().int().min(12).max(20).catch(14),
  tabSize: z.union([z.literal(2), z.literal(4), z.literal(8)]).catch(4),
  /** Soft-wrap long lines; unset = on for phones, off for wider screens. */
  wrap: z.boolean().optional().catch(undefined),
});
export type EditorSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: EditorSettings = { theme: 'default', fontSize: 14, tabSize: 4 };

const GLOBAL_KEY = 'verdict.editor';
const settingsKey = (scope: string) => `verdict.editor.${scope}`;
const codeKey = (scope: string, language: string) => `verdict.code.${scope}.${language}`;

function read(key: string): EditorSettings | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Editor settings are kept per problem (scope: problem, or contest+problem) and globally
 * (spec §2.9): a problem opened for the first time starts from the last settings used anywhere.
 */
export const editorStorage = {
  loadSettings: (scope: string): EditorSettings => read(settingsKey(scope)) ?? read(GLOBAL_KEY) ?? DEFAULT_SETTINGS,
  /** The last language chosen on any problem (the global settings). */
  globalLanguage: (): string | undefined => read(GLOBAL_KEY)?.language,
  saveSettings(scope: string, settings: EditorSettings): void {
    const raw = JSON.stringify(settings);
    localStorage.setItem(settingsKey(scope), raw);
    localStorage.setItem(GLOBAL_KEY, raw);
  },
  loadCode: (scope: string, language: string): string | null => localStorage.getItem(codeKey(scope, language)),
  saveCode(scope: string, language: string, code: string): void {
    try {
      localStorage.setItem(codeKey(scope, language), code);
    } catch {
      // Storage full: the code stays in the editor, only the reload copy is lost.
    }
  },
  clearCode: (scope: string, language: string) => localStorage.removeItem(codeKey(scope, language)),
};

/** What a newcomer most likely pastes: C++ (the problem's list comes newest-language-first). */
export const DEFAULT_LANGUAGE = 'C++';

/**
 * The editor's language: the one last used on this problem, else the last one used anywhere,
 * else C++ (or a C++ variant), and only then the list's first — never a language the problem lacks.
 */
export function pickLanguage(
  languages: readonly string[],
  problemChoice: string | undefined,
  globalChoice: string | undefined,
): string {
  for (const choice of [problemChoice, globalChoice, DEFAULT_LANGUAGE]) if (choice && languages.includes(choice)) return choice;
  return languages.find((l) => l.startsWith(DEFAULT_LANGUAGE)) ?? languages[0] ?? '';
}
