/**
 * Whether this process should receive traffic. It stops being ready the moment shutdown begins (SIGTERM, or
 * `app.close()` from anywhere), so a load balancer polling `GET /api/ready` moves traffic away while the
 * requests already in flight finish.
 */
import type { FastifyInstance } from 'fastify';

export class Readiness {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  drain(): void {
    this.draining = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function registerReadiness(app: FastifyInstance): void {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => readiness.drain());
}
