// The server's architecture as a rule (run by `npm run lint:architecture`, part of `npm test`).
// Each module may use the modules listed here and nothing else; the list must stay a DAG, so
// no two modules ever depend on each other. Add a module here when you add its folder.
const MODULES = {
  site: [], // site settings, switches, site mail
  file: [], // markdown uploads, public files
  problem: [], // problems, test data, tags, languages
  submission: ['problem', 'site'], // submissions, verdict records, per-user results
  judge: ['submission', 'problem', 'site'], // queue, workers, sandbox calls, live progress
  account: ['site', 'file', 'problem', 'submission'], // users, sessions, profiles
  'problem-bank': ['problem', 'submission'], // the public problem list
  'problem-transfer': ['problem', 'file'], // HOJ / FPS / QDU / Hydro import and export
  contest: ['problem', 'submission', 'site', 'account'], // contests, their problems and helpers; board/ is the pure scoreboard engine
  admin: ['account', 'site'], // back-office calls that no other module owns
  system: [], // health, OpenAPI
  message: ['account'], // message centre: reminders, system notices, live unread counts
  training: ['problem', 'submission', 'account'], // trainings, their problems, registrations, records and rank; focus mode's list
  discussion: ['site', 'account', 'problem', 'submission', 'contest'], // discussions, comment areas (a contest's too), likes, reports
  rank: ['submission', 'account'], // global ACM/OI ranks, recent-7-days AC rank, weekly submission chart
  home: ['file', 'contest'], // site announcements, the home carousel, recent contests
  group: ['account'], // groups, members and levels, group announcements (kept by home, through a port), the group avatar
  team: ['contest', 'account', 'file'], // a contest's teams, organisations, groups; registration, CSV import, team accounts; the TeamDirectory
  clarification: ['contest', 'team', 'account'], // a contest's questions, the jury's answers and announcements, read marks, their live stream
  balloon: ['contest', 'submission', 'team', 'account'], // balloons (first ACs of teams), the runners' role, the freeze setting
  similarity: ['contest', 'submission', 'problem'], // a contest's similarity reports (Dolos in a worker thread), the pairs and their fragments
  'remote-judge': ['problem', 'submission'], // problems judged on their own sites (HDU, CF, GYM, POJ, AC, SPOJ, LIBRE) through one adapter interface
  'group-content': ['group', 'problem', 'submission', 'training', 'contest', 'discussion', 'judge', 'account', 'site'], // a group's problems, trainings, contests, discussions and rank on their modules' services
  rating: ['contest', 'account'], // rated contests, the Elo-MMR chain on the boards' final standings, rating history; account and rank read ratings through their ports
  verification: ['problem', 'judge'], // an imported package's bundled submissions judged on the problem, the report (issue 26.3)
  ccs: ['contest', 'team', 'clarification', 'submission', 'problem', 'account', 'judge', 'site'], // the ICPC Contest API 2023-06
};

assertAcyclic(MODULES);

const SRC = '^apps/server/src';
const notTest = '\\.test\\.ts$|(^|/)test/|fixture|test-kit';

module.exports = {
  forbidden: [
    ...Object.entries(MODULES).map(([name, allowed]) => ({
      name: `module-${name}`,
      comment: `modules/${name} may use only: ${allowed.join(', ') || 'no other module'} (.dependency-cruiser.cjs)`,
      severity: 'error',
      from: { path: `${SRC}/modules/${name}/`, pathNot: notTest },
      to: {
        path: `${SRC}/modules/`,
        pathNot: `${SRC}/modules/(${[name, ...allowed].map(escape).join('|')})/`,
      },
    })),
    {
      name: 'no-unlisted-module',
      comment: 'every module folder is listed in .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: `${SRC}/modules/`, pathNot: `${SRC}/modules/(${Object.keys(MODULES).map(escape).join('|')})/` },
      to: {},
    },
    {
      name: 'infrastructure-knows-no-module',
      comment:
        "http/, db/, infra/, access/ and core.ts serve every module and import none (wiring/ builds the services, app.ts lists the routes); a migration may backfill with a module's pure functions",
      severity: 'error',
      from: { path: `${SRC}/(http|db|infra|access)/|${SRC}/core\\.ts$`, pathNot: `${notTest}|${SRC}/db/migrations/` },
      to: { path: `${SRC}/(modules/|wiring/|app\\.ts$)` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: SRC, pathNot: notTest },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // TypeScript imports name no extension; resolve them like tsx does.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

function escape(s) {
  return s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
}

function assertAcyclic(graph) {
  const state = {};
  const visit = (node, trail) => {
    if (state[node] === 'done') return;
    if (state[node] === 'open') throw new Error(`module dependency cycle: ${[...trail, node].join(' → ')}`);
    if (!graph[node]) throw new Error(`unknown module '${node}' in .dependency-cruiser.cjs`);
    state[node] = 'open';
    for (const next of graph[node]) visit(next, [...trail, node]);
    state[node] = 'done';
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
