/**
 * Where the metrics are read: on their own port (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by default,
 * so only the machine itself or its scraper reaches them), and/or at `/metrics` on the main port for a caller
 * presenting `Authorization: Bearer <METRICS_TOKEN>`. Without the token `/metrics` does not exist (404), and
 * the shipped nginx configuration refuses it too: behind a load balancer each scrape would hit a random process.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sendNotFound } from '../errors';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export async function exposeMetrics(app: FastifyInstance, registry: Registry): Promise<void> {
  const { metricsPort, metricsHost, metricsToken } = app.config;
  if (metricsToken) {
    const expected = digest(`Bearer ${metricsToken}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) return sendNotFound(request, reply);
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }
  if (!metricsPort) return;
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: Error) => {
          app.log.error({ err }, 'metrics failed');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(metricsPort, metricsHost, () => resolve());
    });
    app.log.info(`Métricas en http://${metricsHost}:${metricsPort}/metrics`);
  });
  app.addHook('onClose', async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
