// A fresh PostgreSQL database for this run, migrated; Redis from REDIS_URL. Without URLs: testcontainers when a
// Docker engine answers, else the local services at their default addresses.
const { existsSync } = require('node:fs');
const { Client } = require('pg');

async function dockerAvailable() {
  return existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);
}

module.exports = async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  const containers = [];
  if ((!serverUrl || !redisUrl) && (await dockerAvailable()) && process.env.KARSAZ_TESTCONTAINERS !== 'off') {
    try {
      if (!serverUrl) {
        const { PostgreSqlContainer } = require('@testcontainers/postgresql');
        const pg = await new PostgreSqlContainer('postgres:16-alpine').start();
        containers.push(pg);
        serverUrl = pg.getConnectionUri();
      }
      if (!redisUrl) {
        const { RedisContainer } = require('@testcontainers/redis');
        const redis = await new RedisContainer('redis:7-alpine').start();
        containers.push(redis);
        redisUrl = redis.getConnectionUrl();
      }
    } catch (err) {
      console.warn(`testcontainers could not start (${err.message}); using local services`);
    }
  }
  serverUrl ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
  redisUrl ??= 'redis://127.0.0.1:6379';

  const name = `karsaz_it_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_REDIS_URL = redisUrl;
  globalThis.__KARSAZ_CONTAINERS__ = containers;
};
