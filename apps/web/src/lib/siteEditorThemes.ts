import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { EditorView, type Extension } from '@uiw/react-codemirror';

/**
 * The editor themes that follow the site theme (the 'default' choice of the problem editor, and the read-only code
 * viewer). CodeMirror's own light and One Dark colours fall under 4.5:1 for some tokens (#e40
 * escapes, #085 type names; One Dark's purple on its active line): these palettes keep every token
 * at 4.5:1 or more on both the background and the active line (siteEditorThemes.test.ts).
 */
export interface SitePalette {
  background: string;
  activeLine: string;
  foreground: string;
  gutter: string;
  selection: string;
  caret: string;
  tokens: Record<
    | 'keyword'
    | 'atom'
    | 'number'
    | 'string'
    | 'escape'
    | 'definition'
    | 'local'
    | 'type'
    | 'className'
    | 'macro'
    | 'property'
    | 'comment'
    | 'meta'
    | 'invalid',
    string
  >;
}

export const LIGHT_PALETTE: SitePalette = {
  background: '#ffffff',
  activeLine: '#f1f5fb',
  foreground: '#1f2328',
  gutter: '#5c6470',
  selection: '#cfe0fb',
  caret: '#1f2328',
  tokens: {
    keyword: '#770088',
    atom: '#221199',
    number: '#116644',
    string: '#aa1111',
    escape: '#b03a00',
    definition: '#0000cc',
    local: '#3300aa',
    type: '#006b45',
    className: '#116677',
    macro: '#225566',
    property: '#0000cc',
    comment: '#8a4500',
    meta: '#404740',
    invalid: '#c00000',
  },
};

export const DARK_PALETTE: SitePalette = {
  background: '#1e2127',
  activeLine: '#2a2f38',
  foreground: '#dcdfe4',
  gutter: '#9aa1ad',
  selection: '#3e4a5f',
  caret: '#8fb3f5',
  tokens: {
    keyword: '#d7a1ea',
    atom: '#e5b27a',
    number: '#e5b27a',
    string: '#a8d58a',
    escape: '#7fd3de',
    definition: '#8fc2f7',
    local: '#ef9aa1',
    type: '#ecc889',
    className: '#ecc889',
    macro: '#7fd3de',
    property: '#ef9aa1',
    comment: '#a0a8b5',
    meta: '#b8bfca',
    invalid: '#ff9a9a',
  },
};

function siteTheme(p: SitePalette, dark: boolean): Extension {
  const t = p.tokens;
  return [
    EditorView.theme(
      {
        '&': { backgroundColor: p.background, color: p.foreground },
        '.cm-content': { caretColor: p.caret },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: p.caret },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
          backgroundColor: p.selection,
        },
        '.cm-activeLine': { backgroundColor: p.activeLine },
        '.cm-gutters': { backgroundColor: p.background, color: p.gutter, borderRight: 'none' },
        '.cm-activeLineGutter': { backgroundColor: p.activeLine, color: p.foreground },
      },
      { dark },
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        { tag: tags.meta, color: t.meta },
        { tag: tags.link, textDecoration: 'underline' },
        { tag: tags.heading, textDecoration: 'underline', fontWeight: 'bold' },
        { tag: tags.emphasis, fontStyle: 'italic' },
        { tag: tags.strong, fontWeight: 'bold' },
        { tag: tags.strikethrough, textDecoration: 'line-through' },
        { tag: tags.keyword, color: t.keyword },
        { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: t.atom },
        { tag: [tags.literal, tags.inserted], color: t.number },
        { tag: [tags.string, tags.deleted], color: t.string },
        { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: t.escape },
        { tag: tags.definition(tags.variableName), color: t.definition },
        { tag: tags.local(tags.variableName), color: t.local },
        { tag: [tags.typeName, tags.namespace], color: t.type },
        { tag: tags.className, color: t.className },
        { tag: [tags.special(tags.variableName), tags.macroName], color: t.macro },
        { tag: tags.definition(tags.propertyName), color: t.property },
        { tag: tags.comment, color: t.comment },
        { tag: tags.invalid, color: t.invalid },
      ]),
    ),
  ];
}

export const siteLightEditorTheme = siteTheme(LIGHT_PALETTE, false);
export const siteDarkEditorTheme = siteTheme(DARK_PALETTE, true);
