// The web client's floors as rules (run by `npm run lint:web-architecture`, part of `npm test`).
// Floors, lowest first: lib/ and components/ (shared by everyone), features/<name>/ (one per domain
// area), app/ (the shell and the route table, which may import any feature's routes). A floor never
// imports the floors above it; a feature uses another only through that feature's index.ts; nothing
// is circular, neither files nor features.
const SRC = '^apps/web/src';
const FEATURES = `${SRC}/features`;

module.exports = {
  forbidden: [
    {
      name: 'shared-floor-knows-no-feature',
      comment: 'lib/ and components/ serve every feature and import none (nor app/): move the piece down or take it as a prop',
      severity: 'error',
      from: { path: `${SRC}/(lib|components)/` },
      to: { path: `${SRC}/(features|app)/` },
    },
    {
      name: 'feature-knows-no-app',
      comment: 'features/ never import app/ (the shell imports the features)',
      severity: 'error',
      from: { path: `${FEATURES}/` },
      to: { path: `${SRC}/app/` },
    },
    {
      name: 'feature-through-index',
      comment:
        "a feature uses another feature only through that feature's index.ts, tests included (export what it needs there; query keys come from features/keys)",
      severity: 'error',
      from: { path: `${FEATURES}/([^/]+)/` },
      to: { path: `${FEATURES}/[^/]+/`, pathNot: [`${FEATURES}/$1/`, `${FEATURES}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-through-index',
      comment:
        "app/, features/invalidation.ts and their tests use a feature only through its index.ts (the route table may also load an area's own index.ts, e.g. problem/admin/index.ts, as a lazy chunk)",
      severity: 'error',
      from: { path: SRC, pathNot: `${FEATURES}/[^/]+/` },
      to: { path: `${FEATURES}/[^/]+/`, pathNot: [`${FEATURES}/[^/]+/index\\.ts$`, `${FEATURES}/[^/]+/[^/]+/index\\.ts$`] },
    },
    {
      name: 'keys-floor',
      comment:
        "features/keys/ holds every feature's query keys and imports nothing of the client but lib/ (so invalidation and node tests read keys without loading a feature)",
      severity: 'error',
      from: { path: `${FEATURES}/keys/` },
      to: { path: SRC, pathNot: [`${FEATURES}/keys/`, `${SRC}/lib/`] },
    },
    {
      name: 'invalidation-reads-only-keys',
      comment:
        "features/invalidation.ts maps a Change to every feature's query keys: it reads features/keys only (so the keys never depend back on it)",
      severity: 'error',
      from: { path: `${FEATURES}/invalidation\\.ts$` },
      to: { path: `${FEATURES}/`, pathNot: `${FEATURES}/keys/index\\.ts$` },
    },
    {
      name: 'no-circular',
      comment: 'no file depends on itself through others',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'no-circular-features',
      comment:
        'no two features use each other (problem ⇄ contest): move the shared piece down to lib/ or components/, or to the feature that owns it',
      severity: 'error',
      scope: 'folder',
      from: { path: `${FEATURES}/` },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
