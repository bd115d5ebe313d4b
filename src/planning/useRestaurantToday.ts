/** The restaurant's date today ("YYYY-MM-DD", its time zone once GET settings answered), re-read every minute. */
import { useEffect, useState } from 'react';
import { clockIn } from '../../model/zonedTime';
import { useRestaurantTimeZone } from '../ui/useFormat';

const read = (timeZone: string | undefined) => clockIn(new Date(), timeZone).date;

export function useRestaurantToday(): string {
  const timeZone = useRestaurantTimeZone();
  const [today, setToday] = useState(() => read(timeZone));
  useEffect(() => {
    setToday(read(timeZone));
    const timer = setInterval(() => setToday(read(timeZone)), 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}
