/**
 * `npx tsx tests/bench/visits.ts [lighthouse]`: only the browser figures of `npm run bench` (the JavaScript
 * each first visit fetches, and with `lighthouse` the calibrated Lighthouse scores), on a small demo data folder
 * and the build in BENCH_DIST (dist).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { prepareDataDir } from './dataset';
import { firstVisitFigures } from './first-visit';
import { lighthouseFigures, printLighthouse } from './lighthouse';
import { startBenchServer } from './server-process';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

const root = mkdtempSync(join(tmpdir(), 'comedor-visits-'));
const dataDir = join(root, 'data');
const dist = resolve(process.env.BENCH_DIST ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html missing: run \`npm run build\` first`);
await prepareDataDir(dataDir, { users: 10, stock: 1000 });
const server = await startBenchServer({ dataDir, staticDir: dist, env: { LOGIN_LIMIT_IP: '100000' } });
try {
  console.log('JavaScript of each first visit (Chromium, empty cache, bytes on the wire)');
  for (const v of await firstVisitFigures(server.base)) {
    line(`  ${v.visit}`, `${kb(v.wireBytes)} in ${v.scripts} scripts (${kb(v.bodyBytes)} decompressed; budget ${v.budgetKb} kB)`);
  }
  if (process.argv.includes('lighthouse')) {
    console.log('');
    printLighthouse(await lighthouseFigures(server.base), line);
  }
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
