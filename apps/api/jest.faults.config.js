// Proofs under faults (issue 10): the built API (dist/main.js) as a real process, killed, signalled, restarted,
// against a fresh PostgreSQL database (the int tier's global setup) and the real Redis. Run in band, each test
// bounded in time; `node scripts/test.mjs faults` builds first.
const base = require('./jest.base');
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/faults/**/*.fault.ts'],
  globalSetup: '<rootDir>/test/int/global-setup.js',
  globalTeardown: '<rootDir>/test/int/global-teardown.js',
  testTimeout: 120000,
  forceExit: true,
};
