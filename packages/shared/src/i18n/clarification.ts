import { defineCatalogue } from './catalogue';

/** Server messages of the clarification desk. */
export const clarificationMessages = defineCatalogue(
  {
    'clarification.notFound': '该澄清不存在',
    'clarification.notParticipant': '只有本场比赛的参赛者才能提问',
    'clarification.notRunning': '只能在比赛进行中提问',
    'clarification.problemNotInContest': '该题目不属于本场比赛',
    'clarification.notQuestion': '只能回复参赛者的提问',
    'clarification.asked': '提问已发送',
    'clarification.answered': '回复已发送',
    'clarification.announced': '公告已发送',
  },
  {
    'clarification.notFound': 'The clarification does not exist',
    'clarification.notParticipant': 'Only participants of this contest can ask questions',
    'clarification.notRunning': 'Questions can be asked only while the contest is running',
    'clarification.problemNotInContest': 'The problem is not in this contest',
    'clarification.notQuestion': 'Only a question from a team can be answered',
    'clarification.asked': 'Your question has been sent',
    'clarification.answered': 'The answer has been sent',
    'clarification.announced': 'The announcement has been sent',
  },
);
