/**
 * The layering of docs/ARCHITECTURE.md, checked by dependency-cruiser (`npm run lint:layers`; the
 * unit test tests/unit/architecture.test.ts runs the same rules under `npm test`).
 */
const IO_MODULES = '^(knex|pg|pg-[a-z-]+|koa|@koa/.*|koa-send|pino|node-cron|@electric-sql/pglite|knex-pglite|@node-rs/argon2|autocannon|playwright-core|ioredis|better-sse|rate-limiter-flexible)$';
const SERVER_INTERNALS = '^server/(db|api|jobs|world|http|auth|cluster)/|^server/(main|boot|app|config)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports (type-only imports count: a cycle of types is a cycle of concepts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'game-is-pure',
      severity: 'error',
      comment: 'server/game holds the rules: pure functions over plain data, no IO (the clock and Math.random are checked by the architecture test).',
      from: { path: '^server/game/' },
      to: { path: `${SERVER_INTERNALS}|^client/` },
    },
    {
      name: 'game-no-io-modules',
      severity: 'error',
      comment: 'server/game imports no database, HTTP, log or Node core module.',
      from: { path: '^server/game/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'game-no-io-packages',
      severity: 'error',
      from: { path: '^server/game/' },
      to: { path: IO_MODULES, dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'client-not-server-internals',
      severity: 'error',
      comment: 'The client may import server/game, server/contract and machines/, never the server\'s internals.',
      from: { path: '^(client|stories)/' },
      to: { path: SERVER_INTERNALS },
    },
    {
      name: 'api-not-jobs',
      severity: 'error',
      comment: 'Routes and the tick both call server/world; neither imports the other.',
      from: { path: '^server/api/' },
      to: { path: '^server/jobs/' },
    },
    {
      name: 'jobs-not-api',
      severity: 'error',
      from: { path: '^server/jobs/' },
      to: { path: '^server/(api|http)/' },
    },
    {
      name: 'db-knows-no-http',
      severity: 'error',
      comment: 'server/db holds repositories and SQL; it knows no HTTP and calls no layer above it.',
      from: { path: '^server/db/' },
      to: { path: '^server/(api|http|auth|jobs|world)/|^(koa|@koa/.*)$' },
    },
    {
      name: 'world-knows-no-http',
      severity: 'error',
      comment: 'server/world is called by routes and ticks alike: it imports neither, nor Koa, nor a transport (it publishes through deps.push).',
      from: { path: '^server/world/' },
      to: { path: '^server/(api|jobs|http|cluster)/|^(koa|@koa/.*|ioredis|better-sse)$' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'machines/ are shared by client and server: no IO, no server internals, no client.',
      from: { path: '^machines/' },
      to: { path: `${SERVER_INTERNALS}|^client/|${IO_MODULES}` },
    },
    {
      name: 'machines-no-core',
      severity: 'error',
      from: { path: '^machines/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment: 'server/contract holds zod schemas: it may use zod, server/game and machines/ only.',
      from: { path: '^server/contract/' },
      to: { pathNot: '^(server/contract/|server/game/|machines/)|^zod$|node_modules/zod/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    exclude: { path: '^(node_modules|dist|data|test-artifacts)/' },
  },
};
