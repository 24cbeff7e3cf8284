import { defineCatalogue } from './catalogue';

/** Server messages of the site rating (rated contests, rating runs). */
export const ratingMessages = defineCatalogue(
  {
    'rating.contestNotFound': '比赛不存在',
    'rating.notRated': '该比赛未设为 Rated，请先将其设为 Rated',
    'rating.notEnded': '比赛尚未结束，结束后才能计算 Rating',
    'rating.markedRated': '已设为 Rated 比赛',
    'rating.unmarkedRated': '已取消 Rated，该比赛的 Rating 变化已撤回',
    'rating.rated': '已计算 Rating（{count} 名参赛者）',
    'rating.userNotFound': '用户不存在',
  },
  {
    'rating.contestNotFound': 'The contest does not exist',
    'rating.notRated': 'This contest is not rated; mark it rated first',
    'rating.notEnded': 'The contest has not ended; ratings are computed after its end',
    'rating.markedRated': 'The contest is rated',
    'rating.unmarkedRated': 'The contest is no longer rated; its rating changes were taken back',
    'rating.rated': 'Ratings computed ({count} participants)',
    'rating.userNotFound': 'The user does not exist',
  },
);
