import { defineCatalogue } from './catalogue';

/** Server messages of virtual participation (issue 24.1). */
export const virtualMessages = defineCatalogue(
  {
    'virtual.notEnded': '只能在比赛结束后进行虚拟参赛',
    'virtual.tookPart': '你已参加过这场比赛，不能再虚拟参赛',
    'virtual.already': '你已虚拟参加过这场比赛',
    'virtual.busy': '你有一场虚拟参赛正在进行，请在它结束后再开始新的',
    'virtual.none': '你没有这场比赛的虚拟参赛',
    'virtual.started': '虚拟参赛已开始',
  },
  {
    'virtual.notEnded': 'A contest can be taken virtually only after it has ended',
    'virtual.tookPart': 'You took part in this contest, so you cannot take it virtually',
    'virtual.already': 'You have already taken this contest virtually',
    'virtual.busy': 'One of your virtual participations is still running: start another once it is over',
    'virtual.none': 'You have no virtual participation in this contest',
    'virtual.started': 'Virtual participation started',
  },
);
