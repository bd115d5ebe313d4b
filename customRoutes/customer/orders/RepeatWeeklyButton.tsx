/**
 * "Repetir cada semana" on an upcoming order (issue 26 point 6): a dialog to choose the weekdays (only the days
 * the canteen opens), then POST usual-orders with the order's dishes and hour. The answer shows which days were
 * booked and which could not be, each with its reason (closed, sold out, full…); nothing else is lost.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import RepeatIcon from '@mui/icons-material/Repeat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isoWeekday } from '../../../model/calendar';
import type { Order } from '../../../model/entities';
import type { UsualOrderBooking } from '../../../model/week-responses';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../../../src/ui/errorMessage';
import { calendarQuery } from '../day/calendarQuery';
import { useDayWords } from '../day/useDayWords';
import { refreshAfterUsualOrder } from './usualOrdersQuery';
import { ISO_WEEKDAYS, weekdayLetter, weekdayName, weekdaysSentence } from './usualWeekdays';

export function RepeatWeeklyButton({ order, today }: { order: Order; today: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (order.status !== 'pending' || order.pickupDate < today || order.usualOrderId || order.givenBy) return null;
  return (
    <>
      <Button
        variant="text"
        startIcon={<RepeatIcon />}
        sx={{ mt: 1 }}
        aria-label={translate('customer.usual.repeat_named', { number: order.number })}
        onClick={() => setOpen(true)}
      >
        {translate('customer.usual.repeat')}
      </Button>
      {open && <RepeatDialog order={order} today={today} onClose={() => setOpen(false)} />}
    </>
  );
}

function RepeatDialog({ order, today, onClose }: { order: Order; today: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const calendar = useQuery(calendarQuery(dataProvider));
  const openWeekdays = calendar.data
    ? ISO_WEEKDAYS.filter((d) => calendar.data.days.some((day) => day.open && day.weekday === d))
    : [...ISO_WEEKDAYS];
  const [chosen, setChosen] = useState<number[]>(() => [isoWeekday(order.pickupDate)]);
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createUsualOrder({
        weekdays: chosen.filter((d) => openWeekdays.includes(d)),
        pickupHour: order.pickupHour,
        lines: order.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity })),
      }),
    onSuccess: () => refreshAfterUsualOrder(queryClient),
  });
  const toggle = (d: number) => setChosen((days) => (days.includes(d) ? days.filter((x) => x !== d) : [...days, d].sort()));
  const valid = chosen.some((d) => openWeekdays.includes(d));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="repeat-weekly-title">
      <DialogTitle id="repeat-weekly-title">{translate('customer.usual.dialog_title')}</DialogTitle>
      <DialogContent>
        {create.data ? (
          <BookingResult booking={create.data} today={today} />
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {translate('customer.usual.dialog_intro', {
                dishes: order.lines
                  .map((l) => translate('customer.orders.line', { quantity: l.quantity, name: l.name }))
                  .join(', '),
                hour: order.pickupHour,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate('customer.usual.dialog_hint')}
            </Typography>
            <Box
              role="group"
              aria-label={translate('customer.usual.days_label')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {openWeekdays.map((d) => {
                const on = chosen.includes(d);
                return (
                  <Chip
                    key={d}
                    label={weekdayLetter(d, translate)}
                    aria-label={weekdayName(d, translate)}
                    aria-pressed={on}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => toggle(d)}
                    sx={{ minWidth: 44, height: 44, borderRadius: 22, fontWeight: 800, fontSize: '1rem' }}
                  />
                );
              })}
            </Box>
            {create.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate('customer.usual.failed', { message: errorMessage(create.error, translate) })}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {create.data ? (
          <Button variant="contained" onClick={onClose}>
            {translate('customer.usual.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('customer.usual.not_now')}</Button>
            <Button variant="contained" disabled={!valid || create.isPending} onClick={() => create.mutate()}>
              {valid
                ? translate('customer.usual.confirm', {
                    days: weekdaysSentence(
                      chosen.filter((d) => openWeekdays.includes(d)),
                      translate,
                    ),
                  })
                : translate('customer.usual.choose')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The booked days and the ones that could not be booked, with why. */
function BookingResult({ booking, today }: { booking: UsualOrderBooking; today: string }) {
  const translate = useTranslate();
  const words = useDayWords(today);
  const day = (date: string) => words.weekdayAndDay(date);
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {translate('customer.usual.saved', {
          days: weekdaysSentence(booking.usualOrder.weekdays, translate),
          hour: booking.usualOrder.pickupHour,
        })}
      </Typography>
      {booking.placed.length > 0 ? (
        <>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mt: 1.5 }}>
            {translate('customer.usual.booked', { smart_count: booking.placed.length })}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {booking.placed.map((o) => (
              <li key={o.id}>{translate('customer.usual.booked_day', { day: day(o.pickupDate), number: o.number })}</li>
            ))}
          </Box>
        </>
      ) : (
        <Typography sx={{ mt: 1.5 }}>{translate('customer.usual.none_booked')}</Typography>
      )}
      {booking.skipped.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {translate('customer.usual.skipped', { smart_count: booking.skipped.length })}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {booking.skipped.map((s) => (
              <li key={s.date}>
                {translate('customer.usual.skipped_day', {
                  day: day(s.date),
                  reason: translate(`customer.usual.reasons.${s.code}`, {
                    ...s.params,
                    _: translate(`comedor.errors.${s.code}`, { ...s.params, _: s.message }),
                  }),
                })}
              </li>
            ))}
          </Box>
          <Typography variant="body2">{translate('customer.usual.skipped_hint')}</Typography>
        </Alert>
      )}
    </Box>
  );
}
