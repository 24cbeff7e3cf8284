/** Markdown for an uploaded file: images inline, other files as a link. */
export function uploadSnippet(kind: 'image' | 'file', name: string, link: string): string {
  const label = name.replace(/[[\]]/g, '');
  return kind === 'image' ? `![${label}](${link})` : `[${label}](${link})`;
}

/** Inserts a snippet at the caret (replacing a selection); returns the text and the new caret. */
export function insertAt(text: string, start: number, end: number, snippet: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}
