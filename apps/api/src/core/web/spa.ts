import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA under /common/: files as they are (hashed assets cached for a year), and index.html for
 * every other path under /common/ so deep links survive a reload. `/` goes to `/common/`.
 */
export async function registerSpa(fastify: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  fastify.get('/', (_req, reply) => reply.redirect('/common/', 302));
  if (!existsSync(index)) {
    fastify.log.warn({ webDist }, 'the web app is not built; /common/ answers 503 until `pnpm build` has run');
    fastify.get('/common/*', (_req, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `pnpm build`.'),
    );
    return;
  }
  const html = readFileSync(index);
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: '/common/',
    wildcard: false,
    index: false,
    // with the router's ignoreTrailingSlash, the plugin's '/common' → '/common/' redirect would loop
    prefixAvoidTrailingSlash: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  fastify.get('/common/', sendIndex);
  // A path with a file extension is a missing file, not a screen: 404 rather than the app's HTML.
  fastify.get('/common/*', (req, reply) => {
    const path = req.url.split('?')[0];
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendIndex(req, reply);
  });
}
