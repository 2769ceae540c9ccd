// One jest set-up for every front-end package (kernel, shell, remotes): jsdom, ts-jest, CSS stubs.
const path = require('node:path');
const { discoverLocales, languageNames } = require('../i18n/locales.cjs');

/** @param {string} packageDir the package's folder (pass __dirname) */
module.exports = function frontEndJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // A test waits on what the page shows; this is only the cap before jest gives up. On a 2-core
    // machine running the journeys and the API beside the jest steps, a test that takes 1 s alone
    // can take over 5 s (jest's default), so every package gets the cap the admin's tests had.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          isolatedModules: true,
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            target: 'ES2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|webp|svg)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
    clearMocks: true,
    // The package's languages, from its src/i18n files, as the build defines them.
    globals: { __I18N_LOCALES__: discoverLocales(packageDir), __I18N_LANGUAGE_NAMES__: languageNames(packageDir) },
  };
};
