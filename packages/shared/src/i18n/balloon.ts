import { defineCatalogue } from './catalogue';

/** Server messages of the balloons (runner page, runners, the freeze setting). */
export const balloonMessages = defineCatalogue(
  {
    'balloon.noAccess': '您不是该比赛的气球配送员',
    'balloon.notFound': '该气球不存在',
    'balloon.delivered': '已标记为已送达',
    'balloon.undelivered': '已标记为未送达',
    'balloon.settingsSaved': '气球设置已保存',
    'balloon.runnerAdded': '已添加气球配送员',
    'balloon.runnerRemoved': '已移除气球配送员',
    'balloon.runnerUnknown': '用户 {username} 不存在',
    'balloon.runnerIsContestant': '{username} 是该比赛的参赛者，不能担任气球配送员',
    'balloon.runnerExists': '{username} 已是气球配送员',
    'balloon.runnersFull': '每场比赛最多 {max} 名气球配送员',
    'balloon.rebuilt': '已根据评测记录重建气球（{count} 个）',
  },
  {
    'balloon.noAccess': 'You are not a balloon runner of this contest',
    'balloon.notFound': 'The balloon does not exist',
    'balloon.delivered': 'Marked as delivered',
    'balloon.undelivered': 'Marked as not delivered',
    'balloon.settingsSaved': 'Balloon settings saved',
    'balloon.runnerAdded': 'Balloon runner added',
    'balloon.runnerRemoved': 'Balloon runner removed',
    'balloon.runnerUnknown': 'The user {username} does not exist',
    'balloon.runnerIsContestant': '{username} competes in this contest and cannot run balloons',
    'balloon.runnerExists': '{username} is a balloon runner already',
    'balloon.runnersFull': 'A contest has at most {max} balloon runners',
    'balloon.rebuilt': 'Balloons rebuilt from the judged submissions ({count})',
  },
);
