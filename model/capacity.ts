/**
 * Kitchen capacity per pick-up slot. A slot of `slotMinutes` can absorb `cooks × slotMinutes` minutes of
 * preparation; an order's load is the sum of quantity × prepMinutes of its lines; a slot's load is the load
 * of every order already placed for it that day (pending and finished alike: finishing early does not hand
 * the slot's time back, so an hour offered to one customer is not withdrawn and re-offered as the board moves).
 */
import type { CategoryId } from './categories';

export const MIN_PREP_MINUTES = 0;
export const MAX_PREP_MINUTES = 240;
export const MIN_COOKS = 1;
export const MAX_COOKS = 50;
export const DEFAULT_COOKS = 2;
export const MIN_PAUSE_MINUTES = 1;
/** a pause can never outlive a service: at most three hours */
export const MAX_PAUSE_MINUTES = 180;

/** What a new dish takes to prepare when the form leaves it out, by category. */
export const DEFAULT_PREP_MINUTES: Record<CategoryId, number> = { 1: 10, 2: 15, 3: 8, 4: 3, 5: 1 };

export function defaultPrepMinutes(categoryId: number): number {
  return DEFAULT_PREP_MINUTES[categoryId as CategoryId] ?? DEFAULT_PREP_MINUTES[1];
}

export interface LoadLine {
  quantity: number;
  prepMinutes: number;
}

export function orderLoad(lines: readonly LoadLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.prepMinutes, 0);
}

export function slotCapacity(cooks: number, slotMinutes: number): number {
  return cooks * slotMinutes;
}

/** Minutes of preparation a slot can still take (never negative, even if the cooks were reduced). */
export function remainingMinutes(slotLoad: number, capacity: number): number {
  return Math.max(0, capacity - slotLoad);
}

/** An order that needs more than a whole slot can never be taken: it is refused rather than spread out. */
export function exceedsAnySlot(load: number, capacity: number): boolean {
  return load > capacity;
}

/**
 * Whether a slot loaded with `slotLoad` can still take `load` more minutes. A slot with nothing left is never offered,
 * even for an order with no preparation (drinks), so a full hour disappears for everybody.
 */
export function fitsSlot(slotLoad: number, capacity: number, load: number): boolean {
  const left = remainingMinutes(slotLoad, capacity);
  return left > 0 && left >= load;
}

export function slotsWithRoom(
  slots: readonly string[],
  loads: ReadonlyMap<string, number>,
  capacity: number,
  load: number,
): string[] {
  return slots.filter((s) => fitsSlot(loads.get(s) ?? 0, capacity, load));
}

/** The first slot after `hour` (in the order of `slots`) that can take `load`, or null. */
export function nextSlotWithRoom(
  slots: readonly string[],
  hour: string,
  loads: ReadonlyMap<string, number>,
  capacity: number,
  load: number,
): string | null {
  const later = slots.filter((s) => s > hour);
  return slotsWithRoom(later, loads, capacity, load)[0] ?? null;
}
