/** Every cached answer of the home page's own calls and the site announcements' admin. */
export const homeKeys = {
  all: ['home'] as const,
  announcements: () => [...homeKeys.all, 'announcements'] as const,
  announcementPage: (currentPage: number, limit: number) => [...homeKeys.announcements(), 'public', currentPage, limit] as const,
  adminAnnouncementPage: (currentPage: number, limit: number) =>
    [...homeKeys.announcements(), 'admin', currentPage, limit] as const,
  carousel: () => [...homeKeys.all, 'carousel'] as const,
  recentContests: () => [...homeKeys.all, 'recentContests'] as const,
  otherContests: () => [...homeKeys.all, 'otherContests'] as const,
};
