// What `npm test` runs (every check of every workspace) and what a remote's team runs alone
// (`npm test -w catalog-mfe`): the steps, what each needs first, its cores and its budget on a 2-core
// machine. docs/testing.md explains the budgets and what to do when a step exceeds its own.
import fs from 'node:fs';
import path from 'node:path';
import type { Step } from './run-steps';

export const FRONT_ENDS = [
  'shared-kernel',
  // The shop's feature packages, shared by several front ends (README "Layout").
  'care-kit',
  'prescriptions-kit',
  'delivery-kit',
  'vigilance-kit',
  'legal-kit',
  'batches-kit',
  'medication-safety-kit',
  'shell',
  'catalog-mfe',
  'cart-checkout-mfe',
  'account-mfe',
  'admin-mfe',
] as const;
export const REMOTES = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'] as const;
export type Remote = (typeof REMOTES)[number];

/** Each front end's unit tests: its own jest project, one worker. */
const JEST_BUDGETS: Record<(typeof FRONT_ENDS)[number], number> = {
  'shared-kernel': 60,
  'care-kit': 30,
  'prescriptions-kit': 30,
  'delivery-kit': 30,
  'vigilance-kit': 30,
  'legal-kit': 30,
  'batches-kit': 30,
  'medication-safety-kit': 30,
  shell: 60,
  'catalog-mfe': 75,
  'cart-checkout-mfe': 60,
  'account-mfe': 75,
  'admin-mfe': 90,
};

export interface PlanOptions {
  root: string;
  /** Journeys at once (each a whole stack and a browser). */
  journeyConcurrency: number;
  /** PostgreSQL is configured (DATABASE_URL): the API's second pass and the journeys' database. */
  postgres: boolean;
}

const tsx = (root: string) => path.join(root, 'node_modules', '.bin', 'tsx');
const bin = (root: string, name: string) => path.join(root, 'node_modules', '.bin', name);

function jestStep(root: string, pkg: (typeof FRONT_ENDS)[number], extra: string[] = []): Step {
  return {
    name: `jest:${pkg}`,
    command: [bin(root, 'jest'), '-c', path.join(pkg, 'jest.config.cjs'), '--maxWorkers=1', '--ci', ...extra],
    cwd: root,
    counts: 'jest',
    budgetSeconds: JEST_BUDGETS[pkg],
    // The shell checks every remote's published routes and contract: their builds first.
    after: pkg === 'shell' ? ['build:front-ends'] : [],
  };
}

/** The journeys (e2e/run-journeys.ts: a few at a time, longest first); `only` names some by file. */
function journeysStep(options: PlanOptions, budgetSeconds: number, only: string[] = []): Step {
  return {
    name: 'journeys',
    command: [tsx(options.root), 'run-journeys.ts', ...only],
    cwd: path.join(options.root, 'e2e'),
    env: { JOURNEYS_AT_ONCE: String(options.journeyConcurrency) },
    after: ['build:front-ends', 'build:api'],
    // Two journeys at once keep about one core busy: much of a journey is waiting on its browser and
    // its servers. So the journeys take one lane and the other steps file through the other.
    cores: 1,
    counts: 'files',
    budgetSeconds,
  };
}

const buildFrontEnds = (root: string): Step => ({
  name: 'build:front-ends',
  command: [tsx(root), 'scripts/build-front-ends.ts'],
  cwd: root,
  budgetSeconds: 120,
});

const buildApi = (root: string): Step => ({
  name: 'build:api',
  command: [process.execPath, 'api/scripts/build.mjs'],
  cwd: root,
  budgetSeconds: 30,
});

const apiTypes = (root: string): Step => ({
  name: 'api-types',
  command: [tsx(root), 'scripts/generate-api-types.ts', '--check'],
  cwd: root,
  budgetSeconds: 60,
});

/** `npm test`: every step, longest chains first. */
export function fullPlan(options: PlanOptions): Step[] {
  const { root } = options;
  const api = (only: 'pglite' | 'postgres', budgetSeconds: number): Step => ({
    name: `api:${only}`,
    command: [process.execPath, 'scripts/run-tests.mjs', `--only=${only}`],
    cwd: path.join(root, 'api'),
    env: { API_TEST_PROCESSES: '1' },
    after: only === 'postgres' ? ['build:api'] : [],
    counts: 'files',
    budgetSeconds,
  });
  return [
    buildFrontEnds(root),
    buildApi(root),
    // Budgets for three lanes on 2 cores: the long steps share the machine with two others the whole
    // time (a clean clone's run took 18:09 in all; journeys 13:26, PGlite 15:34, PostgreSQL 11:50).
    journeysStep(options, 900),
    api('pglite', 1020),
    ...(options.postgres ? [api('postgres', 780)] : []),
    { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--workspaces', '--if-present'], cwd: root, budgetSeconds: 240 },
    { name: 'lint', command: [bin(root, 'eslint'), '.'], cwd: root, budgetSeconds: 60 },
    { name: 'format', command: [bin(root, 'prettier'), '--check', '.'], cwd: root, budgetSeconds: 60 },
    ...FRONT_ENDS.map((pkg) => jestStep(root, pkg)),
    {
      name: 'tooling',
      command: [process.execPath, '--test', '--test-reporter=spec', 'tooling/lint/', 'tooling/deploy/'],
      cwd: root,
      // ignored-outputs releases catalog-mfe's build.
      after: ['build:front-ends'],
      counts: 'node',
      budgetSeconds: 150,
    },
    apiTypes(root),
    {
      name: 'sandbox',
      command: [process.execPath, '--import', 'tsx', '--test', '--test-reporter=spec', ...sandboxTests(root)],
      cwd: path.join(root, 'paystack-sandbox'),
      counts: 'node',
      budgetSeconds: 60,
    },
  ];
}

function sandboxTests(root: string): string[] {
  const dir = path.join(root, 'paystack-sandbox', 'test');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join('test', f));
}

/**
 * A remote's own loop: its unit tests, its typecheck against the kernel and the API's types, its
 * production build (which checks its contract with the shell), the shell's check of what it
 * publishes, and its own journeys against the built shell.
 */
export function remotePlan(options: PlanOptions, remote: Remote): Step[] {
  const { root } = options;
  const owners = JSON.parse(fs.readFileSync(path.join(root, 'e2e', 'journey-owners.json'), 'utf8')) as Record<string, string[]>;
  const journeys = owners[remote];
  if (!journeys?.length) throw new Error(`e2e/journey-owners.json names no journey of ${remote}`);
  return [
    buildFrontEnds(root),
    buildApi(root),
    journeysStep(options, 120, journeys),
    jestStep(root, remote),
    { name: `typecheck:${remote}`, command: [bin(root, 'tsc'), '--noEmit', '-p', remote], cwd: root, budgetSeconds: 60 },
    apiTypes(root),
    {
      ...jestStep(root, 'shell', ['shell/src/remotes/__tests__/published-remotes.test.ts']),
      name: `contract:${remote}`,
      budgetSeconds: 30,
    },
  ];
}
