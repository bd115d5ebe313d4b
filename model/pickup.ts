/**
 * The pick-up screen's rule: which of today's order numbers show "En preparación" and which "Listo para
 * recoger". A ready number leaves the screen once collected, or `readyMinutes` after 'listo' (a customer who
 * never came should not fill the screen); numbers are sorted so a customer finds theirs quickly.
 */
/** A cancelled order (issue 26) shows in neither column. */
export interface PickupOrder {
  number: number;
  status: 'pending' | 'finished' | 'cancelled';
  finishedAt: string | null;
  collectedAt?: string | null;
}

export interface PickupColumns {
  preparing: number[];
  ready: number[];
}

export const DEFAULT_READY_MINUTES = 10;

export function pickupColumns(orders: readonly PickupOrder[], now: Date, readyMinutes = DEFAULT_READY_MINUTES): PickupColumns {
  const shownUntil = now.getTime() - readyMinutes * 60_000;
  const preparing = orders.filter((o) => o.status === 'pending').map((o) => o.number);
  const ready = orders
    .filter(
      (o) => o.status === 'finished' && !o.collectedAt && o.finishedAt !== null && new Date(o.finishedAt).getTime() > shownUntil,
    )
    .map((o) => o.number);
  const ascending = (a: number, b: number) => a - b;
  return { preparing: preparing.sort(ascending), ready: ready.sort(ascending) };
}

/** `?listo=` in the screen's URL: whole minutes 1-240, anything else falls back to the default. */
export function readyMinutesOf(text: string | null): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 240 ? n : DEFAULT_READY_MINUTES;
}

/** An order as a Pantalla (display-only) account's live stream carries it: its number and progress, nothing else. */
export interface PickupEventOrder {
  id: number;
  number: number;
  pickupDate: string;
  status: 'pending' | 'finished' | 'cancelled';
  finishedAt: string | null;
  collectedAt: string | null;
}

export function toPickupEventOrder(
  order: Omit<PickupEventOrder, 'collectedAt'> & { collectedAt?: string | null },
): PickupEventOrder {
  const { id, number, pickupDate, status, finishedAt } = order;
  return { id, number, pickupDate, status, finishedAt, collectedAt: order.collectedAt ?? null };
}
