/**
 * The reminder before a day's cut-off (issue 28): every server process looks, once a minute, for pick-up dates
 * whose cut-off (ORDER_CUTOFF) is at most REMINDER_LEAD_MINUTES (2 h) ahead on the business clock
 * (model/notifications.ts). For an open day, each customer who turned reminders on and has no order for it
 * gets one: by push on each device if they have any, else by e-mail if they asked for e-mails. A row per
 * (customer, date) in `cutoff_reminders`, written in the transaction that queues the notification, makes it
 * one reminder across processes and restarts. The push and mail workers deliver what is queued.
 */
import type { FastifyInstance } from 'fastify';
import { isOpenDay } from '../../model/open-days';
import { datesToRemind } from '../../model/notifications';
import { localClock } from '../../model/zonedTime';
import { reminderMail } from '../mail/notice-mails';
import { claimReminder, reminderCandidates } from '../repos/notifications-repo';
import { readOpenDays } from '../repos/open-days-repo';
import { queueMail } from '../repos/outbox-repo';
import { queuePush } from '../repos/push-outbox-repo';
import { dateNumber, reminderPayload } from './push-texts';

const POLL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** looks for due reminders now and queues them; resolves with how many this round queued (tests) */
    cutoffReminders: { wake(): Promise<number> };
  }
}

export function registerCutoffReminders(app: FastifyInstance): void {
  const { config } = app;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function round(): Promise<number> {
    const now = config.now();
    const today = localClock(now, config.timeZone).date;
    const dates = datesToRemind(now, today, config.orderCutoff, config.timeZone);
    if (!dates.length) return 0;
    const openDays = await readOpenDays(app.db);
    let queued = 0;
    for (const date of dates.filter((d) => isOpenDay(d, openDays))) {
      for (const customer of await reminderCandidates(app.db, date)) {
        if (stopped) return queued;
        const channel = customer.hasPush ? 'push' : customer.readyByMail ? 'mail' : null;
        if (!channel) continue;
        const sent = await app.db.transaction(async (tx) => {
          if (!(await claimReminder(tx, customer.userId, date, channel))) return false;
          if (channel === 'push')
            await queuePush(tx, customer.userId, 'reminder', dateNumber(date), (language) =>
              reminderPayload(date, today, config.orderCutoff, language),
            );
          else await queueMail(tx, reminderMail(date, today, config.orderCutoff, customer), now);
          return true;
        });
        if (sent) queued++;
      }
    }
    if (queued) {
      app.log.info({ dates, queued }, 'Recordatorios antes del cierre de pedidos en cola');
      void app.pushDelivery?.wake();
    }
    return queued;
  }

  function tick(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) return running;
    running = round()
      .catch((e: Error) => {
        app.log.error({ error: e.message }, 'Fallo al preparar los recordatorios antes del cierre');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  app.decorate('cutoffReminders', {
    async wake() {
      await running;
      return tick();
    },
  });
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
