/**
 * The OpenAPI document as a client author gets it: valid OpenAPI 3.1, and complete: every route the server
 * registers is in it with a response schema for its success status. The reference page loads offline.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let server: TestServer;
  const routes: RouteOptions[] = [];
  let doc: Document;

  beforeAll(async () => {
    // Fastify announces each new instance on this channel: the hook sees every route the app registers.
    const collect = ({ fastify }: { fastify: FastifyInstance }) => fastify.addHook('onRoute', (route) => void routes.push(route));
    const listener = (message: unknown) => collect(message as { fastify: FastifyInstance });
    subscribe('fastify.initialization', listener);
    try {
      server = await startTestServer('pglite', { seed: false });
    } finally {
      unsubscribe('fastify.initialization', listener);
    }
    const res = await server.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => server?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents every API route with a response schema for its success status', () => {
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.schema?.hide);
    expect(apiRoutes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of apiRoutes) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        const success = Object.entries(operation?.responses ?? {}).find(([code]) => /^2\d\d$/.test(code));
        const described = success && (success[0] === '204' || success[1].content !== undefined || success[1].description);
        if (!operation || !described) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no body for a 204 answer (every DELETE included), as the server sends none', () => {
    const withBody: string[] = [];
    const deletes: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const noContent = operation.responses?.['204'];
        if (method === 'delete' && noContent) deletes.push(path);
        if (noContent?.content !== undefined) withBody.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(deletes.length).toBeGreaterThanOrEqual(4);
    expect(withBody).toEqual([]);
  });

  it('describes request bodies and the common error body', () => {
    const placeOrder = doc.paths['/api/orders'].post;
    expect(placeOrder.requestBody).toBeDefined();
    expect(JSON.stringify(placeOrder.responses?.['201'])).toContain('pickupHour');
    expect(JSON.stringify(placeOrder.responses?.['4XX'])).toContain('statusCode');
    expect(doc.paths['/api/dishes/{id}'].get.parameters?.some((p) => p.in === 'path' && p.name === 'id')).toBe(true);
  });

  it('serves a readable reference that loads only from this server', async () => {
    const page = await server.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((src) => !/^(https?:)?\/\//.test(src))).toBe(true);
    const initializer = await server.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
