// npm run lint: typescript-eslint's recommended rules and React's hooks rules everywhere, plus the
// project's import boundaries (README "Layout"):
// - a remote imports shared-kernel and the shop's feature packages (FEATURE_PACKAGES: care-kit,
//   prescriptions-kit...), never another remote or the shell;
// - the shell loads remotes only through Module Federation (never imports one);
// - the kernel imports no front end and no feature package (it is the platform every remote needs;
//   tooling/lint/kernel-folders.test.mjs lists the folders it may hold);
// - a feature package imports only the kernel: no other feature package, no front end;
// - only shared-kernel/src/routing/router.ts imports react-router (one router, tree-shaken);
// - the API and the front ends share no code;
// - inside a remote, one feature folder (src/features/<x>) never reaches into another;
// - the front ends call the API through the kernel's typed client (api, publicApi); the untyped
//   transports under it (shared-kernel/testing) are for tests only.
// tooling/lint/boundaries.test.mjs runs these rules on fixtures that break each one.
//
// The API's layers (api/src/domains.mjs declares them; api/README.md "Layers"), by
// tooling/lint/api-layers.mjs over api/src/{platform,domains,workflows}: a route never imports a
// repository; a domain imports only the domains declared for it; a domain or the platform never
// imports a workflow, nor calls one through the app (`app.checkoutWorkflow...`:
// api-layers/workflow-decorators); every folder sits in a layer. No `x.onSomething = ...` wiring in
// api/src, and no method keeps a function it is given (api-layers/stored-callbacks): dependencies
// are constructor arguments, passed as the app is built.
// tooling/lint/api-layers.test.mjs tests them.
//
// Sizes everywhere (tests, generated files and seed data aside): a source file has at most 400
// lines, every line counted as a reader counts them, and a function at most 80 (blank lines and
// comments not counted); tooling/lint/sizes.test.mjs.
//
// The front ends' forms and calls, by tooling/lint/front-end-rules.mjs: every form (a `<form>`, an
// `onSubmit`) is built with the kernel's form hook (useForm); a feature's API file exports one call.
// tooling/lint/front-end-rules.test.mjs tests them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { DOMAINS, PLATFORM, WORKFLOWS } from './api/src/domains.mjs';
import apiLayers, { workflowDecoratorNames } from './tooling/lint/api-layers.mjs';
import frontEnd from './tooling/lint/front-end-rules.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const FRONT_ENDS = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'];
const REMOTES = FRONT_ENDS.filter((p) => p !== 'shell');
/** The shop's features shared by several front ends, each a package of its own (README "Layout"). */
const FEATURE_PACKAGES = [
  'care-kit',
  'prescriptions-kit',
  'delivery-kit',
  'vigilance-kit',
  'legal-kit',
  'batches-kit',
  'medication-safety-kit',
];
/** Tests (and their fixtures and helpers): outside the size rules. */
const TESTS = [
  '**/test/**',
  '**/tests/**',
  '**/__tests__/**',
  '**/*.test.{ts,tsx,mjs,js}',
  '**/*.spec.{ts,tsx}',
  'e2e/**',
  'tooling/**/*.test.mjs',
];
const ROUTER_MODULE = 'shared-kernel/src/routing/router.ts';

const routerRule = {
  regex: '^react-router(-dom)?(/|$)',
  message: `Take routing from shared-kernel (${ROUTER_MODULE}) so host and remotes share one router.`,
};
/** A package by name (`shell`, `shell/x`) or by a relative path into its sources (`../../shell/src/x`). */
const packageRule = (name, message) => ({ regex: `^${name}(/|$)|(^|/)${name}/src(/|$)`, message });

const TEST_FILES = ['**/__tests__/**', '**/src/testing/**'];
const untypedTransportRule = {
  regex: '^shared-kernel/testing$|(^|/)http/(testing|api-client|public-api)(\\.ts)?$',
  message: "Call the API through the kernel's typed client (api, publicApi); the untyped transports are for tests.",
};

