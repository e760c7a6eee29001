const { Client } = require('pg');

module.exports = async function globalTeardown() {
  const name = process.env.TEST_DATABASE_NAME;
  if (name && process.env.KARSAZ_KEEP_TEST_DB !== '1') {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  for (const c of globalThis.__KARSAZ_CONTAINERS__ ?? []) await c.stop();
};
