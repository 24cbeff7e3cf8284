import { useEffect } from 'react';
import { useWebsiteConfig } from './api';

/** 'Page - ShortName' (spec §1). */
export function usePageTitle(title: string | undefined): void {
  const { shortName } = useWebsiteConfig();
  useEffect(() => {
    if (title) document.title = `${title} - ${shortName}`;
  }, [title, shortName]);
}