/** The imports a package may not make: every other front end (and the API), named in the message. */
function forbiddenFor(owner, { tests = false } = {}) {
  const patterns = [routerRule];
  const feature = FEATURE_PACKAGES.includes(owner);
  for (const other of FRONT_ENDS.filter((p) => p !== owner)) {
    const message =
      owner === 'shared-kernel'
        ? `The kernel imports no front end (${other}).`
        : feature
          ? `A feature package (${owner}) imports only shared-kernel, never a front end (${other}).`
          : owner === 'shell'
            ? `The shell loads the remote ${other} through Module Federation, never by import.`
            : other === 'shell'
              ? `A remote (${owner}) never imports the shell.`
              : `A remote (${owner}) never imports another remote (${other}); meet through shared-kernel's event bus.`;
    patterns.push(packageRule(other, message));
  }
  // The kernel is the platform: it never reaches up into a shop feature; a feature package stands
  // on the kernel alone, so features never pull each other in.
  for (const other of FEATURE_PACKAGES.filter((p) => p !== owner)) {
    if (owner === 'shared-kernel')
      patterns.push(packageRule(other, `The kernel imports no feature package (${other}); features build on it.`));
    else if (feature)
      patterns.push(packageRule(other, `A feature package (${owner}) imports only shared-kernel, never another feature (${other}).`));
  }
  patterns.push(packageRule('api', 'The front ends share no code with the API; types come from shared-kernel/src/types/api.generated.ts.'));
  if (!tests && owner !== 'shared-kernel') patterns.push(untypedTransportRule);
  return patterns;
}

export default tseslint.config(
  // Whatever git ignores (builds, releases, backups, data, artifacts), the lint ignores too.
  includeIgnoreFile(path.join(ROOT, '.gitignore'), 'what .gitignore ignores'),
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/artifacts/**',
      'shared-kernel/src/types/api.generated.ts',
      'api/drizzle/**',
      'tooling/lint/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'paystack-sandbox/**', 'scripts/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...['shared-kernel', ...FEATURE_PACKAGES, ...FRONT_ENDS].map((owner) => ({
    files: [`${owner}/**/*.{ts,tsx,mjs,js}`],
    ignores: owner === 'shared-kernel' ? [ROUTER_MODULE] : [],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFor(owner) }] },
  })),
  ...[...FEATURE_PACKAGES, ...FRONT_ENDS].map((owner) => ({
    files: TEST_FILES.map((glob) => `${owner}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenFor(owner, { tests: true }) }] },
  })),
  {
    files: ['api/**/*.{ts,mjs}', 'paystack-sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['shared-kernel', ...FEATURE_PACKAGES, ...FRONT_ENDS].map((p) =>
            packageRule(p, `The API shares no code with the front ends (${p}).`),
          ),
        },
      ],
    },
  },
  {
    files: REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'boundaries/include': REMOTES.map((r) => `${r}/src/**/*`),
      'boundaries/elements': [{ type: 'feature', pattern: '*-mfe/src/features/*', mode: 'folder', capture: ['remote', 'feature'] }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          message:
            'A feature (${file.feature}) never imports another feature (${dependency.feature}); share through components/, hooks/ or the kernel.',
          rules: [{ from: 'feature', disallow: [['feature', { remote: '${from.remote}', feature: '!${from.feature}' }]] }],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.{ts,mjs}'],
    plugins: { 'api-layers': apiLayers },
    rules: {
      'api-layers/imports': ['error', { srcDir: path.join(ROOT, 'api/src'), domains: DOMAINS, platform: PLATFORM, workflows: WORKFLOWS }],
      'api-layers/stored-callbacks': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^on[A-Z]/]',
          message:
            'No callback is wired by assignment (x.onSomething = ...): a workflow calls the services in order, or the service takes it in its constructor.',
        },
      ],
    },
  },
  // Forms and feature API files (front-end/...): kept apart from the import boundaries above.
  {
    files: FRONT_ENDS.map((owner) => `${owner}/src/**/*.tsx`),
    ignores: TEST_FILES,
    plugins: { 'front-end': frontEnd },
    rules: { 'front-end/form-uses-hook': 'error' },
  },
  {
    // The feature packages' calls too (care-kit/src/api/<call>.ts).
    files: [
      ...FRONT_ENDS.flatMap((owner) => [`${owner}/src/features/**/api/**/*.ts`, `${owner}/src/features/**/*-api.ts`]),
      ...FEATURE_PACKAGES.flatMap((kit) => [`${kit}/src/api/**/*.ts`, `${kit}/src/**/*-api.ts`]),
    ],
    ignores: TEST_FILES,
    plugins: { 'front-end': frontEnd },
    rules: { 'front-end/one-call-per-api-file': 'error' },
  },
  {
    // Domains and the platform never call a workflow through the app's decorators either.
    files: ['api/src/**/*.{ts,mjs}'],
    ignores: [`api/src/${WORKFLOWS}/**`, 'api/src/app.ts', 'api/src/server.ts'],
    rules: {
      'api-layers/workflow-decorators': ['error', { names: workflowDecoratorNames(path.join(ROOT, 'api/src', WORKFLOWS)) }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: [...TESTS, '**/*.generated.ts', 'api/src/workflows/first-start-seed/catalogue-data.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
