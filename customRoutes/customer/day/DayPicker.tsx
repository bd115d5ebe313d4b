/**
 * "¿Para qué día?": the days that take orders as chips ("Hoy", "Mañana", "jue 3", …), the chosen one marked. A
 * row that scrolls sideways on a phone; each chip is a radio button of the group (arrow keys are not needed: Tab
 * reaches each one).
 */
import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Chip, Skeleton, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { LoadError } from '../LoadError';
import { useChangeDay } from './useChangeDay';
import { useChosenDay } from './useChosenDay';
import { useDayWords } from './useDayWords';

export function DayPicker({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const headingId = useId();
  const { date, today, days, calendar } = useChosenDay();
  const words = useDayWords(today);
  const { changeDay, changing } = useChangeDay(today);
  const row = useRef<HTMLDivElement>(null);
  // The chosen day in sight even when it is far along the row (a phone shows four or five chips). The row starts
  // at its first day, so that one needs nothing; another is scrolled to in the next frame, whose layout the reading
  // then shares (read in the effect, it forced the page's whole first layout inside the task that drew it).
  const firstDay = days[0]?.date;
  useEffect(() => {
    if (firstDay === undefined || firstDay === date) return undefined;
    const frame = requestAnimationFrame(() => {
      const chosen = row.current?.querySelector<HTMLElement>('[aria-checked="true"]');
      const box = row.current;
      if (chosen && box) box.scrollLeft = chosen.offsetLeft - box.offsetLeft - (box.clientWidth - chosen.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [date, firstDay, days.length]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: compact ? 2 : 3 }}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontWeight: 900, fontSize: compact ? '1rem' : '1.15rem', mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <EventIcon color="primary" />
        {translate('customer.week.for_day')}
      </Typography>
      {calendar.isPending ? (
        <Box sx={{ display: 'flex', gap: 1 }} role="status" aria-label={translate('customer.common.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" width={72} height={40} sx={{ borderRadius: 5 }} />
          ))}
        </Box>
      ) : calendar.isError ? (
        <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : days.length === 0 ? (
        <Alert severity="info">{translate('customer.week.no_days')}</Alert>
      ) : (
        <Box
          ref={row}
          role="radiogroup"
          aria-labelledby={headingId}
          aria-busy={changing}
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            pb: 0.5,
            mx: -0.5,
            px: 0.5,
            WebkitOverflowScrolling: 'touch',
            '&::-webkit-scrollbar': { height: 4 },
          }}
        >
          {days.map((d) => {
            const selected = d.date === date;
            const label = words.chip(d.date);
            const long = words.long(d.date);
            return (
              <Chip
                key={d.date}
                role="radio"
                aria-checked={selected}
                // "Hoy, Jueves 26 de noviembre"; a chip that already names its weekday reads as the full date
                aria-label={label === words.heading(d.date) ? `${label}, ${long}` : long}
                label={label}
                clickable
                disabled={changing && !selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => !selected && void changeDay(d.date)}
                sx={{
                  flex: '0 0 auto',
                  height: 40,
                  px: 0.5,
                  borderRadius: 5,
                  fontWeight: 800,
                  fontSize: '0.95rem',
                  bgcolor: selected ? undefined : '#fff',
                }}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
