/** The API process: HTTP (REST, docs, the SPA) and, unless KARSAZ_RUN_WORKERS=false, the job workers too. */
import { describeModes, loadConfigOrExit } from './core/config/config';
import { createLogger } from './core/logging/logger';
import { openInfrastructure } from './core/infrastructure';
import { createApp } from './app.factory';
import { isSeeded, seedDemo } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const modes = describeModes(config);
  logger.info({ modes }, `Karsaz starting: database ${modes.database}; queue ${modes.queue}; storage ${modes.storage}`);

  const infra = await openInfrastructure(config, logger);
  if (config.seedOnFirstRun && !(await isSeeded(infra.db.prisma))) {
    await seedDemo(infra.db.prisma, { adminMobile: config.adminMobile, adminPassword: config.adminPassword });
    logger.info({ admin: config.adminMobile }, 'seeded the demo organisation (first run)');
  }
  if (process.env.KARSAZ_RUN_WORKERS !== 'false') await infra.queue.startWorker();

  const app = await createApp(infra);
  await app.listen({ port: config.port, host: config.host });
  // the dependency-fault harness waits for this line of its own process (another process may answer on a reused port)
  logger.info({ port: config.port }, 'Karsaz listening');
  // Nest's shutdown hooks (app.factory.ts) drain and exit 0; this bounds the drain: requests still running after
  // the grace period have their connections cut, and a shutdown that still hangs ends with exit code 1.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ received: signal, graceMs: config.shutdownGraceMs }, 'Karsaz stopping: new requests are refused, requests in flight finish');
      setTimeout(() => {
        logger.warn({ graceMs: config.shutdownGraceMs }, 'requests still running after the grace period: cutting their connections');
        app.getHttpAdapter().getInstance().server.closeAllConnections();
        setTimeout(() => {
          logger.error('Karsaz did not stop in time: exiting');
          process.exit(1);
        }, 1500).unref();
      }, config.shutdownGraceMs).unref();
    });
  }
  logger.info(`Karsaz is serving http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/common/ (API under /api, reference at /api/docs)`);
}

main().catch((err) => {
  process.stderr.write(`Karsaz could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
