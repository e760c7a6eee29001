// Integration tests against the real PostgreSQL and Redis (a fresh database per run; see test/int/global-setup).
const base = require('./jest.base');
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/int/**/*.int.ts'],
  globalSetup: '<rootDir>/test/int/global-setup.js',
  globalTeardown: '<rootDir>/test/int/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/test/int/setup-warnings.ts'],
  testSequencer: '<rootDir>/test/int/shard-sequencer.js',
  // a suite's setup may wait on the demo's seed (every module's, in one transaction) on a loaded machine
  testTimeout: 180000,
  // Keep-alive sockets of Node's fetch (undici) outlive the tests by a few seconds; do not wait for them.
  forceExit: true,
  // with workers (scripts/test.mjs: --maxWorkers=1), a worker holding more than this after a file is replaced
  workerIdleMemoryLimit: '1536MB',
};
