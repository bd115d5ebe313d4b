/**
 * Issue 30's guard: the JavaScript a first visit fetches (Chromium, empty cache, bytes on the wire, compressed as the
 * server sends them) stays within its budget: /login ≤ 150 kB, each role's home ≤ 300 kB. Bytes do not move with the
 * machine, so this runs in CI; Lighthouse's timings stay in `npm run bench`.
 */
import { expect, test } from '@playwright/test';
import { firstVisitFigures } from '../bench/first-visit';

test('every first visit fetches no more JavaScript than its budget', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const figures = await firstVisitFigures(baseURL!);
  expect(figures.map((f) => f.visit)).toEqual([
    '/login',
    'customer home (/board-user)',
    'kitchen home (/board-chef)',
    'admin home (/board-admin)',
  ]);
  for (const f of figures) {
    expect(f.scripts, `${f.visit}: scripts fetched`).toBeGreaterThan(0);
    expect(f.wireBytes / 1024, `${f.visit}: kB of JavaScript on the wire`).toBeLessThanOrEqual(f.budgetKb);
  }
});
