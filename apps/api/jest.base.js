const swcrc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { ...swcrc, $schema: undefined, sourceMaps: 'inline', jsc: { ...swcrc.jsc, parser: { syntax: 'typescript', decorators: true } } }] },
  // Jest on Node 20 cannot require ESM-only packages itself; swc turns them into CommonJS. Large CommonJS
  // packages that need no transform are skipped to keep the first run quick.
  transformIgnorePatterns: ['/node_modules/\.pnpm/(typescript|@prisma\+client|prisma|@electric-sql\+pglite@|@swc|jest|@jest|pino|ioredis|bullmq|minio|lodash|rxjs|class-validator|@node-rs|@babel)[@+]'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};
