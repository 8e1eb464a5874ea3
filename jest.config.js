// Two projects: browser-like tests (app, loader) in jest-fixed-jsdom, which gives msw the
// fetch/stream globals jsdom lacks, and node tests for the reference server.
const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    {
      jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only packages jest must transform.
const esmPackages = ['rettime', 'until-async', '@open-draft', 'msw', '@mswjs', 'hono', '@hono', 'pusher-js', 'laravel-echo'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

export default {
  // One folder per run for the seeded-database copies the server tests share (test/setup/global-setup.mjs).
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  projects: [
    {
      displayName: 'dom',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/loader', '<rootDir>/test/unit'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/dom.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/setup/css-stub.ts' },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/examples',
        '<rootDir>/test/server',
        '<rootDir>/test/security',
        '<rootDir>/test/contract',
        '<rootDir>/test/lint',
        '<rootDir>/scripts',
      ],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
