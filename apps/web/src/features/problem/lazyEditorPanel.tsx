import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazyPart';
/** Toolbar, editor and submit row of the panel at its default size: what the skeleton reserves. */
const EDITOR_HEIGHT_PENDING = 650;
/** If the statement has not settled by then (a slow answer), the editor comes anyway. */
const EDITOR_AT_LATEST_MS = 3000;

/** The editor's place while its code is not there yet: a skeleton of the panel's height. */
export function EditorPending() {
  return (
    <div style={{ minHeight: EDITOR_HEIGHT_PENDING }} data-testid="editor-pending">
      <Skeleton active paragraph={{ rows: 10 }} />
    </div>
  );
}

/**
 * The editor half of the problem page in a chunk of its own (CodeMirror is most of the page's
 * code): the statement no longer waits for it, nor shares the phone's bandwidth with it (issue
 * 28.11). Meanwhile a skeleton holds the panel's height.
 */
export const ProblemEditorPanel = lazyPart(
  async () => (await import('./ProblemEditorPanel')).ProblemEditorPanel,
  <EditorPending />,
);

/**
 * Fetches the editor's chunks without running them: the server lists them for `/problem/:id` in a
 * `<meta name="verdict-preload-later">` (apps/server/src/http/web-client-preload.ts). Called once the
 * page's own code runs, when the statement's request is in flight and the link otherwise idle; the
 * editor's import after the statement then finds its modules fetched (Vite's loader skips a
 * dependency a `<link>` already names). Only the first problem page of a visit has the list.
 */
export function preloadEditorCode(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="verdict-preload-later"]');
  if (!meta) return;
  meta.remove();
  for (const href of meta.content.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * True once the statement has had its first paint (`settled`: the problem's answer is in, shown or
 * failed), or after EDITOR_AT_LATEST_MS: the editor's code is fetched and run only then, so that on
 * a phone neither its bytes nor its start-up (CodeMirror: a third of the page's JavaScript) delay
 * the statement (issue 28.11). Once true it stays true.
 */
export function useAfterStatement(settled: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const latest = window.setTimeout(() => setDue(true), EDITOR_AT_LATEST_MS);
    if (!settled) return () => window.clearTimeout(latest);
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setDue(true), 0);
    });
    return () => {
      window.clearTimeout(latest);
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [settled, due]);
  return due;
}
