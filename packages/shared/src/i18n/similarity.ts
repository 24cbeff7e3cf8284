import { defineCatalogue } from './catalogue';

/** Server messages of the similarity reports. */
export const similarityMessages = defineCatalogue(
  {
    'similarity.started': '查重报告已开始（{submissions} 份提交）',
    'similarity.running': '该比赛的查重报告正在生成，请等待它完成',
    'similarity.noSubmissions': '该比赛还没有可比较的提交',
    'similarity.pairNotFound': '报告中没有这一对提交',
  },
  {
    'similarity.started': 'Similarity report started ({submissions} submissions)',
    'similarity.running': "The contest's similarity report is being made; wait until it is done",
    'similarity.noSubmissions': 'The contest has no submissions to compare yet',
    'similarity.pairNotFound': 'The report has no such pair of submissions',
  },
);
