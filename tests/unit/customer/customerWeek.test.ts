// @vitest-environment node
/**
 * The customer's week in words and rules: day chips and headings ("Hoy", "Mañana", "jue 3", "Jueves 3 de
 * diciembre"), the cut-off sentence on the restaurant's clock, the day shown by default, the cart moved to
 * another day and "Mis pedidos" by day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import '../../../src/i18n/customerCatalog';
import { formatterFor } from '../../../src/ui/format';
import {
  cutoffSentence,
  dayChipLabel,
  dayHeading,
  localDateTime,
  longDay,
  weekdayAndDay,
} from '../../../customRoutes/customer/day/dayWords';
import { resolveDay } from '../../../customRoutes/customer/day/chosenDay';
import { fitCartToDay } from '../../../customRoutes/customer/day/fitCartToDay';
import { ordersByDay } from '../../../customRoutes/customer/orders/ordersByDay';
import { cartReducer, EMPTY_CART } from '../../../customRoutes/customer/cart/cartReducer';
import { loadCart, saveCart } from '../../../customRoutes/customer/cart/cartStorage';
import type { Calendar } from '../../../model/week-responses';

const TZ = 'Europe/Madrid';
const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
// Thursday 26 November 2026
const TODAY = '2026-11-26';
const es = { today: TODAY, fmt: formatterFor({ locale: 'es', timeZone: TZ }), translate: t, timeZone: TZ };

describe('day words in Spanish', () => {
  beforeAll(() => i18nProvider.changeLocale('es'));

  it('labels the day chips Hoy, Mañana, then the short weekday and day', () => {
    expect(dayChipLabel('2026-11-26', es)).toBe('Hoy');
    expect(dayChipLabel('2026-11-27', es)).toBe('Mañana');
    expect(dayChipLabel('2026-12-03', es)).toBe('jue 3');
    expect(dayChipLabel('2026-11-30', es)).toBe('lun 30');
  });

  it('heads a day of orders Hoy, Mañana, then the capitalised long date without a comma', () => {
    expect(dayHeading('2026-11-26', es)).toBe('Hoy');
    expect(dayHeading('2026-11-27', es)).toBe('Mañana');
    expect(dayHeading('2026-12-03', es)).toBe('Jueves 3 de diciembre');
    expect(longDay('2026-11-26', es.fmt)).toBe('Jueves 26 de noviembre');
    expect(weekdayAndDay('2026-12-03', es.fmt)).toBe('jueves 3');
  });

  it('says until when an order can be changed, on the restaurant clock, naming the day as a person would', () => {
    // Thursday 3's cut-off is Wednesday 2 at 16:00 in Madrid (15:00 UTC in winter)
    expect(cutoffSentence('2026-12-02T15:00:00.000Z', true, es)).toBe('Puedes cambiarlo hasta el miércoles a las 16:00');
    expect(cutoffSentence('2026-12-02T15:00:00.000Z', false, es)).toBe(
      'El plazo para cambiarlo terminó el miércoles a las 16:00',
    );
    expect(cutoffSentence('2026-11-26T15:00:00.000Z', true, es)).toBe('Puedes cambiarlo hasta hoy a las 16:00');
    expect(cutoffSentence('2026-11-27T09:00:00.000Z', true, es)).toBe('Puedes cambiarlo hasta mañana a las 10:00');
    expect(cutoffSentence('2026-11-25T15:00:00.000Z', false, es)).toBe('El plazo para cambiarlo terminó ayer a las 16:00');
    // a week or more away the weekday alone would be ambiguous: the day of the month goes with it
    expect(cutoffSentence('2026-12-09T15:00:00.000Z', true, es)).toBe('Puedes cambiarlo hasta el miércoles 9 a las 16:00');
    expect(cutoffSentence(undefined, true, es)).toBe('');
  });

  it('reads an instant on the restaurant clock across the summer time change', () => {
    expect(localDateTime('2026-03-28T15:00:00.000Z', TZ)).toEqual({ date: '2026-03-28', time: '16:00' });
    expect(localDateTime('2026-03-29T14:00:00.000Z', TZ)).toEqual({ date: '2026-03-29', time: '16:00' });
    expect(localDateTime('2026-11-26T23:30:00.000Z', TZ)).toEqual({ date: '2026-11-27', time: '00:30' });
    expect(localDateTime('not a date', TZ)).toBeNull();
  });
});

describe('day words in English', () => {
  beforeAll(() => i18nProvider.changeLocale('en'));
  afterAll(() => i18nProvider.changeLocale('es'));

  it('says the same in English', () => {
    const en = { ...es, fmt: formatterFor({ locale: 'en', timeZone: TZ }) };
    expect(dayChipLabel('2026-11-27', en)).toBe('Tomorrow');
    expect(dayChipLabel('2026-12-03', en)).toBe('Thu 3');
    expect(dayHeading('2026-12-03', en)).toBe('Thursday 3 December');
    expect(cutoffSentence('2026-12-02T15:00:00.000Z', true, en)).toBe('You can change it until Wednesday at 16:00');
  });
});

const day = (date: string, orderable: boolean) => ({
  date,
  weekday: 1,
  open: orderable,
  closedReason: null,
  orderable,
  cutoffAt: `${date}T15:00:00.000Z`,
  planned: false,
});

describe('the day shown', () => {
  const calendar: Calendar = {
    today: TODAY,
    preorderDays: 14,
    days: [day('2026-11-26', true), day('2026-11-27', true), day('2026-11-28', false), day('2026-12-03', true)],
  };

  it('is today by default, the chosen day while it takes orders, and tomorrow once today takes none', () => {
    expect(resolveDay(undefined, calendar, TODAY)).toBe('2026-11-26');
    expect(resolveDay('2026-12-03', calendar, TODAY)).toBe('2026-12-03');
    // a closed day or a past one falls back to the first day that takes orders
    expect(resolveDay('2026-11-28', calendar, TODAY)).toBe('2026-11-26');
    expect(resolveDay('2026-11-20', calendar, TODAY)).toBe('2026-11-26');
    const lateToday = { ...calendar, days: [day('2026-11-26', false), ...calendar.days.slice(1)] };
    expect(resolveDay(undefined, lateToday, TODAY)).toBe('2026-11-27');
  });

  it('keeps an order being changed on its own day, and a stored future day before the calendar arrives', () => {
    expect(resolveDay('2026-12-03', calendar, TODAY, '2026-11-27')).toBe('2026-11-27');
    expect(resolveDay('2026-12-03', undefined, TODAY)).toBe('2026-12-03');
    expect(resolveDay('2026-11-01', undefined, TODAY)).toBe(TODAY);
  });
});

describe('the cart moved to another day', () => {
  const line = (dishId: number, name: string, quantity: number) => ({ dishId, name, price: 5, quantity, maxQuantity: 20 });
  const dish = (id: number, name: string, stock: number, isAvailable = true) => ({
    id,
    name,
    cost: 6,
    stock,
    isAvailable,
    prepMinutes: 4,
  });

  it('keeps the lines that day offers, caps them at its portions and names the ones removed', () => {
    const fitted = fitCartToDay(
      [line(1, 'Paella', 2), line(2, 'Flan', 3), line(3, 'Gazpacho', 1), line(4, 'Tarta', 1)],
      [dish(1, 'Paella', 10), dish(2, 'Flan', 2), dish(4, 'Tarta', 5, false)],
    );
    expect(fitted.lines.map((l) => [l.dishId, l.quantity, l.maxQuantity, l.price])).toEqual([
      [1, 2, 10, 6],
      [2, 2, 2, 6],
    ]);
    expect(fitted.removed).toEqual(['Gazpacho', 'Tarta']);
    expect(fitted.reduced).toEqual(['Flan']);
  });

  it('keeps the chosen day and the order being changed in the stored cart, across a reload', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as unknown as Storage;
    let cart = cartReducer(EMPTY_CART, { type: 'setDay', date: '2026-12-03', lines: [] });
    saveCart(7, cart, storage);
    expect(loadCart(7, storage)).toEqual({ lines: [], pickupDate: '2026-12-03' });
    // an order being changed: its portions count as stock, and clearing ends the change but keeps the day
    cart = cartReducer(cart, {
      type: 'edit',
      order: { orderId: 9, number: 12, pickupDate: '2026-11-27', pickupHour: '13:30', reserved: { '1': 2 } },
      lines: [line(1, 'Paella', 2)],
    });
    cart = cartReducer(cart, { type: 'add', dish: { id: 1, name: 'Paella', cost: 5, stock: 1 } });
    expect(cart.lines[0].quantity).toBe(3);
    saveCart(7, cart, storage);
    expect(loadCart(7, storage).editing?.orderId).toBe(9);
    cart = cartReducer(cart, { type: 'clear' });
    expect(cart).toEqual({ lines: [], pickupDate: '2026-11-27' });
  });
});

describe('Mis pedidos by day', () => {
  it('lists the coming days soonest first, each by hour, then the past days latest first', () => {
    const o = (number: number, pickupDate: string, pickupHour: string) => ({ number, pickupDate, pickupHour });
    const { upcoming, past } = ordersByDay(
      [
        o(1, '2026-11-20', '13:00'),
        o(2, '2026-12-03', '14:00'),
        o(3, TODAY, '13:00'),
        o(4, '2026-12-03', '13:00'),
        o(5, '2026-11-25', '12:00'),
      ],
      TODAY,
    );
    expect(upcoming.map((d) => [d.date, d.orders.map((x) => x.number)])).toEqual([
      [TODAY, [3]],
      ['2026-12-03', [4, 2]],
    ]);
    expect(past.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-20']);
  });
});
