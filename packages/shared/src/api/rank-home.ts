/** Global ranks, the home page's calls and site announcements (issue 9), with their server messages. */
export * from './rank';
export * from './home';
export * from './admin-announcement';
