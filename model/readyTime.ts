/**
 * An honest ready time for every pending order: the kitchen's queue simulated with `cooks` working in
 * parallel. Orders are taken by pick-up time, then by arrival; each portion is one cook's job of its dish's
 * prepMinutes and goes to the cook who is free first (nobody starts before `now`). An order is ready when its
 * last portion is, and never before its pick-up time.
 */
export interface QueuedOrder {
  id: number;
  /** the pick-up hour as an instant */
  pickupAt: Date;
  createdAt: Date;
  lines: { quantity: number; prepMinutes: number }[];
}

const MINUTE = 60_000;

export function queueOrder(a: QueuedOrder, b: QueuedOrder): number {
  return a.pickupAt.getTime() - b.pickupAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
}

/** Estimated ready instant per order id, rounded up to the whole minute. */
export function estimateReadyTimes(orders: readonly QueuedOrder[], cooks: number, now: Date): Map<number, Date> {
  const start = now.getTime();
  const freeAt = Array.from({ length: Math.max(1, cooks) }, () => start);
  const out = new Map<number, Date>();
  for (const order of [...orders].sort(queueOrder)) {
    let done = start;
    for (const line of order.lines) {
      if (line.prepMinutes <= 0) continue;
      for (let portion = 0; portion < line.quantity; portion++) {
        let cook = 0;
        for (let c = 1; c < freeAt.length; c++) if ((freeAt[c] ?? 0) < (freeAt[cook] ?? 0)) cook = c;
        const finish = (freeAt[cook] ?? start) + line.prepMinutes * MINUTE;
        freeAt[cook] = finish;
        done = Math.max(done, finish);
      }
    }
    const ready = Math.max(done, order.pickupAt.getTime());
    out.set(order.id, new Date(Math.ceil(ready / MINUTE) * MINUTE));
  }
  return out;
}

/** Whole minutes an estimate runs past the pick-up hour (0 when on time). */
export function delayMinutes(pickupAt: Date, readyAt: Date): number {
  return Math.max(0, Math.round((readyAt.getTime() - pickupAt.getTime()) / MINUTE));
}
