/**
 * What the single-screen tools (lighthouse-one.ts, commits.ts, main-thread.ts) start: the bench's data set in a
 * temporary folder, the API server as `npm start` runs it serving the build (`BENCH_DIST`, `dist` by default, or the
 * folder given), and Debian's Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { prepareDataDir } from './dataset';
import { CHROMIUM_ARGS } from './first-visit';
import { startBenchServer } from './server-process';

export interface ScreenBench {
  base: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** `dist`: the build to serve (`BENCH_DIST`, or `dist`). */
export async function startScreenBench(dist = process.env.BENCH_DIST ?? 'dist'): Promise<ScreenBench> {
  const root = mkdtempSync(join(tmpdir(), 'comedor-screen-'));
  await prepareDataDir(join(root, 'data'), { users: 10, stock: 1000 });
  const server = await startBenchServer({
    dataDir: join(root, 'data'),
    staticDir: resolve(dist),
    env: { LOGIN_LIMIT_IP: '100000' },
  });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--headless=new'],
  });
  return {
    base: server.base,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
