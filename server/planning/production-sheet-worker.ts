/**
 * The production sheets' pass: every server process runs it at start and then every five minutes. It freezes
 * the sheet of each open date whose cut-off has passed (today, and the next days when the cut-off is days
 * before), so the frozen figures exist even when nobody opened the sheet. Writing is insert … on conflict do
 * nothing: several processes running it at once write each figure once.
 */
import type { FastifyInstance } from 'fastify';
import { freezeDueSheets } from './production-sheet';

const PASS_EVERY_MS = 5 * 60 * 1000;

export function registerProductionSheetWorker(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function tick(): void {
    if (running || stopped) return;
    running = freezeDueSheets(app.db, app.config)
      .then(() => undefined)
      .catch((e: Error) => app.log.error({ error: e.message }, 'Fallo al cerrar las hojas de producción'))
      .finally(() => {
        running = null;
      });
  }

  app.addHook('onReady', async () => {
    timer = setInterval(tick, PASS_EVERY_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
