/**
 * The usual orders' pass: every server process runs it when it starts and then every hour. It books, for each
 * active usual order, the dates that came within PREORDER_DAYS since its last pass (the horizon moves one day at
 * each local midnight) and any date of it still without an order (a day refused before, e.g. sold out, is tried
 * again until its cut-off). Each date is claimed inside its order's transaction (place-order.ts), so two
 * processes running the pass at once book it once. What it could not book is only logged: nobody is waiting.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dishesChanged } from '../plugins/dish-list-cache';
import { activeUsualOrders } from '../repos/usual-orders-repo';
import { bookUsualOrder } from './usual-orders';

const PASS_EVERY_MS = 60 * 60 * 1000;

/** One pass over every active usual order: how many orders it placed and how many dates it could not book. */
export async function extendUsualOrders(db: Db, config: Config): Promise<{ placed: number; skipped: number }> {
  let placed = 0;
  let skipped = 0;
  for (const usual of await activeUsualOrders(db)) {
    const booking = await bookUsualOrder(db, config, usual);
    placed += booking.placed.length;
    skipped += booking.skipped.length;
  }
  return { placed, skipped };
}

export function registerUsualOrderWorker(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function tick(): void {
    if (running || stopped) return;
    running = extendUsualOrders(app.db, app.config)
      .then(async ({ placed, skipped }) => {
        if (placed > 0) await dishesChanged(app);
        if (placed > 0 || skipped > 0) app.log.info({ placed, skipped }, 'Pedidos habituales: días nuevos reservados');
      })
      .catch((e: Error) => app.log.error({ error: e.message }, 'Fallo al reservar los pedidos habituales'))
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
