/** The day wording of dayWords.ts bound to the UI's language, the restaurant's clock and its today. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../src/ui/useFormat';
import {
  cutoffSentence,
  dayChipLabel,
  dayHeading,
  dayInSentence,
  longDay,
  weekdayAndDay,
  type DayWordsContext,
} from './dayWords';
import { deviceTimeZone } from '../../../model/zonedTime';

export function useDayWords(today: string) {
  const translate = useTranslate();
  const fmt = useFormat();
  return useMemo(() => {
    const ctx: DayWordsContext = { today, fmt, translate };
    const timeZone = fmt.timeZone ?? deviceTimeZone();
    return {
      /** "Hoy", "Mañana", "jue 3" */
      chip: (date: string) => dayChipLabel(date, ctx),
      /** "Hoy", "Mañana", "Jueves 3 de diciembre" */
      heading: (date: string) => dayHeading(date, ctx),
      /** "Jueves 3 de diciembre" */
      long: (date: string) => longDay(date, fmt),
      /** "jueves 3" */
      weekdayAndDay: (date: string) => weekdayAndDay(date, fmt),
      /** "hoy", "mañana", "el jueves" */
      inSentence: (date: string) => dayInSentence(date, ctx),
      /** "Puedes cambiarlo hasta el miércoles a las 16:00" / "El plazo para cambiarlo terminó …" */
      cutoff: (cutoffAt: string | null | undefined, open: boolean) => cutoffSentence(cutoffAt, open, { ...ctx, timeZone }),
    };
  }, [today, fmt, translate]);
}
