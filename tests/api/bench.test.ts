/**
 * `npm run bench` runs end to end on a small data set and prints every figure (the figures themselves are
 * not judged: they depend on the machine). Lighthouse is left out here for time; the first-visit figures
 * run when a build exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('npm run bench', () => {
  it('prints the server, API, rush, two-process and first-visit figures', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/bench.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, BENCH_USERS: '300', BENCH_MS: '600', RUSH_SECONDS: '3', RUSH_CUSTOMERS: '5', BENCH_LIGHTHOUSE: '0' },
      encoding: 'utf8',
      timeout: 280_000,
    });
    const out = run.stdout;
    expect(run.status, run.stderr).toBe(0);
    const figure = /\d/;
    for (const label of [
      'server RSS after start',
      'GET dishes?category=1, 32 connections',
      'bare node:http, same bytes',
      'ratio to bare',
      'GET users?page=500&size=10',
      'POST orders, 32 customers',
      'server CPU per order',
      'PUT dishes/{id}, 4 conn., audit trail',
      'orders placed (201)',
      'server errors (5xx) / network errors',
      '201 orders missing afterwards',
      'dishes seen with negative stock',
      'server RSS peak / at end',
      'kitchen live latency (201 → ticket)',
    ]) {
      const line = out.split('\n').find((l) => l.includes(label));
      expect(line, `${label} in:\n${out}`).toBeDefined();
      expect(line!.slice(line!.indexOf(label) + label.length)).toMatch(figure);
    }
    if (process.env.TEST_DATABASE_URL) {
      for (const label of ['two processes: GET dishes', 'two processes: POST orders']) {
        const line = out.split('\n').find((l) => l.includes(label));
        expect(line, `${label} in:\n${out}`).toBeDefined();
        expect(line!.slice(line!.indexOf(label) + label.length)).toMatch(figure);
      }
    }
    if (existsSync('dist/index.html')) {
      for (const visit of ['/login', 'customer home', 'kitchen home', 'admin home']) {
        expect(out).toMatch(new RegExp(`${visit}.*\\d+\\.\\d kB in \\d+ scripts`));
      }
    } else {
      expect(out).toContain('dist/ missing');
    }
  }, 300_000);
});
