import { useState } from 'react';
import { editorStorage, pickLanguage, type EditorSettings } from './editorStorage';

export interface EditorState {
  settings: EditorSettings;
  language: string;
  code: string;
  setCode: (code: string) => void;
  updateSettings: (patch: Partial<EditorSettings>) => void;
  resetCode: () => void;
  /** Recent accepted code: switches language and fills the editor. */
  loadCode: (language: string, code: string) => void;
}

/**
 * Editor state of one problem: settings from localStorage (per problem, else global) and the
 * code per problem + language, saved on every change so a reload keeps it. Mount it keyed by
 * `scope` so another problem starts fresh.
 */
export function useEditorState(
  scope: string,
  languages: readonly string[],
  templateOf: (language: string) => string,
): EditorState {
  const [settings, setSettings] = useState(() => editorStorage.loadSettings(scope));
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [globalLanguage] = useState(() => editorStorage.globalLanguage());
  const language = pickLanguage(languages, settings.language, globalLanguage);
  // Derived, not copied into state: the template may arrive after the first render.
  const code = edited[language] ?? editorStorage.loadCode(scope, language) ?? templateOf(language);

  const updateSettings = (patch: Partial<EditorSettings>) => {
    const next = { ...settings, language, ...patch };
    editorStorage.saveSettings(scope, next);
    setSettings(next);
  };
  const store = (lang: string, text: string) => {
    editorStorage.saveCode(scope, lang, text);
    setEdited((prev) => ({ ...prev, [lang]: text }));
  };

  return {
    settings,
    language,
    code,
    setCode: (text) => store(language, text),
    updateSettings,
    resetCode: () => {
      editorStorage.clearCode(scope, language);
      setEdited((prev) => ({ ...prev, [language]: templateOf(language) }));
    },
    loadCode: (lang, text) => {
      if (languages.includes(lang)) updateSettings({ language: lang });
      store(languages.includes(lang) ? lang : language, text);
    },
  };
}
