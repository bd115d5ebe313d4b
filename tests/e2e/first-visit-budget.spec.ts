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
    // Chrome compiles each file while it streams in rather than function by function during the first render
    // (scripts/compile-hints.ts): every script arrives with V8's compile hint on its first line.
    expect(f.withoutCompileHint, `${f.visit}: scripts without the compile hint`).toEqual([]);
  }
  // No app fetches the other's code (scripts/area-chunks.ts): a customer's phone once fetched the kitchen and admin's
  // shared chunk for one function that a kitchen module's file also held.
  const [login, customer, kitchen] = figures;
  const areaOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
  expect(customer.files.map(areaOf), 'customer home').not.toEqual(expect.arrayContaining(['ui-kitchen']));
  expect(customer.files.map(areaOf), 'customer home').not.toEqual(expect.arrayContaining(['kitchen']));
  expect(kitchen.files.map(areaOf), 'kitchen home').not.toEqual(expect.arrayContaining(['customer']));
  // And each first visit fetches few files: on a phone's six HTTP/1.1 connections every file costs a connection's
  // set-up, during which it holds a share of the bandwidth the others wait for. The log-in screen is in the entry.
  expect(login.files.map(areaOf), '/login').toEqual(['index']);
  expect(customer.files.map(areaOf).sort(), 'customer home').toEqual(['customer', 'index', 'ui']);
  // (the board may then load the notice's own small file, when it shows one)
  const areas = ['index', 'ui', 'ui-kitchen', 'customer', 'kitchen'];
  expect(
    kitchen.files
      .map(areaOf)
      .filter((a) => areas.includes(a))
      .sort(),
    'kitchen home',
  ).toEqual(['index', 'kitchen', 'ui', 'ui-kitchen']);
});
