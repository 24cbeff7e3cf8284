import { useCallback, useState } from 'react';

const KEY = 'verdict.discussionDraft';

export interface Draft {
  title: string;
  description: string;
  content: string;
  categoryId?: number;
  pid?: string;
}

function read(): Draft | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

/** The new-discussion draft survives closing the dialog and reloading, until it is posted or cleared (spec 2 §4). */
export function useDraft(): [Draft | null, (d: Draft) => void, () => void] {
  const [draft, setDraft] = useState<Draft | null>(read);
  const save = useCallback((d: Draft) => {
    localStorage.setItem(KEY, JSON.stringify(d));
    setDraft(d);
  }, []);
  const clear = useCallback(() => {
    localStorage.removeItem(KEY);
    setDraft(null);
  }, []);
  return [draft, save, clear];
}
