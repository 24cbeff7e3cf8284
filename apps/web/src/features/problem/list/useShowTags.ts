import { useCallback, useState } from 'react';

const KEY = 'problemBankShowTags';

/** The show-tags box is a viewing preference, not a filter: it lives in this browser, not the URL. */
export function useShowTags(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(() => localStorage.getItem(KEY) === 'true');
  const update = useCallback((next: boolean) => {
    localStorage.setItem(KEY, String(next));
    setShow(next);
  }, []);
  return [show, update];
}
