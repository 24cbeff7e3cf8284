/** Only the site's own paths are followed: a reminder's url comes from stored data. */
export const safePath = (url: string | null | undefined) =>
  url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
