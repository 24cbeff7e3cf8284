/** Wraps the selection (or a sample when nothing is selected) in markdown; answers the text and the new selection. */
export function wrap(text: string, start: number, end: number, before: string, after: string, sample: string) {
  const picked = text.slice(start, end) || sample;
  const next = text.slice(0, start) + before + picked + after + text.slice(end);
  return { next, caret: [start + before.length, start + before.length + picked.length] as const };
}

/** Replaces the selection with `insert` (an emoji); the caret lands after it. */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { next: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
