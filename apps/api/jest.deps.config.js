// Proof under dependency faults: the built API and worker as child processes against private PostgreSQL, Redis
// and S3 servers the tests stop and start (see test/deps/harness.ts). The same global setup as the integration
// tier gives a fresh database for the tests that use the shared PostgreSQL.
const base = require('./jest.base');
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/deps/**/*.dep.ts'],
  globalSetup: '<rootDir>/test/int/global-setup.js',
  globalTeardown: '<rootDir>/test/int/global-teardown.js',
  testTimeout: 120000,
  forceExit: true,
};
