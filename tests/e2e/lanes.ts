/**
 * Which spec files run in which lane (playwright.config.ts): each lane has its own server and runs its files one
 * after another. Files are dealt longest first to the lane with the least work so far, by the seconds each took
 * in a run of the whole suite (SECONDS; a file not listed counts as DEFAULT_SECONDS), so the lanes end together.
 * The split depends only on the file names and this table: a file always lands in the same lane.
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Seconds each spec file took in a one-lane run of the whole suite (2-core VM, load average 19, 26 Nov 2026). */
const SECONDS: Record<string, number> = {
  'a11y.spec.ts': 56,
  'admin-deleted-customer.spec.ts': 4,
  'admin-dish-locks.spec.ts': 12,
  'admin-dishes-withdrawn.spec.ts': 7,
  'admin-dishes.spec.ts': 22,
  'admin-figures.spec.ts': 33,
  'admin-money.spec.ts': 49,
  'admin-rewards-complaints.spec.ts': 20,
  'admin-users-data.spec.ts': 39,
  'admin-users.spec.ts': 35,
  'auth-forbidden.spec.ts': 6,
  'auth-guards.spec.ts': 27,
  'auth-login.spec.ts': 35,
  'auth-reset.spec.ts': 5,
  'customer-allergens.spec.ts': 16,
  'customer-checkout-retry.spec.ts': 8,
  'customer-early-data.spec.ts': 16,
  'customer-journey.spec.ts': 20,
  'customer-keyboard.spec.ts': 14,
  'customer-order-summary.spec.ts': 12,
  'customer-orders.spec.ts': 7,
  'customer-phone.spec.ts': 4,
  'customer-profile.spec.ts': 19,
  'customer-session-end.spec.ts': 8,
  'customer-signup.spec.ts': 6,
  'customer-soldout.spec.ts': 6,
  'customer-today-orders.spec.ts': 11,
  'english-mode.spec.ts': 41,
  'first-paint.spec.ts': 8,
  'installable.spec.ts': 5,
  'kitchen-allergens.spec.ts': 8,
  'kitchen-board.spec.ts': 33,
  'kitchen-capacity.spec.ts': 23,
  'kitchen-dishes.spec.ts': 23,
  'kitchen-layout.spec.ts': 22,
  'kitchen-leftovers.spec.ts': 14,
  'kitchen-offline.spec.ts': 34,
  'kitchen-production-sheet.spec.ts': 12,
  'kitchen-recall.spec.ts': 30,
  'kitchen-session-end.spec.ts': 7,
  'kitchen-stations.spec.ts': 34,
  'kitchen-undo.spec.ts': 17,
  'pickup-display.spec.ts': 13,
  'pickup-screen.spec.ts': 7,
  'reward-redemption.spec.ts': 18,
  'routes.spec.ts': 48,
};

const DEFAULT_SECONDS = 10;

/** E2E_LANES (default 2): how many servers and workers run the specs side by side. */
export function laneCount(value: string | undefined): number {
  const lanes = Number(value || 2);
  if (!Number.isInteger(lanes) || lanes < 1 || lanes > 8) throw new Error(`E2E_LANES must be 1 to 8 (value: "${value}")`);
  return lanes;
}

/** The spec files of lane `lane` (0-based) out of `lanes`, as patterns for the project's testMatch. */
export function laneSpecs(lane: number, lanes: number): string[] {
  const dir = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .map((file) => ({ file, seconds: SECONDS[file] ?? DEFAULT_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const load = Array.from({ length: lanes }, () => 0);
  const mine: string[] = [];
  for (const { file, seconds } of files) {
    const target = load.indexOf(Math.min(...load));
    load[target] += seconds;
    if (target === lane) mine.push(`**/${file}`);
  }
  // A lane with no file would match every spec: give it a pattern that matches none.
  return mine.length > 0 ? mine : ['**/no-spec-in-this-lane'];
}
