// Unit tests: no I/O. ESM-only packages (Nest 12 and friends) are transformed by swc (STACK-FACTS).
const base = require('./jest.base');
module.exports = { ...base, testMatch: ['<rootDir>/test/**/*.spec.ts', '<rootDir>/src/**/*.spec.ts'] };
