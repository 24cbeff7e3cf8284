/** Fixtures of the group content tests (not loaded by the server). */

let n = 0;
/** A group problem body: A+B with one hand-entered case. */
export function groupProblemBody(gid: number, overrides: Record<string, unknown> = {}) {
  return {
    problem: {
      problemId: `P${++n}`,
      title: `Group A+B ${n}`,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      auth: 1,
      gid,
      ...overrides,
    },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    tags: [{ name: 'group-tag' }],
    codeTemplates: [],
  };
}
