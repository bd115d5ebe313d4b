/**
 * The pick-up day every customer screen shows ("¿Para qué día?"), kept with the cart (cartStorage.ts) so it
 * survives screens and reloads. `menuDate` is what the menu calls send: null for today, which asks without a date
 * (the same requests as the page's first script, dataProvider/http/earlyRequests.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { CalendarDay } from '../../../model/week-responses';
import { useRestaurantTimeZone } from '../../../src/ui/useFormat';
import { useCart } from '../cart/useCart';
import { calendarQuery } from './calendarQuery';
import { resolveDay } from './chosenDay';
import { clockIn } from '../../../model/zonedTime';

export interface ChosenDay {
  /** the day shown, "YYYY-MM-DD" */
  date: string;
  /** the restaurant's today */
  today: string;
  /** null when `date` is today */
  menuDate: string | null;
  /** the days that take orders now, in order */
  days: CalendarDay[];
  /** the calendar entry of `date`, once known */
  day: CalendarDay | undefined;
  calendar: ReturnType<typeof useCalendar>;
}

function useCalendar() {
  return useQuery(calendarQuery(useComedorDataProvider()));
}

export function useChosenDay(): ChosenDay {
  const { cart } = useCart();
  const calendar = useCalendar();
  const timeZone = useRestaurantTimeZone();
  const today = calendar.data?.today ?? clockIn(new Date(), timeZone).date;
  const date = resolveDay(cart.pickupDate, calendar.data, today, cart.editing?.pickupDate);
  return {
    date,
    today,
    menuDate: date === today ? null : date,
    days: calendar.data?.days.filter((d) => d.orderable) ?? [],
    day: calendar.data?.days.find((d) => d.date === date),
    calendar,
  };
}
