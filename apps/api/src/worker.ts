/** The worker process: the same code as the API, running the job queue without HTTP (docker-compose `worker`). */
import { describeModes, loadConfigOrExit } from './core/config/config';
import { createLogger } from './core/logging/logger';
import { NestFactory } from '@nestjs/core';
import { openInfrastructure } from './core/infrastructure';
import { AppModule } from './app.module';
import { PinoNestLogger } from './core/logging/logger';
import { startHeartbeat } from './core/health/heartbeat';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const modes = describeModes(config);
  logger.info({ modes }, `Karsaz worker starting: database ${modes.database}; queue ${modes.queue}; storage ${modes.storage}`);
  if (!config.redisUrl) logger.warn('no REDIS_URL: the in-process queue only runs jobs added in this process; run workers inside the API instead');
  process.env.KARSAZ_WORKER_PROCESS = 'true';
  const infra = await openInfrastructure({ ...config, migrateOnStart: false }, logger);
  // the same modules as the API, without HTTP: their start-up registers the job handlers
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(infra), { logger: new PinoNestLogger(logger) });
  await app.init();
  await infra.queue.startWorker();
  // the container healthcheck reads this file (node dist/cli/healthcheck.js worker)
  const stopHeartbeat = startHeartbeat(infra);
  logger.info('worker ready');
  const stop = async (signal: string) => {
    logger.info({ signal }, 'worker stopping: finishing running jobs');
    stopHeartbeat();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Karsaz worker could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
